import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { personColumns } from '../../db/person-columns.js';
import {
  songLikes,
  songPlayMarks,
  songPlayStarts,
  songPlaysDaily,
  songs,
  users,
} from '../../db/schema/index.js';

export type SongRow = typeof songs.$inferSelect;
export type NewSong = typeof songs.$inferInsert;

/** Songs, their plays and their buyers. */
export function createSongsRepo(db: Db) {
  return {
    async insert(row: NewSong): Promise<SongRow> {
      const [inserted] = await db.insert(songs).values(row).returning();
      if (!inserted) throw new Error('song insert returned nothing');
      return inserted;
    },

    async find(id: number): Promise<SongRow | null> {
      const [row] = await db.select().from(songs).where(eq(songs.id, id));
      return row ?? null;
    },

    /**
     * A song listeners may reach: ready, not hidden by moderation, and by an artist who is not
     * suspended.
     */
    async findListed(id: number): Promise<SongRow | null> {
      const [row] = await db
        .select({ song: songs })
        .from(songs)
        .innerJoin(users, eq(users.id, songs.artistId))
        .where(
          and(
            eq(songs.id, id),
            eq(songs.status, 'ready'),
            isNull(songs.hiddenAt),
            isNull(users.suspendedAt),
          ),
        );
      return row?.song ?? null;
    },

    async hide(id: number) {
      await db.update(songs).set({ hiddenAt: new Date() }).where(eq(songs.id, id));
    },

    async update(id: number, changes: Partial<NewSong>): Promise<SongRow | null> {
      const [row] = await db
        .update(songs)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(songs.id, id))
        .returning();
      return row ?? null;
    },

    async remove(id: number) {
      await db.delete(songs).where(eq(songs.id, id));
    },

    /** Which of these ids have a song row. */
    async existing(ids: readonly number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await db
        .select({ id: songs.id })
        .from(songs)
        .where(inArray(songs.id, [...ids]));
      return new Set(rows.map((row) => row.id));
    },

    async ofArtist(artistId: number, onlyReady = false) {
      return db
        .select()
        .from(songs)
        .where(
          and(
            eq(songs.artistId, artistId),
            // What listeners see: ready songs that moderation has not hidden.
            onlyReady ? and(eq(songs.status, 'ready'), isNull(songs.hiddenAt)) : undefined,
          ),
        )
        .orderBy(desc(songs.createdAt), desc(songs.id))
        .limit(500);
    },

    async totals(artistId: number) {
      const [row] = await db
        .select({
          plays: sql<string>`coalesce(sum(${songs.playCount}), 0)`,
          count: sql<number>`count(*)::int`,
        })
        .from(songs)
        .where(eq(songs.artistId, artistId));
      return { totalPlays: Number(row?.plays ?? 0), totalSongs: row?.count ?? 0 };
    },

    /**
     * Takes one waiting song for processing; null when it is done, out of attempts, or another
     * run took it less than `leaseMs` ago (a run that died is taken over once its lease is up).
     */
    async claimForProcessing(
      id: number,
      maxAttempts: number,
      leaseMs: number,
    ): Promise<SongRow | null> {
      const now = new Date();
      const leaseStart = new Date(now.getTime() - leaseMs).toISOString();
      const [row] = await db
        .update(songs)
        .set({ processingAttempts: sql`${songs.processingAttempts} + 1`, updatedAt: now })
        .where(
          and(
            eq(songs.id, id),
            eq(songs.status, 'processing'),
            sql`${songs.processingAttempts} < ${maxAttempts}`,
            sql`(${songs.processingAttempts} = 0 or ${songs.updatedAt} <= ${leaseStart})`,
          ),
        )
        .returning();
      return row ?? null;
    },

    async waiting(limit: number) {
      return db
        .select({ id: songs.id, attempts: songs.processingAttempts })
        .from(songs)
        .where(eq(songs.status, 'processing'))
        .orderBy(songs.createdAt)
        .limit(limit);
    },

    async artistName(artistId: number) {
      const [row] = await db.select(personColumns).from(users).where(eq(users.id, artistId));
      return row ?? null;
    },

    /** A creator by username, while they are a creator and not suspended. */
    async creatorByUsername(username: string) {
      const [row] = await db
        .select(personColumns)
        .from(users)
        .where(
          and(
            eq(sql`lower(${users.username})`, username.toLowerCase()),
            eq(users.isCreator, true),
            isNull(users.suspendedAt),
          ),
        );
      return row ?? null;
    },

    /** Which of `songIds` the member liked. */
    async likedAmong(userId: number, songIds: readonly number[]) {
      if (songIds.length === 0) return new Set<number>();
      const rows = await db
        .select({ songId: songLikes.songId })
        .from(songLikes)
        .where(and(eq(songLikes.userId, userId), sql`${songLikes.songId} in ${[...songIds]}`));
      return new Set(rows.map((row) => row.songId));
    },

    /** Adds or takes back a like (either twice changes nothing); the count follows by trigger. */
    async setLike(songId: number, userId: number, liked: boolean): Promise<number> {
      if (liked) {
        await db.insert(songLikes).values({ songId, userId }).onConflictDoNothing();
      } else {
        await db
          .delete(songLikes)
          .where(and(eq(songLikes.songId, songId), eq(songLikes.userId, userId)));
      }
      const [row] = await db
        .select({ likeCount: songs.likeCount })
        .from(songs)
        .where(eq(songs.id, songId));
      return row?.likeCount ?? 0;
    },

    /** The server began sending a song's audio to a listener (again): their listen starts now. */
    async markPlayStart(songId: number, listener: string, at: Date) {
      await db
        .insert(songPlayStarts)
        .values({ songId, listener, startedAt: at })
        .onConflictDoUpdate({
          target: [songPlayStarts.songId, songPlayStarts.listener],
          set: { startedAt: at },
        });
    },

    /** When the listener's current listen of the song began, as the server saw it. */
    async playStartedAt(songId: number, listener: string): Promise<Date | null> {
      const [row] = await db
        .select({ startedAt: songPlayStarts.startedAt })
        .from(songPlayStarts)
        .where(and(eq(songPlayStarts.songId, songId), eq(songPlayStarts.listener, listener)));
      return row?.startedAt ?? null;
    },

    async pruneStarts(before: Date) {
      await db.delete(songPlayStarts).where(lt(songPlayStarts.startedAt, before));
    },

    /**
     * Counts a play when this listener's last counted play of the song is over `windowMinutes`
     * old (or there is none): one statement decides, so two tabs cannot both count.
     */
    async countPlay(songId: number, listener: string, at: Date, windowMinutes: number) {
      return db.transaction(async (tx) => {
        const marked = await tx
          .insert(songPlayMarks)
          .values({ songId, listener, countedAt: at })
          .onConflictDoUpdate({
            target: [songPlayMarks.songId, songPlayMarks.listener],
            set: { countedAt: at },
            setWhere: sql`${songPlayMarks.countedAt} <= ${new Date(at.getTime() - windowMinutes * 60_000).toISOString()}`,
          })
          .returning({ songId: songPlayMarks.songId });
        if (marked.length === 0) return null;
        const day = at.toISOString().slice(0, 10);
        await tx
          .insert(songPlaysDaily)
          .values({ songId, day, plays: 1 })
          .onConflictDoUpdate({
            target: [songPlaysDaily.songId, songPlaysDaily.day],
            set: { plays: sql`${songPlaysDaily.plays} + 1` },
          });
        const [row] = await tx
          .update(songs)
          .set({ playCount: sql`${songs.playCount} + 1` })
          .where(eq(songs.id, songId))
          .returning({ playCount: songs.playCount });
        return row?.playCount ?? null;
      });
    },
  };
}

export type SongsRepo = ReturnType<typeof createSongsRepo>;

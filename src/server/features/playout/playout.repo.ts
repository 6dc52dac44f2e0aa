import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/like.js';
import {
  airplaySubmissions,
  playedTracks,
  songs,
  stationPlayout,
  stationQueue,
  stationTracks,
  users,
} from '../../db/schema/index.js';
import type { Queryable } from '../../modules.js';

export type StationTrackRow = typeof stationTracks.$inferSelect;

/** A library track as the AutoDJ and the DJ panel see it, with its credited artist. */
export interface LibraryTrack extends StationTrackRow {
  creator: { username: string; displayName: string } | null;
}

const creatorColumns = {
  creatorUsername: users.username,
  creatorName: users.displayName,
};

function withCreator<T extends StationTrackRow>(
  row: T & { creatorUsername: string | null; creatorName: string | null },
): LibraryTrack {
  const { creatorUsername, creatorName, ...track } = row;
  return {
    ...(track as StationTrackRow),
    creator:
      creatorUsername !== null && creatorName !== null
        ? { username: creatorUsername, displayName: creatorName }
        : null,
  };
}

/**
 * What may go on air now: ready, not retired, and for an artist's song, a song that is still
 * ready, not hidden, by a creator who is not suspended, aired as what it is now (a premium song
 * as its preview, a free one in full).
 */
export const playable = and(
  eq(stationTracks.status, 'ready'),
  isNull(stationTracks.retiredAt),
  or(
    isNull(stationTracks.songId),
    and(
      eq(songs.status, 'ready'),
      isNull(songs.hiddenAt),
      isNull(users.suspendedAt),
      eq(songs.isPremium, stationTracks.isPreview),
    ),
  ),
);

export function createPlayoutRepo(db: Db) {
  const tracks = () =>
    db
      .select({ ...getTableColumns(stationTracks), ...creatorColumns })
      .from(stationTracks)
      .leftJoin(users, eq(users.id, stationTracks.creatorId))
      .leftJoin(songs, eq(songs.id, stationTracks.songId));

  return {
    async playableTracks(): Promise<LibraryTrack[]> {
      const rows = await tracks().where(playable).orderBy(asc(stationTracks.id));
      return rows.map(withCreator);
    },

    async playableTrack(id: number): Promise<LibraryTrack | undefined> {
      const [row] = await tracks().where(and(eq(stationTracks.id, id), playable));
      return row ? withCreator(row) : undefined;
    },

    async searchPlayable(q: string, limit: number): Promise<LibraryTrack[]> {
      const pattern = containing(q);
      const rows = await tracks()
        .where(
          and(
            playable,
            q
              ? or(
                  sql`${stationTracks.title} ilike ${pattern}`,
                  sql`${stationTracks.artist} ilike ${pattern}`,
                )
              : undefined,
          ),
        )
        .orderBy(asc(stationTracks.artist), asc(stationTracks.title))
        .limit(limit);
      return rows.map(withCreator);
    },

    async markFailed(id: number, failure: string) {
      await db
        .update(stationTracks)
        .set({ status: 'failed', failure })
        .where(eq(stationTracks.id, id));
    },

    /**
     * The station's last plays of library tracks, newest first: at least `atLeast` of them, and
     * every one since `since`.
     */
    async recentPlays(since: Date, atLeast: number) {
      const columns = {
        trackId: playedTracks.stationTrackId,
        creatorId: playedTracks.creatorId,
        artist: playedTracks.artist,
        startedAt: playedTracks.startedAt,
      };
      const latest = await db
        .select(columns)
        .from(playedTracks)
        .where(isNotNull(playedTracks.stationTrackId))
        .orderBy(desc(playedTracks.id))
        .limit(atLeast);
      const oldest = latest.at(-1);
      if (!oldest || oldest.startedAt < since || latest.length < atLeast) return latest;
      return db
        .select(columns)
        .from(playedTracks)
        .where(and(isNotNull(playedTracks.stationTrackId), gte(playedTracks.startedAt, since)))
        .orderBy(desc(playedTracks.id));
    },

    waitingQueue() {
      return db
        .select({
          id: stationQueue.id,
          trackId: stationQueue.trackId,
          requestId: stationQueue.requestId,
          queuedBy: stationQueue.queuedBy,
        })
        .from(stationQueue)
        .where(isNull(stationQueue.playedAt))
        .orderBy(asc(stationQueue.createdAt), asc(stationQueue.id));
    },

    async enqueue(trackId: number, queuedBy: number | null, requestId: number | null = null) {
      const [row] = await db
        .insert(stationQueue)
        .values({ trackId, queuedBy, requestId })
        .returning({ id: stationQueue.id });
      return row?.id;
    },

    async markQueuePlayed(id: number, at: Date) {
      await db.update(stationQueue).set({ playedAt: at }).where(eq(stationQueue.id, id));
    },

    async savePlayout(state: { trackId: number; startedAt: Date; playedTrackId: number | null }) {
      const values = { ...state, updatedAt: new Date() };
      await db
        .insert(stationPlayout)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: stationPlayout.id, set: values });
    },

    async requestSkip() {
      await db
        .insert(stationPlayout)
        .values({ id: 1, skipRequestedAt: new Date() })
        .onConflictDoUpdate({ target: stationPlayout.id, set: { skipRequestedAt: new Date() } });
    },

    async clearSkip() {
      await db
        .update(stationPlayout)
        .set({ skipRequestedAt: null })
        .where(eq(stationPlayout.id, 1));
    },

    async loadPlayout() {
      const [row] = await db.select().from(stationPlayout).where(eq(stationPlayout.id, 1));
      return row;
    },

    // The demo library.
    demoTracks() {
      return db.select().from(stationTracks).where(eq(stationTracks.source, 'demo'));
    },

    async addDemoTrack(track: { demoKey: string; artist: string; title: string }) {
      await db
        .insert(stationTracks)
        .values({ source: 'demo', ...track })
        .onConflictDoNothing();
    },

    async retireDemoTracksExcept(demoKeys: string[]) {
      await db
        .update(stationTracks)
        .set({ retiredAt: new Date() })
        .where(
          and(
            eq(stationTracks.source, 'demo'),
            isNull(stationTracks.retiredAt),
            demoKeys.length
              ? sql`${stationTracks.demoKey} not in (${sql.join(
                  demoKeys.map((key) => sql`${key}`),
                  sql`, `,
                )})`
              : undefined,
          ),
        );
    },

    async markReady(
      id: number,
      copy: { onAirKey: string; durationMs: number; loudnessLufs: number; truePeakDb: number },
    ) {
      await db
        .update(stationTracks)
        .set({ ...copy, status: 'ready', failure: null })
        .where(eq(stationTracks.id, id));
    },

    /** Tracks whose on-air copy is to be made: new ones, and ones whose copy went missing. */
    tracksToPrepare(source: StationTrackRow['source']) {
      return db
        .select()
        .from(stationTracks)
        .where(
          and(
            eq(stationTracks.source, source),
            isNull(stationTracks.retiredAt),
            inArray(stationTracks.status, ['preparing', 'failed']),
          ),
        )
        .orderBy(asc(stationTracks.id));
    },

    // Artists' songs on air.
    songForAirplay(songId: number) {
      return db
        .select({
          id: songs.id,
          artistId: songs.artistId,
          title: songs.title,
          status: songs.status,
          isPremium: songs.isPremium,
          hiddenAt: songs.hiddenAt,
          streamKey: songs.streamKey,
          previewKey: songs.previewKey,
          artistName: users.displayName,
          username: users.username,
        })
        .from(songs)
        .innerJoin(users, eq(users.id, songs.artistId))
        .where(eq(songs.id, songId))
        .then((rows) => rows[0]);
    },

    /**
     * Approved songs with no on-air copy of their current kind (made premium or free since the
     * approval). A song the crew took out of rotation after its approval stays out.
     */
    approvedSongsWithoutCopy() {
      return db
        .select({ songId: airplaySubmissions.songId })
        .from(airplaySubmissions)
        .innerJoin(songs, eq(songs.id, airplaySubmissions.songId))
        .where(
          and(
            eq(airplaySubmissions.status, 'approved'),
            eq(songs.status, 'ready'),
            sql`not exists (select 1 from ${stationTracks} where ${stationTracks.songId} = ${songs.id} and ((${stationTracks.isPreview} = ${songs.isPremium} and ${stationTracks.retiredAt} is null) or ${stationTracks.retiredAt} >= ${airplaySubmissions.decidedAt}))`,
          ),
        );
    },

    /** An approved song's on-air copy of one kind, to be made; one taken out comes back. */
    async addSongTrack(
      track: {
        songId: number;
        creatorId: number;
        artist: string;
        title: string;
        isPreview: boolean;
      },
      q: Queryable = db,
    ) {
      const [row] = await q
        .insert(stationTracks)
        .values({ source: 'song', ...track })
        .onConflictDoUpdate({
          target: [stationTracks.songId, stationTracks.isPreview],
          targetWhere: sql`${stationTracks.songId} is not null`,
          set: {
            retiredAt: null,
            status: 'preparing',
            artist: track.artist,
            title: track.title,
          },
        })
        .returning();
      return row;
    },

    async retireSongTracks(songId: number) {
      await db
        .update(stationTracks)
        .set({ retiredAt: new Date() })
        .where(and(eq(stationTracks.songId, songId), isNull(stationTracks.retiredAt)));
    },
  };
}

export type PlayoutRepo = ReturnType<typeof createPlayoutRepo>;

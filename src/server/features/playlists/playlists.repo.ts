import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  like,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PlaylistEntryRef } from '../../../shared/contracts/playlists.js';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/like.js';
import {
  playedTracks,
  playlistEntries,
  playlistSaves,
  playlists,
  songRequests,
  songRequestVotes,
  songs,
  stationTracks,
  users,
} from '../../db/schema/index.js';
import { rowsOf } from '../../db/sql-rows.js';
import type { Queryable } from '../../modules.js';

export type PlaylistRow = typeof playlists.$inferSelect;

/** What a playlist holds, as the back office writes it. */
export interface PlaylistFields {
  title: string;
  kind: PlaylistRow['kind'];
  description: string;
  host: string;
  published: boolean;
}

/**
 * One entry worked out: what it is, who made it, and whether listeners can hear it now. A station
 * track that is an artist's song (airplay) is that song, so the premium rules hold for it.
 */
export interface ResolvedEntry {
  kind: 'track' | 'song';
  id: number;
  title: string;
  artist: string;
  durationMs: number | null;
  premium: boolean;
  /** The song's artist (for the premium rules and the creator link); null for a station track. */
  artistId: number | null;
  username: string | null;
  displayName: string | null;
  available: boolean;
  createdAt: Date;
}

/** A song listeners may hear: processed, not hidden, its artist not suspended. */
const songHeard = sql<boolean>`(${songs.status} = 'ready' and ${songs.hiddenAt} is null and ${users.suspendedAt} is null)`;
/** A station library track of its own (a demo or an upload), ready and in rotation. */
const trackHeard = sql<boolean>`(${stationTracks.status} = 'ready' and ${stationTracks.retiredAt} is null and ${stationTracks.onAirKey} is not null)`;

/**
 * The columns of an entry, from a row that joined `songs` (and its artist in `users`) and
 * `station_tracks`: the song wins when there is one.
 */
const entryColumns = {
  songId: songs.id,
  trackId: stationTracks.id,
  title: sql<string>`coalesce(${songs.title}, ${stationTracks.title})`,
  artist: sql<string>`coalesce(${users.displayName}, ${stationTracks.artist})`,
  durationMs: sql<number | null>`coalesce(${songs.durationMs}, ${stationTracks.durationMs})`,
  premium: sql<boolean>`coalesce(${songs.isPremium}, false)`,
  artistId: songs.artistId,
  username: users.username,
  displayName: users.displayName,
  available: sql<boolean>`case when ${songs.id} is not null then ${songHeard} else ${trackHeard} end`,
  createdAt: sql<Date>`coalesce(${songs.createdAt}, ${stationTracks.createdAt})`,
};

type EntryColumns = {
  songId: number | null;
  trackId: number | null;
  title: string;
  artist: string;
  durationMs: number | null;
  premium: boolean;
  artistId: number | null;
  username: string | null;
  displayName: string | null;
  available: boolean;
  createdAt: Date | string;
};

const resolved = (row: EntryColumns): ResolvedEntry => ({
  kind: row.songId !== null ? 'song' : 'track',
  id: (row.songId ?? row.trackId) as number,
  title: row.title,
  artist: row.artist,
  durationMs: row.durationMs === null ? null : Number(row.durationMs),
  premium: Boolean(row.premium),
  artistId: row.artistId,
  username: row.username,
  displayName: row.displayName,
  available: Boolean(row.available),
  createdAt: new Date(row.createdAt),
});

/** The same song or track twice in a ranking (a song's preview and full airplay copies): once. */
function firstOfEach(entries: ResolvedEntry[], limit: number): ResolvedEntry[] {
  const seen = new Set<string>();
  const kept: ResolvedEntry[] = [];
  for (const entry of entries) {
    const key = `${entry.kind}:${entry.id}`;
    if (seen.has(key) || !entry.available) continue;
    seen.add(key);
    kept.push(entry);
    if (kept.length === limit) break;
  }
  return kept;
}

export function createPlaylistsRepo(db: Db) {
  /** Station tracks by id in the order given, each as the song it is when it is one. */
  async function tracksInOrder(ids: number[]): Promise<ResolvedEntry[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select(entryColumns)
      .from(stationTracks)
      .leftJoin(songs, eq(songs.id, stationTracks.songId))
      .leftJoin(users, eq(users.id, songs.artistId))
      .where(inArray(stationTracks.id, ids));
    const byId = new Map(rows.map((row) => [row.trackId, resolved(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  return {
    /** Published playlists, the latest changed first; with `all`, drafts too. */
    async list(all: boolean): Promise<PlaylistRow[]> {
      return db
        .select()
        .from(playlists)
        .where(all ? undefined : isNotNull(playlists.publishedAt))
        .orderBy(desc(playlists.updatedAt), desc(playlists.id));
    },

    async bySlug(slug: string): Promise<PlaylistRow | undefined> {
      const [row] = await db.select().from(playlists).where(eq(playlists.slug, slug));
      return row;
    },

    async find(tx: Queryable, id: number): Promise<PlaylistRow | undefined> {
      const [row] = await tx.select().from(playlists).where(eq(playlists.id, id));
      return row;
    },

    /** The entries of each playlist named, in their order. */
    async entriesOf(tx: Queryable, ids: number[]): Promise<Map<number, ResolvedEntry[]>> {
      const byPlaylist = new Map<number, ResolvedEntry[]>(ids.map((id) => [id, []]));
      if (ids.length === 0) return byPlaylist;
      const rows = await tx
        .select({ playlistId: playlistEntries.playlistId, ...entryColumns })
        .from(playlistEntries)
        .leftJoin(songs, eq(songs.id, playlistEntries.songId))
        .leftJoin(users, eq(users.id, songs.artistId))
        .leftJoin(stationTracks, eq(stationTracks.id, playlistEntries.stationTrackId))
        .where(inArray(playlistEntries.playlistId, ids))
        .orderBy(asc(playlistEntries.playlistId), asc(playlistEntries.position));
      for (const row of rows) byPlaylist.get(row.playlistId)?.push(resolved(row));
      return byPlaylist;
    },

    /** Which of the entries named listeners can hear now (the others cannot be added). */
    async heardAmong(refs: readonly PlaylistEntryRef[]): Promise<Set<string>> {
      const songIds = refs.filter((ref) => ref.kind === 'song').map((ref) => ref.id);
      const trackIds = refs.filter((ref) => ref.kind === 'track').map((ref) => ref.id);
      const heard = new Set<string>();
      if (songIds.length > 0) {
        const rows = await db
          .select({ id: songs.id })
          .from(songs)
          .innerJoin(users, eq(users.id, songs.artistId))
          .where(and(inArray(songs.id, songIds), songHeard));
        for (const row of rows) heard.add(`song:${row.id}`);
      }
      if (trackIds.length > 0) {
        const rows = await db
          .select({ id: stationTracks.id })
          .from(stationTracks)
          .where(
            and(inArray(stationTracks.id, trackIds), isNull(stationTracks.songId), trackHeard),
          );
        for (const row of rows) heard.add(`track:${row.id}`);
      }
      return heard;
    },

    /**
     * The track picker: the station's own tracks and published songs whose title or artist
     * matches, newest first.
     */
    async catalogue(q: string, limit: number): Promise<ResolvedEntry[]> {
      const pattern = containing(q);
      const matches = (title: SQL | typeof songs.title, artist: SQL | typeof users.displayName) =>
        q ? or(sql`${title} ilike ${pattern}`, sql`${artist} ilike ${pattern}`) : undefined;
      const [tracks, songRows] = await Promise.all([
        db
          .select(entryColumns)
          .from(stationTracks)
          .leftJoin(songs, sql`false`)
          .leftJoin(users, sql`false`)
          .where(
            and(
              isNull(stationTracks.songId),
              trackHeard,
              matches(sql`${stationTracks.title}`, sql`${stationTracks.artist}`),
            ),
          )
          .orderBy(desc(stationTracks.createdAt), desc(stationTracks.id))
          .limit(limit),
        db
          .select(entryColumns)
          .from(songs)
          .innerJoin(users, eq(users.id, songs.artistId))
          .leftJoin(stationTracks, sql`false`)
          .where(and(songHeard, matches(songs.title, users.displayName)))
          .orderBy(desc(songs.createdAt), desc(songs.id))
          .limit(limit),
      ]);
      return [...tracks, ...songRows]
        .map(resolved)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .slice(0, limit);
    },

    /** The slugs already taken that start like `base`. */
    async slugsLike(tx: Queryable, base: string): Promise<string[]> {
      const rows = await tx
        .select({ slug: playlists.slug })
        .from(playlists)
        .where(or(eq(playlists.slug, base), like(playlists.slug, `${base}-%`)));
      return rows.map((row) => row.slug);
    },

    async insert(
      tx: Queryable,
      slug: string,
      fields: PlaylistFields,
      createdBy: number,
    ): Promise<PlaylistRow> {
      const { published, ...rest } = fields;
      const [row] = await tx
        .insert(playlists)
        .values({ ...rest, slug, createdBy, publishedAt: published ? new Date() : null })
        .returning();
      if (!row) throw new Error('the new playlist was not returned');
      return row;
    },

    /** Writes over the version named; nothing when that is no longer the playlist's version. */
    async update(
      tx: Queryable,
      id: number,
      version: number,
      fields: PlaylistFields,
    ): Promise<PlaylistRow | undefined> {
      const { published, ...rest } = fields;
      const [row] = await tx
        .update(playlists)
        .set({
          ...rest,
          // Published keeps its first date; a draft has none.
          publishedAt: published ? sql`coalesce(${playlists.publishedAt}, now())` : null,
          version: sql`${playlists.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(playlists.id, id), eq(playlists.version, version)))
        .returning();
      return row;
    },

    /** The playlist's entries become `refs`, in that order. */
    async replaceEntries(tx: Queryable, playlistId: number, refs: readonly PlaylistEntryRef[]) {
      await tx.delete(playlistEntries).where(eq(playlistEntries.playlistId, playlistId));
      if (refs.length === 0) return;
      await tx.insert(playlistEntries).values(
        refs.map((ref, position) => ({
          playlistId,
          position,
          songId: ref.kind === 'song' ? ref.id : null,
          stationTrackId: ref.kind === 'track' ? ref.id : null,
        })),
      );
    },

    /** Deletes the version named, and every member's save of it. */
    async remove(tx: Queryable, id: number, version: number): Promise<PlaylistRow | undefined> {
      const [row] = await tx
        .delete(playlists)
        .where(and(eq(playlists.id, id), eq(playlists.version, version)))
        .returning();
      if (row) await tx.delete(playlistSaves).where(eq(playlistSaves.playlistSlug, row.slug));
      return row;
    },

    /**
     * What the station played most in the `days` before `now`, from its history: the most
     * played first, then the latest played.
     */
    async mostPlayed(now: Date, days: number, limit: number): Promise<ResolvedEntry[]> {
      const since = new Date(now.getTime() - days * 86_400_000);
      const ranked = await db
        .select({ id: playedTracks.stationTrackId })
        .from(playedTracks)
        .where(
          and(
            isNotNull(playedTracks.stationTrackId),
            sql`${playedTracks.startedAt} > ${since}`,
            sql`${playedTracks.startedAt} <= ${now}`,
          ),
        )
        .groupBy(playedTracks.stationTrackId)
        .orderBy(desc(sql`count(*)`), desc(sql`max(${playedTracks.startedAt})`))
        .limit(limit * 2);
      return firstOfEach(
        await tracksInOrder(ranked.flatMap((row) => (row.id === null ? [] : [row.id]))),
        limit,
      );
    },

    /**
     * The library tracks listeners asked for most in the `days` before `now`: each request and
     * each vote on it counts once; declined requests do not count.
     */
    async mostRequested(now: Date, days: number, limit: number): Promise<ResolvedEntry[]> {
      const since = new Date(now.getTime() - days * 86_400_000);
      const ranked = await rowsOf<{ id: number }>(
        db,
        sql`
        select t.id
        from ${songRequests} r
        join ${stationTracks} t
          on lower(t.artist) = lower(r.artist) and lower(t.title) = lower(r.track)
        left join ${songRequestVotes} v on v.request_id = r.id
        where r.created_at > ${since} and r.created_at <= ${now} and r.status <> 'declined'
        group by t.id
        order by count(distinct r.id) + count(v.request_id) desc, max(r.created_at) desc, t.id
        limit ${limit * 2}`,
      );
      return firstOfEach(await tracksInOrder(ranked.map((row) => Number(row.id))), limit);
    },

    /** Keeps a playlist in a member's lists; saving again changes nothing. */
    async save(userId: number, slug: string) {
      await db
        .insert(playlistSaves)
        .values({ userId, playlistSlug: slug })
        .onConflictDoNothing({ target: [playlistSaves.userId, playlistSaves.playlistSlug] });
    },

    async unsave(userId: number, slug: string) {
      await db
        .delete(playlistSaves)
        .where(and(eq(playlistSaves.userId, userId), eq(playlistSaves.playlistSlug, slug)));
    },

    async isSaved(userId: number, slug: string): Promise<boolean> {
      const [row] = await db
        .select({ slug: playlistSaves.playlistSlug })
        .from(playlistSaves)
        .where(and(eq(playlistSaves.userId, userId), eq(playlistSaves.playlistSlug, slug)));
      return row !== undefined;
    },

    /** The member's saved playlists' slugs, the latest saved first. */
    async savedBy(userId: number): Promise<string[]> {
      const rows = await db
        .select({ slug: playlistSaves.playlistSlug })
        .from(playlistSaves)
        .where(eq(playlistSaves.userId, userId))
        .orderBy(desc(playlistSaves.createdAt), asc(playlistSaves.playlistSlug));
      return rows.map((row) => row.slug);
    },
  };
}

export type PlaylistsRepo = ReturnType<typeof createPlaylistsRepo>;

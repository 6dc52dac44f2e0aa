import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { playedTracks, songs, stationTracks, users } from '../../db/schema/index.js';
import type { Queryable } from '../../modules.js';
import { playable, type StationTrackRow } from './playout.repo.js';

/** A library track as the back office lists it: its credited artist, whether it may air, its plays. */
export interface OfficeTrackRow extends StationTrackRow {
  creator: { username: string; displayName: string } | null;
  playable: boolean;
  plays: number;
}

export interface LibraryFilter {
  q: string;
  rotation: 'all' | 'in' | 'out';
  before?: number | undefined;
}

/** The station's library as the crew manages it: every track, in rotation or taken out. */
export function createLibraryRepo(db: Db) {
  const rows = (q: Queryable) =>
    q
      .select({
        ...getTableColumns(stationTracks),
        creatorUsername: users.username,
        creatorName: users.displayName,
        // An outer join leaves the song's columns null for the station's own tracks.
        playable: sql<boolean>`coalesce(${playable}, false)`.mapWith(Boolean),
      })
      .from(stationTracks)
      .leftJoin(users, eq(users.id, stationTracks.creatorId))
      .leftJoin(songs, eq(songs.id, stationTracks.songId));

  /**
   * How often each track was played. played_tracks has no index on the track, so the plays of
   * a whole page are counted in one pass rather than one per track.
   */
  async function withPlays(
    q: Queryable,
    found: Awaited<ReturnType<ReturnType<typeof rows>['where']>>,
  ): Promise<OfficeTrackRow[]> {
    const ids = found.map((row) => row.id);
    const counted = ids.length
      ? await q
          .select({ id: playedTracks.stationTrackId, plays: count() })
          .from(playedTracks)
          .where(inArray(playedTracks.stationTrackId, ids))
          .groupBy(playedTracks.stationTrackId)
      : [];
    const plays = new Map(counted.map((row) => [row.id, row.plays]));
    return found.map(({ creatorUsername, creatorName, ...track }) => ({
      ...track,
      creator:
        creatorUsername !== null && creatorName !== null
          ? { username: creatorUsername, displayName: creatorName }
          : null,
      plays: plays.get(track.id) ?? 0,
    }));
  }

  return {
    transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** Newest first, `limit` from below the cursor, narrowed by artist or title and rotation. */
    async list(filter: LibraryFilter, limit: number): Promise<OfficeTrackRow[]> {
      const pattern = containing(filter.q);
      const found = await rows(db)
        .where(
          and(
            filter.before === undefined ? undefined : lt(stationTracks.id, filter.before),
            filter.rotation === 'in' ? isNull(stationTracks.retiredAt) : undefined,
            filter.rotation === 'out' ? isNotNull(stationTracks.retiredAt) : undefined,
            filter.q
              ? or(
                  sql`${stationTracks.title} ilike ${pattern}`,
                  sql`${stationTracks.artist} ilike ${pattern}`,
                )
              : undefined,
          ),
        )
        .orderBy(desc(stationTracks.id))
        .limit(limit);
      return withPlays(db, found);
    },

    async find(id: number, q: Queryable = db): Promise<OfficeTrackRow | undefined> {
      const found = await rows(q).where(eq(stationTracks.id, id));
      return (await withPlays(q, found))[0];
    },

    /** Takes a track out of rotation or puts it back; false when it already was as asked. */
    async setRetired(q: Queryable, id: number, retired: boolean): Promise<boolean> {
      const changed = await q
        .update(stationTracks)
        .set({ retiredAt: retired ? new Date() : null })
        .where(
          and(
            eq(stationTracks.id, id),
            retired ? isNull(stationTracks.retiredAt) : isNotNull(stationTracks.retiredAt),
          ),
        )
        .returning({ id: stationTracks.id });
      return changed.length > 0;
    },

    /** A track the crew uploaded, waiting for its on-air copy. */
    async insertUpload(
      q: Queryable,
      track: { artist: string; title: string; sourceKey: string; uploadedBy: number },
    ): Promise<number> {
      const [row] = await q
        .insert(stationTracks)
        .values({ source: 'upload', ...track })
        .returning({ id: stationTracks.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },
  };
}

export type LibraryRepo = ReturnType<typeof createLibraryRepo>;

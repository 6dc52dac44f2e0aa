import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { playedTracks, stationState, users } from '../../db/schema/index.js';

export type PlayedTrackRow = typeof playedTracks.$inferSelect;
export type NewPlayedTrack = typeof playedTracks.$inferInsert;
export type StationStatus = 'online' | 'offline' | 'unconfigured';

/** A played track with the platform artist it credits, if any. */
export type OnAirTrackRow = PlayedTrackRow & {
  creator: { username: string; displayName: string } | null;
};

export function createRadioRepo(db: Db) {
  const withCreator = () =>
    db
      .select({
        ...getTableColumns(playedTracks),
        creatorUsername: users.username,
        creatorName: users.displayName,
      })
      .from(playedTracks)
      .leftJoin(users, eq(users.id, playedTracks.creatorId));
  const toRow = ({
    creatorUsername,
    creatorName,
    ...row
  }: PlayedTrackRow & { creatorUsername: string | null; creatorName: string | null }) => ({
    ...row,
    creator:
      creatorUsername !== null && creatorName !== null
        ? { username: creatorUsername, displayName: creatorName }
        : null,
  });
  // Every page of the site shows the recent plays: prepared once, the statement is not built
  // again for each request, nor parsed and planned again by PostgreSQL.
  const recent = withCreator()
    .orderBy(desc(playedTracks.id))
    .limit(sql.placeholder('limit'))
    .prepare('radio_history');

  return {
    async recordTrack(track: NewPlayedTrack): Promise<OnAirTrackRow> {
      const [row] = await db.insert(playedTracks).values(track).returning();
      if (!row) throw new Error('insert returned no row');
      const [full] = await withCreator().where(eq(playedTracks.id, row.id));
      return full ? toRow(full) : { ...row, creator: null };
    },

    /** Adds the library track and artist credit to a play first recorded without them. */
    async creditTrack(
      id: number,
      credit: Pick<
        NewPlayedTrack,
        'stationTrackId' | 'songId' | 'creatorId' | 'isPreview' | 'requestId'
      >,
    ): Promise<OnAirTrackRow> {
      await db
        .update(playedTracks)
        .set({
          stationTrackId: credit.stationTrackId,
          songId: credit.songId,
          creatorId: credit.creatorId,
          isPreview: credit.isPreview,
          requestId: credit.requestId,
        })
        .where(eq(playedTracks.id, id));
      const [full] = await withCreator().where(eq(playedTracks.id, id));
      if (!full) throw new Error('the credited play is gone');
      return toRow(full);
    },

    async history(limit: number): Promise<OnAirTrackRow[]> {
      const rows = await recent.execute({ limit });
      return rows.map(toRow);
    },

    async saveState(state: {
      status: StationStatus;
      trackId: number | null;
      listeners: number | null;
      at: Date;
    }) {
      const values = {
        status: state.status,
        trackId: state.trackId,
        listeners: state.listeners,
        updatedAt: state.at,
      };
      await db
        .insert(stationState)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: stationState.id, set: values });
    },

    async loadState() {
      const [row] = await db
        .select({ state: stationState })
        .from(stationState)
        .where(eq(stationState.id, 1));
      if (!row) return undefined;
      const [track] = row.state.trackId
        ? await withCreator().where(eq(playedTracks.id, row.state.trackId))
        : [];
      return { state: row.state, track: track ? toRow(track) : null };
    },
  };
}

export type RadioRepo = ReturnType<typeof createRadioRepo>;

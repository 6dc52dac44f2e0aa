import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { playedTracks, stationState } from '../../db/schema/index.js';

export type PlayedTrackRow = typeof playedTracks.$inferSelect;
export type StationStatus = 'online' | 'offline' | 'unconfigured';

export function createRadioRepo(db: Db) {
  return {
    async recordTrack(track: {
      artist: string;
      title: string;
      startedAt: Date;
      listeners: number | null;
    }) {
      const [row] = await db.insert(playedTracks).values(track).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    history(limit: number) {
      return db.select().from(playedTracks).orderBy(desc(playedTracks.id)).limit(limit);
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
        .select({ state: stationState, track: playedTracks })
        .from(stationState)
        .leftJoin(playedTracks, eq(playedTracks.id, stationState.trackId))
        .where(eq(stationState.id, 1));
      return row;
    },
  };
}

export type RadioRepo = ReturnType<typeof createRadioRepo>;

import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { airplaySubmissions, playedTracks, songs, users } from '../../db/schema/index.js';
import type { Queryable } from '../../modules.js';

export type SubmissionStatus = (typeof airplaySubmissions.$inferSelect)['status'];

/** Songs their artists submit for airplay, and the DJs' decisions on them. */
export function createAirplayRepo(db: Db) {
  return {
    /** Work that commits whole or not at all: a decision with its record in the audit trail. */
    transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** Whether the song is approved for airplay now (not pending, declined or withdrawn). */
    async isApproved(songId: number) {
      const [row] = await db
        .select({ id: airplaySubmissions.id })
        .from(airplaySubmissions)
        .where(
          and(eq(airplaySubmissions.songId, songId), eq(airplaySubmissions.status, 'approved')),
        )
        .limit(1);
      return row !== undefined;
    },

    async insertSubmission(songId: number, creatorId: number) {
      const [row] = await db
        .insert(airplaySubmissions)
        .values({ songId, creatorId })
        .returning({ id: airplaySubmissions.id });
      return row?.id;
    },

    submissions(filter: { creatorId?: number; status?: SubmissionStatus; id?: number }) {
      const airplays =
        sql<number>`(select count(*) from ${playedTracks} where ${playedTracks.songId} = ${airplaySubmissions.songId})`.mapWith(
          Number,
        );
      return db
        .select({
          id: airplaySubmissions.id,
          songId: songs.id,
          songTitle: songs.title,
          premium: songs.isPremium,
          creatorId: airplaySubmissions.creatorId,
          username: users.username,
          displayName: users.displayName,
          status: airplaySubmissions.status,
          note: airplaySubmissions.note,
          createdAt: airplaySubmissions.createdAt,
          decidedAt: airplaySubmissions.decidedAt,
          airplays,
        })
        .from(airplaySubmissions)
        .innerJoin(songs, eq(songs.id, airplaySubmissions.songId))
        .innerJoin(users, eq(users.id, airplaySubmissions.creatorId))
        .where(
          and(
            filter.id === undefined ? undefined : eq(airplaySubmissions.id, filter.id),
            filter.creatorId === undefined
              ? undefined
              : eq(airplaySubmissions.creatorId, filter.creatorId),
            filter.status === undefined ? undefined : eq(airplaySubmissions.status, filter.status),
          ),
        )
        .orderBy(desc(airplaySubmissions.createdAt), desc(airplaySubmissions.id))
        .limit(200);
    },

    /** False when the submission was no longer in `from`. */
    async setSubmissionStatus(
      id: number,
      from: SubmissionStatus[],
      to: SubmissionStatus,
      decision: { by: number | null; note: string | null },
      q: Queryable = db,
    ) {
      const updated = await q
        .update(airplaySubmissions)
        .set({ status: to, decidedBy: decision.by, note: decision.note, decidedAt: new Date() })
        .where(and(eq(airplaySubmissions.id, id), inArray(airplaySubmissions.status, from)))
        .returning({ songId: airplaySubmissions.songId });
      return updated[0];
    },
  };
}

export type AirplayRepo = ReturnType<typeof createAirplayRepo>;

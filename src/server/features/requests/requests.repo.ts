import { and, asc, desc, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { SongRequestStatus } from '../../../shared/contracts/requests.js';
import type { Db } from '../../db/client.js';
import { songRequests, songRequestVotes, users } from '../../db/schema/index.js';
import type { Queryable } from '../../modules.js';

export interface NewSongRequest {
  artist: string;
  track: string;
  message: string | null;
  requestedBy: string | null;
  requesterKey: string;
  requesterAddress: string;
  userId: number | null;
}

/** The longest open queue shown; older open requests wait out of sight. */
const OPEN_LIMIT = 100;
const RECENTLY_PLAYED_LIMIT = 10;
/** The decisions the crew's desk shows below the queue. */
const RECENTLY_DECIDED_LIMIT = 20;

export function createRequestsRepo(db: Db) {
  const votes =
    sql<number>`(select count(*) from ${songRequestVotes} where ${songRequestVotes.requestId} = ${songRequests.id})`.mapWith(
      Number,
    );
  const votedBy = (voterKey: string) =>
    sql<boolean>`exists (select 1 from ${songRequestVotes} where ${songRequestVotes.requestId} = ${songRequests.id} and ${songRequestVotes.voterKey} = ${voterKey})`.mapWith(
      Boolean,
    );
  const columns = (voterKey: string) => ({
    id: songRequests.id,
    artist: songRequests.artist,
    track: songRequests.track,
    message: songRequests.message,
    requestedBy: songRequests.requestedBy,
    status: songRequests.status,
    votes,
    voted: votedBy(voterKey),
    createdAt: songRequests.createdAt,
    decidedAt: songRequests.decidedAt,
  });
  const select = (voterKey: string, from: Queryable = db) =>
    from.select(columns(voterKey)).from(songRequests);

  return {
    transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    find: (id: number, voterKey: string, from: Queryable = db) =>
      select(voterKey, from)
        .where(eq(songRequests.id, id))
        .then((rows) => rows[0]),

    open: (voterKey: string) =>
      select(voterKey)
        .where(eq(songRequests.status, 'open'))
        .orderBy(desc(votes), asc(songRequests.createdAt), asc(songRequests.id))
        .limit(OPEN_LIMIT),

    recentlyPlayed: (voterKey: string) =>
      select(voterKey)
        .where(eq(songRequests.status, 'played'))
        .orderBy(desc(songRequests.decidedAt), desc(songRequests.id))
        .limit(RECENTLY_PLAYED_LIMIT),

    /** The latest requests played or declined, newest first, with who decided (null: the AutoDJ). */
    recentlyDecided: (voterKey: string) =>
      db
        .select({ ...columns(voterKey), decidedBy: users.username })
        .from(songRequests)
        .leftJoin(users, eq(users.id, songRequests.decidedBy))
        .where(inArray(songRequests.status, ['played', 'declined']))
        .orderBy(desc(songRequests.decidedAt), desc(songRequests.id))
        .limit(RECENTLY_DECIDED_LIMIT),

    /** The open request for the same song, letter case aside. */
    async findOpenSong(artist: string, track: string) {
      const [row] = await db
        .select({ id: songRequests.id })
        .from(songRequests)
        .where(
          and(
            eq(songRequests.status, 'open'),
            sql`lower(${songRequests.artist}) = lower(${artist})`,
            sql`lower(${songRequests.track}) = lower(${track})`,
          ),
        );
      return row?.id;
    },

    /** The newest request since `since` by this listener key, or (when given) from this address. */
    async latestSince(since: Date, requesterKey: string, requesterAddress?: string) {
      const who: SQL | undefined = requesterAddress
        ? or(
            eq(songRequests.requesterKey, requesterKey),
            eq(songRequests.requesterAddress, requesterAddress),
          )
        : eq(songRequests.requesterKey, requesterKey);
      const [row] = await db
        .select({ createdAt: songRequests.createdAt })
        .from(songRequests)
        .where(and(who, gt(songRequests.createdAt, since)))
        .orderBy(desc(songRequests.createdAt))
        .limit(1);
      return row?.createdAt;
    },

    /** Stores the request with its requester's own vote, both or neither. */
    create(request: NewSongRequest) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(songRequests)
          .values(request)
          .returning({ id: songRequests.id });
        if (!row) throw new Error('song request was not stored');
        await tx
          .insert(songRequestVotes)
          .values({ requestId: row.id, voterKey: request.requesterKey });
        return row.id;
      });
    },

    /** False when this voter had voted already. */
    async vote(requestId: number, voterKey: string) {
      const inserted = await db
        .insert(songRequestVotes)
        .values({ requestId, voterKey })
        .onConflictDoNothing()
        .returning({ requestId: songRequestVotes.requestId });
      return inserted.length > 0;
    },

    /** Open requests for the AutoDJ, most votes first. */
    openByVotes() {
      return db
        .select({
          id: songRequests.id,
          artist: songRequests.artist,
          track: songRequests.track,
          requestedBy: songRequests.requestedBy,
        })
        .from(songRequests)
        .where(eq(songRequests.status, 'open'))
        .orderBy(desc(votes), asc(songRequests.createdAt), asc(songRequests.id))
        .limit(OPEN_LIMIT);
    },

    /** False when the request was not open (any more). `decidedBy` null: the AutoDJ played it. */
    async decide(
      id: number,
      status: Exclude<SongRequestStatus, 'open'>,
      decidedBy: number | null,
      from: Queryable = db,
    ) {
      const updated = await from
        .update(songRequests)
        .set({ status, decidedAt: new Date(), decidedBy })
        .where(and(eq(songRequests.id, id), eq(songRequests.status, 'open')))
        .returning({ id: songRequests.id });
      return updated.length > 0;
    },
  };
}

export type RequestsRepo = ReturnType<typeof createRequestsRepo>;
export type SongRequestRow = NonNullable<Awaited<ReturnType<RequestsRepo['find']>>>;
export type DecidedSongRequestRow = Awaited<ReturnType<RequestsRepo['recentlyDecided']>>[number];

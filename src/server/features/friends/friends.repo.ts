import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { friendRequests, friendships, userBlocks, users } from '../../db/schema/index.js';

/** What a friend card is made from. */
export const personColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarUpdatedAt: users.avatarUpdatedAt,
  hairColor: users.hairColor,
  eyeColor: users.eyeColor,
  skinTone: users.skinTone,
  lastSeenAt: users.lastSeenAt,
};

export type PersonRow = {
  id: number;
  username: string;
  displayName: string;
  firstName: string | null;
  lastName: string | null;
  avatarUpdatedAt: Date | null;
  hairColor: string | null;
  eyeColor: string | null;
  skinTone: string | null;
  lastSeenAt: Date | null;
};

export type RequestRow = typeof friendRequests.$inferSelect;

/**
 * Friends of friends are read through at most this many of the member's own friends: a member
 * with 900 friends would otherwise rank tens of thousands of candidates per visit. Members with
 * fewer friends (nearly all) get exact suggestions; the mutual counts shown are always exact.
 */
const FOF_FRIENDS_READ = 250;

/** Neither has blocked the other. */
const unblocked = (me: number, other: ReturnType<typeof sql> | typeof users.id) =>
  sql`NOT EXISTS (SELECT 1 FROM user_blocks b WHERE (b.blocker_id = ${me} AND b.blocked_id = ${other}) OR (b.blocker_id = ${other} AND b.blocked_id = ${me}))`;

/**
 * Someone who can answer a friend request: not a demonstration creator (their accounts cannot
 * sign in) and not suspended. Suggestions and searches offer only them.
 */
const canAnswer = (other: ReturnType<typeof sql> | typeof users.id) =>
  sql`NOT EXISTS (SELECT 1 FROM creator_profiles cp WHERE cp.user_id = ${other} AND cp.is_demo) AND NOT EXISTS (SELECT 1 FROM users s WHERE s.id = ${other} AND s.suspended_at IS NOT NULL)`;

export function createFriendsRepo(db: Db) {
  /** Suggested members with how many ties each shares with the member, most first. */
  const ranked = async (query: SQL) =>
    resultRows<{ id: number; n: number }>(await db.execute(query)).map((row) => ({
      id: Number(row.id),
      n: Number(row.n),
    }));

  return {
    async person(id: number): Promise<PersonRow | undefined> {
      const [row] = await db.select(personColumns).from(users).where(eq(users.id, id));
      return row;
    },

    async personNamed(username: string): Promise<PersonRow | undefined> {
      const [row] = await db
        .select(personColumns)
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      return row;
    },

    async friends(userId: number, limit: number): Promise<PersonRow[]> {
      return db
        .select(personColumns)
        .from(friendships)
        .innerJoin(users, eq(users.id, friendships.friendId))
        .where(eq(friendships.userId, userId))
        .orderBy(sql`lower(${users.username})`)
        .limit(limit);
    },

    async areFriends(a: number, b: number): Promise<boolean> {
      const rows = await db
        .select({ one: sql`1` })
        .from(friendships)
        .where(and(eq(friendships.userId, a), eq(friendships.friendId, b)));
      return rows.length > 0;
    },

    /** For each of `others`, how many friends they share with `userId`. */
    async mutualCounts(userId: number, others: number[]): Promise<Map<number, number>> {
      if (others.length === 0) return new Map();
      const rows = await db.execute<{ other: number; n: number }>(sql`
        SELECT o.user_id AS other, count(*)::int AS n
        FROM friendships m
        JOIN friendships o ON o.friend_id = m.friend_id AND o.user_id = ANY(${sql.param(others)}::int[])
        WHERE m.user_id = ${userId}
        GROUP BY o.user_id`);
      return new Map(
        resultRows<{ other: number; n: number }>(rows).map((row) => [
          Number(row.other),
          Number(row.n),
        ]),
      );
    },

    async isBlockedEitherWay(a: number, b: number): Promise<boolean> {
      const rows = await db
        .select({ one: sql`1` })
        .from(userBlocks)
        .where(
          or(
            and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
            and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
          ),
        );
      return rows.length > 0;
    },

    /** The pending or accepted request between two members, whichever asked. */
    async liveRequestBetween(a: number, b: number): Promise<RequestRow | undefined> {
      const [row] = await db
        .select()
        .from(friendRequests)
        .where(
          and(
            sql`least(${friendRequests.requesterId}, ${friendRequests.addresseeId}) = least(${a}::int, ${b}::int)`,
            sql`greatest(${friendRequests.requesterId}, ${friendRequests.addresseeId}) = greatest(${a}::int, ${b}::int)`,
            inArray(friendRequests.status, ['pending', 'accepted']),
          ),
        );
      return row;
    },

    /** When `addressee` last declined a request from `requester`, if ever. */
    async lastRejection(requester: number, addressee: number): Promise<Date | null> {
      const [row] = await db
        .select({
          at: sql<Date | null>`max(${friendRequests.respondedAt})`.mapWith((v) =>
            v ? new Date(v) : null,
          ),
        })
        .from(friendRequests)
        .where(
          and(
            eq(friendRequests.requesterId, requester),
            eq(friendRequests.addresseeId, addressee),
            eq(friendRequests.status, 'rejected'),
          ),
        );
      return row?.at ?? null;
    },

    /** Inserts a pending request; undefined when a live one for the pair appeared meanwhile. */
    async insertRequest(requesterId: number, addresseeId: number): Promise<RequestRow | undefined> {
      const [row] = await db
        .insert(friendRequests)
        .values({ requesterId, addresseeId })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async request(id: number): Promise<RequestRow | undefined> {
      const [row] = await db.select().from(friendRequests).where(eq(friendRequests.id, id));
      return row;
    },

    /**
     * Accepts a pending request and records the friendship both ways, in one transaction. False
     * when it was no longer pending (accepted or declined by a concurrent click).
     */
    async accept(id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(friendRequests)
          .set({ status: 'accepted', respondedAt: new Date() })
          .where(and(eq(friendRequests.id, id), eq(friendRequests.status, 'pending')))
          .returning();
        if (!row) return false;
        await tx
          .insert(friendships)
          .values([
            { userId: row.requesterId, friendId: row.addresseeId },
            { userId: row.addresseeId, friendId: row.requesterId },
          ])
          .onConflictDoNothing();
        return true;
      });
    },

    async reject(id: number): Promise<boolean> {
      const rows = await db
        .update(friendRequests)
        .set({ status: 'rejected', respondedAt: new Date() })
        .where(and(eq(friendRequests.id, id), eq(friendRequests.status, 'pending')))
        .returning({ id: friendRequests.id });
      return rows.length > 0;
    },

    async cancel(id: number): Promise<boolean> {
      const rows = await db
        .delete(friendRequests)
        .where(and(eq(friendRequests.id, id), eq(friendRequests.status, 'pending')))
        .returning({ id: friendRequests.id });
      return rows.length > 0;
    },

    /** Ends a friendship (both rows and the accepted request) and any pending request between them. */
    async unfriend(a: number, b: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(friendships)
          .where(
            or(
              and(eq(friendships.userId, a), eq(friendships.friendId, b)),
              and(eq(friendships.userId, b), eq(friendships.friendId, a)),
            ),
          )
          .returning({ userId: friendships.userId });
        await tx
          .delete(friendRequests)
          .where(
            and(
              or(
                and(eq(friendRequests.requesterId, a), eq(friendRequests.addresseeId, b)),
                and(eq(friendRequests.requesterId, b), eq(friendRequests.addresseeId, a)),
              ),
              inArray(friendRequests.status, ['pending', 'accepted']),
            ),
          );
        return removed.length > 0;
      });
    },

    async block(blocker: number, blocked: number) {
      await db
        .insert(userBlocks)
        .values({ blockerId: blocker, blockedId: blocked })
        .onConflictDoNothing();
    },

    async unblock(blocker: number, blocked: number) {
      await db
        .delete(userBlocks)
        .where(and(eq(userBlocks.blockerId, blocker), eq(userBlocks.blockedId, blocked)));
    },

    /** Pending requests to `userId` (incoming) or from them (sent), newest first, with the other person. */
    async pending(userId: number, direction: 'incoming' | 'sent') {
      const other =
        direction === 'incoming' ? friendRequests.requesterId : friendRequests.addresseeId;
      const mine =
        direction === 'incoming' ? friendRequests.addresseeId : friendRequests.requesterId;
      return db
        .select({ request: friendRequests, person: personColumns })
        .from(friendRequests)
        .innerJoin(users, eq(users.id, other))
        .where(and(eq(mine, userId), eq(friendRequests.status, 'pending')))
        .orderBy(sql`${friendRequests.createdAt} DESC`, sql`${friendRequests.id} DESC`)
        .limit(200);
    },

    /**
     * Members whose username or display name starts with `prefix`. Not real names: those are
     * for friends, and a stranger found by one would learn it.
     */
    async search(userId: number, prefix: string, limit: number): Promise<PersonRow[]> {
      const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return (
        db
          .select(personColumns)
          .from(users)
          .where(
            and(
              or(
                sql`lower(${users.username}) LIKE ${pattern}`,
                sql`lower(${users.displayName}) LIKE ${pattern}`,
              ),
              sql`${users.id} <> ${userId}`,
              sql`NOT EXISTS (SELECT 1 FROM friendships f WHERE f.user_id = ${userId} AND f.friend_id = ${users.id})`,
              unblocked(userId, users.id),
              canAnswer(users.id),
            ),
          )
          // Byte order: usernames are ASCII, so it reads the same, and it keeps the planner from
          // walking the whole username index in collation order hoping for early matches.
          .orderBy(sql`lower(${users.username}) COLLATE "C"`)
          .limit(limit)
      );
    },

    /** Friends of friends who are not friends yet, by how many friends they share. */
    async friendsOfFriends(userId: number, limit: number) {
      return ranked(sql`
        SELECT fof.friend_id AS id, count(*)::int AS n
        FROM (
          SELECT friend_id FROM friendships WHERE user_id = ${userId}
          ORDER BY friend_id LIMIT ${FOF_FRIENDS_READ}
        ) f
        JOIN friendships fof ON fof.user_id = f.friend_id
        WHERE fof.friend_id <> ${userId}
          AND NOT EXISTS (SELECT 1 FROM friendships x WHERE x.user_id = ${userId} AND x.friend_id = fof.friend_id)
          AND ${unblocked(userId, sql`fof.friend_id`)}
          AND ${canAnswer(sql`fof.friend_id`)}
        GROUP BY fof.friend_id
        ORDER BY n DESC, fof.friend_id
        LIMIT ${limit}`);
    },

    /** Members who follow the same creators, by how many; each creator's newest 200 fans looked at. */
    async sharedFollowers(userId: number, limit: number) {
      return ranked(sql`
        SELECT other.follower_id AS id, count(*)::int AS n
        FROM follows mine
        CROSS JOIN LATERAL (
          SELECT o.follower_id FROM follows o
          WHERE o.creator_id = mine.creator_id AND o.follower_id <> ${userId}
          ORDER BY o.created_at DESC LIMIT 200
        ) other
        WHERE mine.follower_id = ${userId}
          AND NOT EXISTS (SELECT 1 FROM friendships x WHERE x.user_id = ${userId} AND x.friend_id = other.follower_id)
          AND ${unblocked(userId, sql`other.follower_id`)}
          AND ${canAnswer(sql`other.follower_id`)}
        GROUP BY other.follower_id
        ORDER BY n DESC, other.follower_id
        LIMIT ${limit}`);
    },

    async people(ids: number[]): Promise<PersonRow[]> {
      if (ids.length === 0) return [];
      return db.select(personColumns).from(users).where(inArray(users.id, ids));
    },

    /** Of `others`, those with a pending request from (`sent`) or to (`received`) `userId`. */
    async pendingWith(userId: number, others: number[]) {
      if (others.length === 0) return [];
      return db
        .select({
          requesterId: friendRequests.requesterId,
          addresseeId: friendRequests.addresseeId,
        })
        .from(friendRequests)
        .where(
          and(
            eq(friendRequests.status, 'pending'),
            or(
              and(
                eq(friendRequests.requesterId, userId),
                inArray(friendRequests.addresseeId, others),
              ),
              and(
                eq(friendRequests.addresseeId, userId),
                inArray(friendRequests.requesterId, others),
              ),
            ),
          ),
        );
    },
  };
}

/** node-postgres answers `{ rows }`, PGlite the same shape; both through Drizzle's execute. */
function resultRows<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

export type FriendsRepo = ReturnType<typeof createFriendsRepo>;

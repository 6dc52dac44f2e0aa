// The friends pages as a straightforward implementation would query them, from the requests table
// alone (no symmetric friendships table, no prefix indexes in use): friends are accepted requests
// in either direction, each with a correlated count of mutual friends; search is ILIKE '%q%' over
// the four name fields; friends of friends are IN-subqueries over both directions. Same rows and
// same answers' shape as the feature's queries, so the two can be timed side by side.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client.js';
import { DISCOVER_LIMIT, FRIENDS_MAX } from '../src/shared/friends.constants.js';

const person = sql.raw(`u.id, u.username, u.display_name, u.first_name, u.last_name,
  u.avatar_updated_at, u.hair_color, u.eye_color, u.skin_tone, u.last_seen_at`);

/** The ids of `who`'s friends: the other side of their accepted requests. */
const friendsOf = (who: SQL) => sql`
  SELECT CASE WHEN r.requester_id = ${who} THEN r.addressee_id ELSE r.requester_id END
  FROM friend_requests r
  WHERE r.status = 'accepted' AND (r.requester_id = ${who} OR r.addressee_id = ${who})`;

const unblocked = (me: number, other: SQL) => sql`NOT EXISTS (
  SELECT 1 FROM user_blocks b
  WHERE (b.blocker_id = ${me} AND b.blocked_id = ${other}) OR (b.blocker_id = ${other} AND b.blocked_id = ${me}))`;

async function rows(database: Database, query: SQL): Promise<unknown[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: unknown[] };
  return result.rows;
}

/** My friends by username, each with how many friends we share. */
export function naiveFriends(database: Database, me: number) {
  return rows(
    database,
    sql`
    SELECT ${person},
      (SELECT count(*) FROM (${friendsOf(sql`u.id`)}) theirs(id)
        WHERE theirs.id IN (${friendsOf(sql`${me}::int`)}))::int AS mutual
    FROM friend_requests f
    JOIN users u ON u.id = CASE WHEN f.requester_id = ${me} THEN f.addressee_id ELSE f.requester_id END
    WHERE f.status = 'accepted' AND (f.requester_id = ${me} OR f.addressee_id = ${me})
    ORDER BY lower(u.username)
    LIMIT ${FRIENDS_MAX}`,
  );
}

/** Members with `q` anywhere in a name, not me, not my friends, not blocked either way. */
export function naiveSearch(database: Database, me: number, q: string) {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return rows(
    database,
    sql`
    SELECT ${person} FROM users u
    WHERE (u.username ILIKE ${pattern} OR u.display_name ILIKE ${pattern}
        OR u.first_name ILIKE ${pattern} OR u.last_name ILIKE ${pattern})
      AND u.id <> ${me}
      AND u.id NOT IN (${friendsOf(sql`${me}::int`)})
      AND ${unblocked(me, sql`u.id`)}
    ORDER BY lower(u.username)
    LIMIT ${DISCOVER_LIMIT}`,
  );
}

/** Friends of my friends who are not my friends, by how many of my friends they know. */
export function naiveFriendsOfFriends(database: Database, me: number) {
  const mine = friendsOf(sql`${me}::int`);
  return rows(
    database,
    sql`
    SELECT other AS id, count(*)::int AS n FROM (
      SELECT r.addressee_id AS other FROM friend_requests r
      WHERE r.status = 'accepted' AND r.requester_id IN (${mine})
      UNION ALL
      SELECT r.requester_id FROM friend_requests r
      WHERE r.status = 'accepted' AND r.addressee_id IN (${mine})
    ) theirs
    WHERE other <> ${me} AND other NOT IN (${mine}) AND ${unblocked(me, sql`other`)}
    GROUP BY other
    ORDER BY n DESC, other
    LIMIT ${DISCOVER_LIMIT}`,
  );
}

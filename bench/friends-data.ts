// The friends graph at size, generated inside the database with set-based statements
// (INSERT … SELECT … FROM generate_series): members with usernames, display names and, for most,
// first and last names made from seeded syllables; friendships drawn so that most members have 5
// to 40 friends and a few have hundreds, mostly within communities of 150 members (friends of
// friends share friends, as they do in life); the accepted requests behind them, pending and
// declined requests, blocks, creators and follows. Every per-row choice comes from hashint8 of the
// row number, so every run builds the same rows.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client.js';
import { CREATOR_CATEGORIES } from '../src/shared/creators.constants.js';
import { EYE_COLORS, HAIR_COLORS, SKIN_TONES } from '../src/shared/friends.constants.js';
import { random, vocabulary } from './creator-search-data.js';

/** What the requirement names, on PostgreSQL; PGlite gets a tenth of every figure. */
export const FULL_SIZE = {
  members: 100_000,
  /** Each one is two rows of `friendships` and one accepted request. */
  friendships: 1_000_000,
  /** Every 50th member. */
  creators: 2_000,
  follows: 200_000,
  pendingRequests: 30_000,
  declinedRequests: 10_000,
  blocks: 10_000,
};
export type Size = typeof FULL_SIZE;

export const scaled = (divisor: number): Size =>
  Object.fromEntries(
    Object.entries(FULL_SIZE).map(([key, value]) => [key, Math.round(value / divisor)]),
  ) as Size;

const next = random(1984);
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

// biome-ignore format: a syllable list reads better packed
const nameSyllables = [
  'ma', 'ra', 'li', 'no', 'ka', 'el', 'an', 'sa', 'to', 'mi', 'da', 'vi', 'lo', 'ne', 'ja',
  'ri', 'se', 'ta', 'ko', 'le', 'na', 'be', 'ro', 'is', 'ol', 'ar', 'en', 'ul', 'yo', 'ze',
];
const firstEndings = ['', '', 'n', 'a', 'o', 'el', 'ia', 'us', 'ine'];
const lastEndings = ['son', 'berg', 'ova', 'ez', 'ski', 'ton', 'ly', 'ard', 'i', 'man', 'ic'];
const distinct = (make: () => string, count: number) => {
  const names = new Set<string>();
  while (names.size < count) names.add(make());
  return [...names];
};
/** Given names and family names; the first of each list are drawn the most, as in life. */
const firstNames = distinct(
  () => capital(pick(nameSyllables) + pick(nameSyllables) + pick(firstEndings)),
  400,
);
const lastNames = distinct(
  () =>
    capital(
      Array.from({ length: 1 + Math.floor(next() * 2) }, () => pick(nameSyllables)).join('') +
        pick(lastEndings),
    ),
  1500,
);
/** Handles are also made of the creator vocabulary's words: "neonpixel", "thelofi". */
const handleWords = vocabulary.slice(0, 1200);

/** Members in one community; most of a member's friends are in theirs. */
export const COMMUNITY = 150;

/** A number in [0, 1) from a row number and a salt, the same on every run (unlike random()). */
const unit = (n: string, salt: number) =>
  `((hashint8((${n})::bigint * 1000003 + ${salt}) & 2147483647)::float8 / 2147483648)`;
/** The i-th of `count` rows, drawn with a skew: the first rows are drawn far more often. */
const skewed = (n: string, salt: number, count: number, skew: number) =>
  `floor(${count} * ${unit(n, salt)} ^ ${skew})::int`;
const quoted = (values: readonly string[]) =>
  `ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]`;
const oneOf = (values: readonly string[], n: string, salt: number) =>
  `(${quoted(values)})[1 + floor(${values.length} * ${unit(n, salt)})::int]`;

async function run(database: Database, statement: string) {
  await database.db.execute(sql.raw(statement));
}

export async function rowsOf<T>(database: Database, statement: string): Promise<T[]> {
  const result = (await database.db.execute(sql.raw(statement))) as unknown as { rows: T[] };
  return result.rows;
}

async function loadWordLists(database: Database) {
  const lists: [string, string[]][] = [
    ['bench_first_names', firstNames],
    ['bench_last_names', lastNames],
    ['bench_handle_words', handleWords],
  ];
  for (const [table, values] of lists) {
    await run(database, `CREATE TABLE ${table} (n int PRIMARY KEY, value text NOT NULL)`);
    await database.db.execute(sql`
      INSERT INTO ${sql.raw(table)} (n, value)
      SELECT n - 1, value FROM unnest(string_to_array(${values.join('|')}::text, '|'))
        WITH ORDINALITY AS t(value, n)`);
  }
}

/** Members 0 … count-1 (every 50th a creator); answers the first one's id. */
async function loadMembers(database: Database, count: number) {
  const from = (table: string, size: number, salt: number, skew: number) =>
    `(SELECT value FROM ${table} WHERE n = ${skewed('i', salt, size, skew)})`;
  await run(
    database,
    `INSERT INTO users (username, email, password_hash, display_name, first_name, last_name,
       is_creator, hair_color, eye_color, skin_tone, last_seen_at, created_at, updated_at)
     SELECT CASE WHEN taken = 1 THEN handle ELSE handle || '_' || taken END,
       'member' || i || '@bench.example', 'bench-no-sign-in', display_name,
       CASE WHEN named < 0.75 THEN f END, CASE WHEN named < 0.65 THEN l END,
       i % 50 = 0,
       CASE WHEN look < 0.45 THEN ${oneOf(HAIR_COLORS, 'i', 5)} END,
       CASE WHEN look < 0.45 THEN ${oneOf(EYE_COLORS, 'i', 6)} END,
       CASE WHEN look < 0.45 THEN ${oneOf(SKIN_TONES, 'i', 7)} END,
       CASE WHEN ${unit('i', 8)} < 0.85 THEN now() - ${unit('i', 9)} ^ 2 * interval '30 days' END,
       joined, joined
     FROM (
       SELECT *, row_number() OVER (PARTITION BY handle ORDER BY i) AS taken
       FROM (
         SELECT i, named, look, f, l, joined,
           left(CASE
             WHEN style < 0.25 THEN lower(f || l)
             WHEN style < 0.40 THEN lower(f) || '_' || lower(l)
             WHEN style < 0.52 THEN lower(f) || (10 + floor(89 * style2)::int)
             WHEN style < 0.62 THEN lower(left(f, 1) || l)
             WHEN style < 0.80 THEN w1 || w2
             WHEN style < 0.90 THEN w1 || '_' || lower(f)
             ELSE 'the' || w1 END, 20) AS handle,
           CASE
             WHEN named < 0.65 AND style2 < 0.85 THEN f || ' ' || l
             WHEN named < 0.65 THEN f || ' ' || left(l, 1) || '.'
             WHEN named < 0.75 THEN f
             WHEN style2 < 0.5 THEN initcap(w1)
             ELSE initcap(w1) || ' ' || initcap(w2) END AS display_name
         FROM (
           SELECT i, ${unit('i', 1)} AS style, ${unit('i', 2)} AS style2, ${unit('i', 3)} AS named,
             ${unit('i', 4)} AS look, now() - ${unit('i', 10)} * interval '1500 days' AS joined,
             ${from('bench_first_names', firstNames.length, 11, 2)} AS f,
             ${from('bench_last_names', lastNames.length, 12, 2)} AS l,
             ${from('bench_handle_words', handleWords.length, 13, 1.6)} AS w1,
             ${from('bench_handle_words', handleWords.length, 14, 1.6)} AS w2
           FROM generate_series(0, ${count - 1}) AS i
         ) drawn
       ) named
     ) numbered
     ORDER BY i`,
  );
  const [range] = await rowsOf<{ first: number; last: number; n: number }>(
    database,
    'SELECT min(id)::int AS first, max(id)::int AS last, count(*)::int AS n FROM users',
  );
  if (!range || range.n !== count || range.last - range.first + 1 !== count) {
    throw new Error('friends: expected the generated members to have consecutive ids');
  }
  return range.first;
}

/** Creator profiles for every 50th member, and follows from anyone to creators drawn with a skew. */
async function loadFollows(database: Database, first: number, size: Size) {
  await run(
    database,
    `INSERT INTO creator_profiles (user_id, category, created_at)
     SELECT id, ${oneOf(
       CREATOR_CATEGORIES.map((c) => c.id),
       'id',
       31,
     )}, created_at FROM users WHERE is_creator`,
  );
  // The counters are set once at the end rather than by a trigger per follow.
  await run(database, 'ALTER TABLE follows DISABLE TRIGGER follows_count');
  await run(
    database,
    `INSERT INTO follows (follower_id, creator_id, created_at)
     SELECT fan, creator, at FROM (
       SELECT ${first} + floor(${size.members} * ${unit('i', 41)})::int AS fan,
         ${first} + 50 * ${skewed('i', 42, size.creators, 2.5)} AS creator,
         now() - ${unit('i', 43)} * interval '700 days' AS at
       FROM generate_series(0, ${size.follows - 1}) AS i
     ) drawn
     WHERE fan <> creator
     ON CONFLICT DO NOTHING`,
  );
  await run(database, 'ALTER TABLE follows ENABLE TRIGGER follows_count');
  await run(
    database,
    `UPDATE users u SET follower_count = c.n
     FROM (SELECT creator_id, count(*)::int AS n FROM follows GROUP BY creator_id) c
     WHERE u.id = c.creator_id`,
  );
  await run(
    database,
    `UPDATE users u SET following_count = c.n
     FROM (SELECT follower_id, count(*)::int AS n FROM follows GROUP BY follower_id) c
     WHERE u.id = c.follower_id`,
  );
}

/**
 * How many friends a member is drawn to have: 4% are new and have fewer than 5, most 5 to 40
 * (the fewer the likelier), 3% up to 200 and one in 200 several hundred.
 */
const degree = (n: string) => `CASE
  WHEN ${unit(n, 51)} < 0.04 THEN floor(5 * ${unit(n, 52)})::int
  WHEN ${unit(n, 51)} < 0.965 THEN 5 + floor(36 * ${unit(n, 52)} ^ 1.8)::int
  WHEN ${unit(n, 51)} < 0.995 THEN 41 + floor(160 * ${unit(n, 52)} ^ 1.5)::int
  ELSE 200 + floor(800 * ${unit(n, 52)} ^ 1.3)::int END`;
const FRIENDSHIP_BATCH = 100_000;

/**
 * Friendships by pairing "stubs" (one per friend a member is to have): most of an ordinary
 * member's stubs wait in their community's bucket, the rest and nearly all of a very connected
 * member's in a random one; adjacent stubs of a shuffled bucket become friends. Repeats and
 * self-pairs are dropped, and of the rest, `size.friendships` are kept.
 */
async function loadFriendships(database: Database, first: number, size: Size) {
  const communities = Math.ceil(size.members / COMMUNITY);
  await run(
    database,
    `CREATE TABLE bench_stubs AS
     SELECT member, CASE WHEN ${unit('n', 53)} < 0.8 * least(1, 40.0 / d) THEN community
         ELSE floor(${communities} * ${unit('n', 54)})::int END AS bucket,
       hashint8(n * 7 + 55) AS shuffle
     FROM (
       SELECT m.member, m.community, m.d, m.i::bigint * 4096 + k AS n
       FROM (
         SELECT id AS member, id - ${first} AS i, (id - ${first}) / ${COMMUNITY} AS community,
           ${degree(`id - ${first}`)} AS d
         FROM users
       ) m
       CROSS JOIN LATERAL generate_series(1, m.d) AS k
     ) stubs`,
  );
  // Numbered in the order they were made: friendships of a live site are stored as they formed.
  await run(
    database,
    `CREATE TABLE bench_pairs AS
     SELECT (row_number() OVER (ORDER BY at, a, b) - 1)::int AS n, a, b, at FROM (
       SELECT a, b, now() - ${unit('a::bigint * 200003 + b', 56)} ^ 0.7 * interval '1400 days' AS at
       FROM (
         SELECT DISTINCT min(member) AS a, max(member) AS b FROM (
           SELECT member, (row_number() OVER (ORDER BY bucket, shuffle) - 1) / 2 AS pair
           FROM bench_stubs
         ) s
         GROUP BY pair HAVING count(*) = 2 AND min(member) <> max(member)
       ) distinct_pairs
       ORDER BY hashint8(a::bigint * 200003 + b)
       LIMIT ${size.friendships}
     ) kept`,
  );
  const [made] = await rowsOf<{ n: number }>(
    database,
    'SELECT count(*)::int AS n FROM bench_pairs',
  );
  if (made?.n !== size.friendships) {
    throw new Error(`friends: only ${made?.n} distinct pairs drawn, ${size.friendships} wanted`);
  }
  const statements: string[] = [];
  for (let from = 0; from < size.friendships; from += FRIENDSHIP_BATCH) {
    const range = `n BETWEEN ${from} AND ${from + FRIENDSHIP_BATCH - 1}`;
    statements.push(
      `INSERT INTO friendships (user_id, friend_id, created_at)
       SELECT user_id, friend_id, at FROM (
         SELECT n, a AS user_id, b AS friend_id, at FROM bench_pairs WHERE ${range}
         UNION ALL
         SELECT n, b, a, at FROM bench_pairs WHERE ${range}
       ) both_ways ORDER BY n`,
      `INSERT INTO friend_requests (requester_id, addressee_id, status, created_at, responded_at)
       SELECT CASE WHEN ${unit('n', 57)} < 0.5 THEN a ELSE b END,
         CASE WHEN ${unit('n', 57)} < 0.5 THEN b ELSE a END, 'accepted',
         at - ${unit('n', 58)} * interval '3 days', at
       FROM bench_pairs WHERE ${range} ORDER BY n`,
    );
  }
  await runUnchecked(database, statements);
}

/**
 * Runs bulk inserts whose rows reference generated members by construction. As a superuser,
 * in one transaction without the per-row foreign key checks (four fifths of the time they would
 * take); otherwise statement by statement, checked, each batch's queued checks ending with it.
 */
async function runUnchecked(database: Database, statements: string[]) {
  const [role] = await rowsOf<{ superuser: boolean }>(
    database,
    'SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user',
  );
  if (!role?.superuser) {
    for (const statement of statements) await run(database, statement);
    return;
  }
  await database.db.transaction(async (tx) => {
    await tx.execute(sql.raw('SET LOCAL session_replication_role = replica'));
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}

/** Random pairs of members, half of them within a community, that are not friends. */
const strangers = (first: number, size: Size, count: number, salt: number) =>
  `SELECT i, a, b FROM (
     SELECT i, ${first} + floor(${size.members} * ${unit('i', salt)})::int AS a,
       ${first} + CASE WHEN ${unit('i', salt + 1)} < 0.5
         THEN least(${size.members - 1}, floor(${size.members} * ${unit('i', salt)})::int / ${COMMUNITY} * ${COMMUNITY}
           + floor(${COMMUNITY} * ${unit('i', salt + 2)})::int)
         ELSE floor(${size.members} * ${unit('i', salt + 2)})::int END AS b
     FROM generate_series(0, ${count - 1}) AS i
   ) drawn
   WHERE a <> b AND NOT EXISTS (SELECT 1 FROM friendships f WHERE f.user_id = a AND f.friend_id = b)`;

async function loadRequestsAndBlocks(database: Database, first: number, size: Size) {
  await run(
    database,
    `INSERT INTO friend_requests (requester_id, addressee_id, status, created_at)
     SELECT a, b, 'pending', now() - ${unit('i', 65)} * interval '60 days'
     FROM (${strangers(first, size, size.pendingRequests, 61)}) p
     ON CONFLICT DO NOTHING`,
  );
  await run(
    database,
    `INSERT INTO friend_requests (requester_id, addressee_id, status, created_at, responded_at)
     SELECT a, b, 'rejected', now() - ${unit('i', 75)} * interval '400 days',
       now() - ${unit('i', 75)} * interval '399 days'
     FROM (${strangers(first, size, size.declinedRequests, 71)}) p`,
  );
  await run(
    database,
    `INSERT INTO user_blocks (blocker_id, blocked_id, created_at)
     SELECT a, b, now() - ${unit('i', 85)} * interval '400 days'
     FROM (${strangers(first, size, size.blocks, 81)}) p
     ON CONFLICT DO NOTHING`,
  );
}

export interface LoadedData {
  /** The first generated member's id; the others follow it without gaps. */
  first: number;
  /** Seconds per step. */
  steps: [string, number][];
}

/** Fills a migrated, empty database with `size`; ends with statistics gathered. */
export async function loadFriendsData(database: Database, size: Size): Promise<LoadedData> {
  const steps: [string, number][] = [];
  let mark = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    steps.push([name, (now - mark) / 1000]);
    mark = now;
  };
  await loadWordLists(database);
  const first = await loadMembers(database, size.members);
  step('members');
  await loadFollows(database, first, size);
  step('creators and follows');
  await loadFriendships(database, first, size);
  step('friendships');
  await loadRequestsAndBlocks(database, first, size);
  step('requests and blocks');
  for (const table of [
    'bench_first_names',
    'bench_last_names',
    'bench_handle_words',
    'bench_stubs',
    'bench_pairs',
  ]) {
    await run(database, `DROP TABLE ${table}`);
  }
  // The state autovacuum keeps a live database in: statistics gathered, visibility map set.
  for (const table of [
    'users',
    'creator_profiles',
    'follows',
    'friendships',
    'friend_requests',
    'user_blocks',
  ]) {
    await run(database, `VACUUM ANALYZE ${table}`);
  }
  if (database.kind === 'postgres') {
    // The load's writes reach the disk now rather than while requests are being timed.
    await run(database, 'CHECKPOINT').catch(() => {
      console.log('friends: CHECKPOINT needs a superuser; timing while the load is written out');
    });
  }
  step('vacuum analyze');
  return { first, steps };
}

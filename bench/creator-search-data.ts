// The creator platform at size, generated inside the database with set-based statements
// (INSERT … SELECT … FROM generate_series): creators with names, taglines and bios made from an
// invented vocabulary, follows, posts, and one creator whose dashboard is measured. The word
// lists come from a seeded generator; every per-row choice comes from hashint8 of the row number,
// so every run builds the same rows, whichever connection runs a statement.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client.js';
import { CREATOR_ACCENTS, CREATOR_CATEGORIES } from '../src/shared/creators.constants.js';

/** What the requirement names, on PostgreSQL; PGlite gets a tenth of every figure. */
export const FULL_SIZE = {
  creators: 100_000,
  posts: 1_000_000,
  follows: 20_000,
  dashboardFollowers: 10_000,
  dashboardPosts: 1_000,
  dashboardLikes: 20_000,
  dashboardComments: 5_000,
  otherLikes: 50_000,
  otherComments: 10_000,
};
export type Size = typeof FULL_SIZE;

export const scaled = (divisor: number): Size =>
  Object.fromEntries(
    Object.entries(FULL_SIZE).map(([key, value]) => [key, Math.round(value / divisor)]),
  ) as Size;

/** A seeded random number generator, so every run builds and searches the same creators. */
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const next = random(2077);
const pick = <T>(items: readonly T[], draw = next): T =>
  items[Math.floor(draw() * items.length)] as T;

// biome-ignore format: a word list reads better packed
const syllables = [
  'neo', 'syn', 'tha', 'wave', 'chro', 'ma', 'lux', 'vel', 'dri', 'ko', 'ra', 'zen', 'tor',
  'pix', 'glo', 'mar', 'vo', 'sta', 'lin', 'qua', 'ka', 'mi', 'ro', 'sol', 've', 'ny', 'dus',
  'kin', 'ori', 'bel', 'fen', 'ta', 'lo', 'ju', 'pa', 'ri', 'cas', 'em', 'no', 'sky',
];
/** Everyday words creators use; they lead the vocabulary, so they are the most frequent. */
// biome-ignore format: a word list reads better packed
const everyday = [
  'studio', 'daily', 'life', 'beats', 'recipes', 'journal', 'photo', 'games', 'live', 'coach',
  'chef', 'film', 'vintage', 'pixel', 'neon', 'retro', 'street', 'home', 'kitchen', 'yoga',
  'stream', 'code', 'style', 'sketch', 'paint', 'wild', 'city', 'night', 'coast', 'trail',
  'vegan', 'coffee', 'cozy', 'lofi', 'synth', 'analog', 'guitar', 'piano', 'dance', 'lens',
  'sunset', 'tape', 'garden', 'plants', 'ramen', 'bread', 'running', 'climbing', 'ink', 'clay',
];
/** Little words of prose; the 'simple' text configuration keeps them, as it keeps everything. */
const little = ['the', 'and', 'of', 'my', 'for', 'with', 'from', 'in', 'a', 'i', 'to', 'on'];

/** 3,000 invented words after the everyday ones, drawn with a Zipf-like skew as language is. */
export const vocabulary = [
  ...everyday,
  ...Array.from({ length: 3000 }, () =>
    Array.from({ length: 2 + Math.floor(next() * 3) }, () => pick(syllables)).join(''),
  ),
];
export const drawWord = (draw: () => number, skew = 2.2) =>
  vocabulary[Math.floor(vocabulary.length * draw() ** skew)] ?? 'neon';

function sentence() {
  const length = 5 + Math.floor(next() * 8);
  return Array.from({ length }, () => (next() < 0.3 ? pick(little) : drawWord(next))).join(' ');
}
const sentences = Array.from({ length: 8000 }, sentence);

const roles: Record<string, string[]> = {
  'art-design': ['illustrator', 'painter', 'designer', 'muralist', 'letterer'],
  music: ['producer', 'dj', 'vocalist', 'beatmaker', 'songwriter'],
  fitness: ['trainer', 'runner', 'yoga teacher', 'lifting coach', 'climber'],
  photography: ['photographer', 'film shooter', 'portrait photographer', 'street photographer'],
  cooking: ['chef', 'home cook', 'baker', 'recipe developer'],
  gaming: ['streamer', 'speedrunner', 'retro gamer', 'level designer'],
  fashion: ['stylist', 'tailor', 'thrifter', 'sewist'],
  education: ['teacher', 'tutor', 'explainer', 'historian'],
  comedy: ['comedian', 'sketch writer', 'improviser'],
  lifestyle: ['vlogger', 'minimalist', 'plant parent', 'van lifer'],
  travel: ['traveller', 'backpacker', 'travel writer', 'cyclist'],
  technology: ['developer', 'maker', 'hardware hacker', 'reviewer'],
};
const TAGLINES_PER_CATEGORY = 200;
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const taglines = CREATOR_CATEGORIES.flatMap((category) =>
  Array.from({ length: TAGLINES_PER_CATEGORY }, () => {
    const role = pick(roles[category.id] ?? ['creator']);
    const linking = pick(['from', 'making', 'sharing', 'into', 'of']);
    return `${capital(drawWord(next, 1.5))} ${role} ${linking} ${drawWord(next)} ${drawWord(next)}`;
  }),
);

/** The creator whose dashboard is measured; no generated name can be this one. */
const DASHBOARD_CREATOR = 'dashboard_creator';

/** A number in [0, 1) from a row number and a salt, the same on every run (unlike random()). */
const unit = (n: string, salt: number) =>
  `((hashint8((${n})::bigint * 1000003 + ${salt}) & 2147483647)::float8 / 2147483648)`;
/** The i-th of `count` rows, drawn with a skew: the first rows are drawn far more often. */
const skewed = (n: string, salt: number, count: number, skew: number) =>
  `floor(${count} * ${unit(n, salt)} ^ ${skew})::int`;
const quoted = (values: readonly string[]) =>
  `ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]`;

async function run(database: Database, statement: string) {
  await database.db.execute(sql.raw(statement));
}

async function rowsOf<T>(database: Database, statement: string): Promise<T[]> {
  const result = (await database.db.execute(sql.raw(statement))) as unknown as { rows: T[] };
  return result.rows;
}

/** Word lists as tables, so each row's pick is a join rather than an array subscript. */
async function loadWordLists(database: Database) {
  const lists: [string, string[]][] = [
    ['bench_words', vocabulary],
    ['bench_sentences', sentences],
    ['bench_taglines', taglines],
  ];
  for (const [table, values] of lists) {
    await run(database, `CREATE TABLE ${table} (n int PRIMARY KEY, value text NOT NULL)`);
    await database.db.execute(sql`
      INSERT INTO ${sql.raw(table)} (n, value)
      SELECT n - 1, value FROM unnest(string_to_array(${values.join('|')}::text, '|'))
        WITH ORDINALITY AS t(value, n)`);
  }
}

/** The accounts of generated creators 0 … count-1; answers the first one's id. */
async function loadAccounts(database: Database, count: number) {
  const words = vocabulary.length;
  const word = (salt: number, skew: number) =>
    `(SELECT value FROM bench_words WHERE n = ${skewed('i', salt, words, skew)})`;
  const line = (salt: number) =>
    `(SELECT value FROM bench_sentences WHERE n = ${skewed('i', salt, sentences.length, 1)})`;
  await run(
    database,
    `INSERT INTO users (username, email, password_hash, display_name, bio, is_creator, created_at, updated_at)
     SELECT CASE WHEN taken = 1 THEN handle ELSE handle || taken END,
            'creator' || i || '@bench.example', 'bench-no-sign-in', display_name, bio, true, joined, joined
     FROM (
       SELECT *, row_number() OVER (PARTITION BY lower(handle) ORDER BY i) AS taken
       FROM (
         SELECT i, joined,
           left(CASE
             WHEN style < 0.30 THEN w1 || w2
             WHEN style < 0.45 THEN w1 || '_' || w2
             WHEN style < 0.60 THEN w1
             WHEN style < 0.70 THEN initcap(w1) || initcap(w2)
             WHEN style < 0.80 THEN 'the' || w1
             WHEN style < 0.90 THEN w1 || (ARRAY['tv', 'art', 'music', 'studio', 'official'])[1 + floor(5 * style2)::int]
             ELSE w2 || '_' || w1 END, 24) AS handle,
           CASE
             WHEN style2 < 0.55 THEN initcap(w1) || ' ' || initcap(w2)
             WHEN style2 < 0.70 THEN initcap(w1)
             ELSE initcap(w3) || ' ' || initcap(w4) END AS display_name,
           CASE
             WHEN style3 < 0.15 THEN ''
             WHEN style3 < 0.50 THEN s1
             WHEN style3 < 0.85 THEN s1 || '. ' || s2
             ELSE s1 || '. ' || s2 || '. ' || s3 END AS bio
         FROM (
           SELECT i, ${unit('i', 1)} AS style, ${unit('i', 2)} AS style2, ${unit('i', 3)} AS style3,
             now() - ${unit('i', 4)} * interval '1000 days' AS joined,
             ${word(11, 1.6)} AS w1, ${word(12, 1.6)} AS w2, ${word(13, 1.6)} AS w3, ${word(14, 1.6)} AS w4,
             ${line(21)} AS s1, ${line(22)} AS s2, ${line(23)} AS s3
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
    throw new Error('creator-search: expected the generated creators to have consecutive ids');
  }
  return range.first;
}

/** Their creator profiles; the insert trigger makes each one's search document. */
async function loadProfiles(database: Database, first: number, count: number) {
  const range = { first, last: first + count - 1 };
  const categories = CREATOR_CATEGORIES.length;
  await run(
    database,
    `INSERT INTO creator_profiles (user_id, category, tagline, accent, subscription_price_cents, created_at)
     SELECT id, (${quoted(CREATOR_CATEGORIES.map((c) => c.id))})[1 + category],
       (SELECT value FROM bench_taglines
         WHERE n = category * ${TAGLINES_PER_CATEGORY} + floor(${TAGLINES_PER_CATEGORY} * ${unit('i', 32)})::int),
       (${quoted(CREATOR_ACCENTS)})[1 + floor(${CREATOR_ACCENTS.length} * ${unit('i', 33)})::int],
       CASE WHEN ${unit('i', 34)} < 0.4 THEN 0
            ELSE (ARRAY[299, 499, 799, 999, 1499])[1 + floor(5 * ${unit('i', 35)})::int] END,
       created_at
     FROM (
       SELECT id, id - ${range.first} AS i, created_at,
         ${skewed(`id - ${range.first}`, 31, categories, 1.3)} AS category
       FROM users WHERE id BETWEEN ${range.first} AND ${range.last}
     ) creators`,
  );
}

/** Multiplying a rank by this and taking the remainder spreads ranks over every creator. */
const STRIDE = 7919;
const FOLLOW_BATCH = 500;
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Follows from anyone to creators drawn with a skew: a few have hundreds of fans, most none. */
async function loadFollows(database: Database, first: number, count: number, follows: number) {
  await run(
    database,
    `INSERT INTO follows (follower_id, creator_id, created_at)
     SELECT fan, creator, at FROM (
       SELECT ${first} + floor(${count} * ${unit('i', 41)})::int AS fan,
         ${first} + (${skewed('i', 42, count, 3)}::bigint * ${STRIDE} % ${count})::int AS creator,
         now() - ${unit('i', 43)} * interval '365 days' AS at
       FROM generate_series(0, ${follows - 1}) AS i
     ) drawn
     WHERE fan <> creator
     ON CONFLICT DO NOTHING`,
  );
}

/**
 * `count` posts by `author` (an SQL expression of the row number i), oldest first over two years,
 * as a live site would have inserted them; one in seven for subscribers only.
 */
function postsStatement(count: number, author: string, salt: number) {
  const line = (n: number) => `floor(${sentences.length} * ${unit('i', salt + n)})::int`;
  return `INSERT INTO posts (author_id, title, content, teaser, visibility, created_at, updated_at)
    SELECT author, t.value, c1.value || '. ' || c2.value,
      CASE WHEN locked THEN c1.value ELSE '' END,
      CASE WHEN locked THEN 'subscribers' ELSE 'public' END, at, at
    FROM (
      SELECT i, ${author} AS author, ${line(1)} AS t, ${line(2)} AS c1, ${line(3)} AS c2,
        ${unit('i', salt + 4)} < 0.15 AS locked,
        now() - ((${count} - i)::float8 / ${count}) * interval '730 days' AS at
      FROM generate_series(0, ${count - 1}) AS i
    ) drawn
    JOIN bench_sentences t ON t.n = drawn.t
    JOIN bench_sentences c1 ON c1.n = drawn.c1
    JOIN bench_sentences c2 ON c2.n = drawn.c2
    ORDER BY i`;
}

/** Likes and comments on random posts, each some time after its post, by random members. */
async function loadReactions(database: Database, first: number, count: number, size: Size) {
  const [span] = await rowsOf<{ low: number; high: number }>(
    database,
    'SELECT min(id)::int AS low, max(id)::int AS high FROM posts',
  );
  if (!span) return;
  const drawn = (n: number, salt: number) =>
    `SELECT ${span.low} + floor(${span.high - span.low + 1} * ${unit('i', salt)})::int AS post_id,
       ${first} + floor(${count} * ${unit('i', salt + 1)})::int AS member,
       ${unit('i', salt + 2)} AS later, i
     FROM generate_series(0, ${n - 1}) AS i`;
  await run(
    database,
    `INSERT INTO post_likes (post_id, user_id, creator_id, created_at)
     SELECT p.id, d.member, p.author_id, p.created_at + (now() - p.created_at) * d.later
     FROM (${drawn(size.otherLikes, 81)}) d JOIN posts p ON p.id = d.post_id
     WHERE d.member <> p.author_id
     ON CONFLICT DO NOTHING`,
  );
  await run(
    database,
    `INSERT INTO post_comments (post_id, author_id, creator_id, body, created_at)
     SELECT p.id, d.member, p.author_id, s.value, p.created_at + (now() - p.created_at) * d.later
     FROM (${drawn(size.otherComments, 85)}) d JOIN posts p ON p.id = d.post_id
     JOIN bench_sentences s ON s.n = d.i % ${sentences.length}
     WHERE d.member <> p.author_id`,
  );
}

/**
 * The measured creator: exactly `dashboardFollowers` followers and `dashboardPosts` posts, likes
 * and comments from fans in the last 30 days, and a few likes and comments of their own.
 */
async function loadDashboardCreator(database: Database, first: number, count: number, size: Size) {
  const [me] = await rowsOf<{ id: number }>(
    database,
    `INSERT INTO users (username, email, password_hash, display_name, bio, is_creator, created_at, updated_at)
     VALUES ('${DASHBOARD_CREATOR}', 'dashboard@bench.example', 'bench-no-sign-in', 'Dashboard Creator',
       'Synth producer with a busy week', true, now() - interval '900 days', now() - interval '900 days')
     RETURNING id`,
  );
  if (!me) throw new Error('creator-search: the dashboard creator was not inserted');
  await run(
    database,
    `INSERT INTO creator_profiles (user_id, category, tagline, subscription_price_cents)
     VALUES (${me.id}, 'music', 'Night drive producer sharing analog tapes', 499)`,
  );
  // In batches: every follow updates the creator's row by trigger, and in one statement the
  // updates would wade through all the versions the statement itself left behind.
  for (let from = 0; from < size.dashboardFollowers; from += FOLLOW_BATCH) {
    const to = Math.min(size.dashboardFollowers, from + FOLLOW_BATCH) - 1;
    await run(
      database,
      `INSERT INTO follows (follower_id, creator_id, created_at)
       SELECT ${first} + (i::bigint * ${STRIDE} % ${count})::int, ${me.id},
         now() - ${unit('i', 61)} * interval '365 days'
       FROM generate_series(${from}, ${to}) AS i`,
    );
  }
  await run(database, postsStatement(size.dashboardPosts, String(me.id), 62));
  const mine = `(SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM posts WHERE author_id = ${me.id})`;
  const posts = size.dashboardPosts;
  // Fan (i / posts) of a post is a different member for each i, so no like repeats.
  await run(
    database,
    `INSERT INTO post_likes (post_id, user_id, creator_id, created_at)
     SELECT p.id, ${first} + ((i / ${posts})::bigint * 5003 + (i % ${posts}) * 97) % ${count},
       ${me.id}, now() - ${unit('i', 71)} * interval '29 days'
     FROM generate_series(0, ${size.dashboardLikes - 1}) AS i JOIN ${mine} p ON p.k = i % ${posts}
     ON CONFLICT DO NOTHING`,
  );
  await run(
    database,
    `INSERT INTO post_comments (post_id, author_id, creator_id, body, created_at)
     SELECT p.id, ${first} + (i::bigint * ${STRIDE} + 13) % ${count}, ${me.id}, s.value,
       now() - ${unit('i', 72)} * interval '29 days'
     FROM generate_series(0, ${size.dashboardComments - 1}) AS i
     JOIN ${mine} p ON p.k = (i * 37) % ${posts}
     JOIN bench_sentences s ON s.n = i % ${sentences.length}`,
  );
  await run(
    database,
    `INSERT INTO post_likes (post_id, user_id, creator_id, created_at)
     SELECT id, ${me.id}, author_id, created_at + interval '1 hour'
     FROM posts WHERE author_id <> ${me.id} AND id % 3001 = 7`,
  );
  await run(
    database,
    `INSERT INTO post_comments (post_id, author_id, creator_id, body, created_at)
     SELECT id, ${me.id}, author_id, 'Love this one', created_at + interval '2 hours'
     FROM posts WHERE author_id <> ${me.id} AND id % 20011 = 11`,
  );
  return me.id;
}

export interface LoadedData {
  /** The first generated creator's id; the others follow it without gaps. */
  first: number;
  generated: number;
  dashboardCreatorId: number;
  /** Seconds per step. */
  steps: [string, number][];
}

/** Fills a migrated, empty database with `size`; ends with statistics gathered. */
export async function loadCreatorData(database: Database, size: Size): Promise<LoadedData> {
  const steps: [string, number][] = [];
  let mark = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    steps.push([name, (now - mark) / 1000]);
    mark = now;
  };
  // One creator of the total is the measured one, added after the generated ones.
  const generated = size.creators - 1;
  if (gcd(STRIDE, generated) !== 1 || gcd(5003, generated) !== 1) {
    throw new Error('creator-search: pick a creator count that the strides do not divide');
  }
  await loadWordLists(database);
  const first = await loadAccounts(database, generated);
  step('accounts');
  await loadProfiles(database, first, generated);
  step('profiles');
  await loadFollows(database, first, generated, size.follows);
  step('follows');
  const author = `${first} + (${skewed('i', 50, generated, 2)}::bigint * ${STRIDE} % ${generated})::int`;
  await run(database, postsStatement(size.posts - size.dashboardPosts, author, 51));
  step('posts');
  await loadReactions(database, first, generated, size);
  step('likes and comments');
  const dashboardCreatorId = await loadDashboardCreator(database, first, generated, size);
  step('dashboard creator');
  for (const table of ['bench_words', 'bench_sentences', 'bench_taglines']) {
    await run(database, `DROP TABLE ${table}`);
  }
  // The state autovacuum keeps a live database in: statistics gathered, visibility map set (the
  // dashboard's counts are index-only scans).
  for (const table of [
    'users',
    'creator_profiles',
    'follows',
    'posts',
    'post_likes',
    'post_comments',
  ]) {
    await run(database, `VACUUM ANALYZE ${table}`);
  }
  if (database.kind === 'postgres') {
    // The load's writes reach the disk now rather than while requests are being timed.
    await run(database, 'CHECKPOINT').catch(() => {
      console.log(
        'creator-search: CHECKPOINT needs a superuser; timing while the load is written out',
      );
    });
  }
  step('vacuum analyze');
  return { first, generated, dashboardCreatorId, steps };
}

/** Some creators' usernames and display names, to type the start of as a visitor would. */
export async function sampleNames(database: Database, first: number): Promise<string[]> {
  const rows = await rowsOf<{ username: string; display_name: string }>(
    database,
    `SELECT username, display_name FROM users WHERE id >= ${first} AND id % 50 = 7 ORDER BY id`,
  );
  return rows.flatMap((row) => [row.username, row.display_name]);
}

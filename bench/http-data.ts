// The data behind bench/http: a throw-away PostgreSQL database holding what a station a few
// years on the air has. A creator platform of 10,000 creators and 100,000 posts (the creator
// search benchmark's generator at a tenth of its size), the demo content (schedule, staff,
// news categories, the demo creators), 10,000 news articles and 30 days of played tracks, one
// in five crediting a demo creator. Generated with set-based statements, so it loads in seconds.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../src/server/db/client.js';
import { demoCreatorSeed } from '../src/server/db/creator-seed.js';
import { seedDemoContent } from '../src/server/db/seed.js';
import { newsCategorySeed } from '../src/server/db/seed-data.js';
import { loadCreatorData, scaled } from './creator-search-data.js';

export const CREATOR_DIVISOR = 10;
export const NEWS_ARTICLES = 10_000;
/** One a track of three and a half minutes, day and night, for 30 days. */
export const PLAYED_TRACKS = Math.round((30 * 24 * 60) / 3.5);

export interface BenchDatabase {
  url: string;
  name: string;
  /** Drops the database; safe to call more than once. */
  drop(): Promise<void>;
}

/** Creates `bench_http_<pid>` beside the database `adminUrl` names. */
export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `bench_http_${process.pid}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  // A database left by an earlier run with the same process id is not this run's data.
  await run(`drop database if exists ${name} with (force)`);
  await run(`create database ${name}`);
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  let dropped = false;
  return {
    url: target.toString(),
    name,
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await run(`drop database if exists ${name} with (force)`);
    },
  };
}

async function run(database: Database, statement: string) {
  await database.db.execute(sql.raw(statement));
}

/** A number in [0, 1) from a row number and a salt, the same on every run. */
const unit = (n: string, salt: number) =>
  `((hashint8((${n})::bigint * 1000003 + ${salt}) & 2147483647)::float8 / 2147483648)`;
const quoted = (values: readonly string[]) =>
  `ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]`;
/** One of `values`, picked by row number and salt. */
const pickOf = (values: readonly string[], salt: number) =>
  `(${quoted(values)})[1 + floor(${values.length} * ${unit('i', salt)})::int]`;

// biome-ignore format: a word list reads better packed
const words = [
  'neon', 'midnight', 'drive', 'chrome', 'sunset', 'cassette', 'analog', 'arpeggio', 'outrun',
  'grid', 'laser', 'palm', 'coast', 'horizon', 'pulse', 'static', 'tape', 'vinyl', 'album',
  'single', 'remix', 'tour', 'festival', 'label', 'interview', 'premiere', 'studio', 'synth',
  'bassline', 'skyline', 'dream', 'night', 'city', 'signal', 'echo', 'memory', 'velvet', 'crystal',
];
// biome-ignore format: a word list reads better packed
const artists = [
  'Lazerhawk', 'Kavinsky', 'The Midnight', 'FM-84', 'Timecop1983', 'Gunship', 'Mitch Murder',
  'Com Truise', 'Perturbator', 'Carpenter Brut', 'Waveshaper', 'Michael Oakley', 'Sunglasses Kid',
  'Dance With the Dead', 'Scandroid', 'Droid Bishop', 'Nina', 'Ollie Wride', 'Vector Hold',
];
/** `count` words of prose, each drawn by row number and salt. */
const prose = (count: number, salt: number) =>
  Array.from({ length: count }, (_, k) => pickOf(words, salt + k)).join(` || ' ' || `);

/** The station's news archive: `count` articles over the last years, newest an hour ago. */
async function loadNews(database: Database, count: number) {
  const categories = newsCategorySeed.map((category) => category.id);
  const paragraph = (salt: number) => `'<p>' || ${prose(40, salt)} || '</p>'`;
  await run(
    database,
    `INSERT INTO news_articles (title, category_id, published_at, source_name, author, summary, content, tags, source_url)
     SELECT initcap(${prose(6, 100)}) || ' ' || i, ${pickOf(categories, 1)},
       now() - interval '1 hour' - i * interval '3 hours', 'Bench Feed', 'Staff writer',
       ${prose(25, 200)}, ${paragraph(300)} || ${paragraph(400)} || ${paragraph(500)},
       ARRAY[${pickOf(words, 2)}, ${pickOf(words, 3)}], 'https://news.bench.invalid/articles/' || i
     FROM generate_series(0, ${count - 1}) AS i
     ON CONFLICT DO NOTHING`,
  );
}

/** What the station played in the last 30 days; one play in five credits a demo creator. */
async function loadPlays(database: Database, count: number) {
  const demo = demoCreatorSeed.map((creator) => creator.username.toLowerCase());
  await run(
    database,
    `INSERT INTO played_tracks (artist, title, started_at, listeners, creator_id)
     SELECT CASE WHEN creator IS NULL THEN ${pickOf(artists, 11)} ELSE creator_name END,
       initcap(${prose(3, 12)}), now() - i * interval '210 seconds',
       20 + floor(400 * ${unit('i', 13)})::int, creator
     FROM generate_series(${count - 1}, 0, -1) AS i
     LEFT JOIN LATERAL (
       SELECT id AS creator, display_name AS creator_name FROM users
       WHERE lower(username) = (${quoted(demo)})[1 + i % ${demo.length}]
     ) credited ON i % 5 = 0`,
  );
}

export interface SeededData {
  creators: number;
  articles: number;
  plays: number;
  seconds: number;
}

/** Migrates the database at `url` and fills it; ends with statistics gathered. */
export async function seedHttpData(url: string): Promise<SeededData> {
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: url, maxConnections: 2 });
  try {
    await database.migrate();
    // The generator wants the accounts table to itself; the demo content comes after it.
    const loaded = await loadCreatorData(database, scaled(CREATOR_DIVISOR));
    await seedDemoContent(database.db);
    await loadNews(database, NEWS_ARTICLES);
    await loadPlays(database, PLAYED_TRACKS);
    for (const table of ['news_articles', 'played_tracks', 'users', 'creator_profiles']) {
      await run(database, `VACUUM ANALYZE ${table}`);
    }
    const count = async (table: string) => {
      const result = (await database.db.execute(
        sql.raw(`SELECT count(*)::int AS n FROM ${table}`),
      )) as unknown as { rows: { n: number }[] };
      return result.rows[0]?.n ?? 0;
    };
    return {
      creators: loaded.generated + 1 + demoCreatorSeed.length,
      articles: await count('news_articles'),
      plays: await count('played_tracks'),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await database.close();
  }
}

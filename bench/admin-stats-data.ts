// The admin statistics' raw rows at size, generated inside the database with set-based statements
// (INSERT … SELECT … FROM generate_series) over the last year: members who joined day after day
// (creators in the first month, a few administrators, about a third seen in the last 30 days), the
// payments ledger of bench/ledger-data.ts over the same year (tips, subscriptions, song purchases,
// refunds and payouts, every transaction balanced), the creators' songs with their plays rolled up
// per song and day the way the songs feature keeps them (song_plays_daily, songs.play_count the
// sum), and the station's on-air plays. Every per-row choice comes from hashint8 of the row number,
// so every run builds the same rows; the plays are shared out so that they sum to exactly
// `size.plays`.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client.js';
import {
  type LoadedData as LedgerData,
  loadLedgerData,
  rowsOf,
  skewed,
  unit,
} from './ledger-data.js';

/** What the requirement names, on PostgreSQL; ADMIN_STATS_SCALE scales every figure. */
export const FULL_SIZE = {
  members: 100_000,
  creators: 5_000,
  /** Exactly this many ledger entries: tips in creators' open payout periods make up the rest. */
  entries: 1_000_000,
  tips: 120_000,
  purchases: 100_000,
  subscriptions: 25_000,
  songs: 10_000,
  /** The sum of song_plays_daily.plays, exactly. */
  plays: 10_000_000,
  airplays: 100_000,
};
export type Size = typeof FULL_SIZE;

export const scaled = (scale: number): Size =>
  Object.fromEntries(
    Object.entries(FULL_SIZE).map(([key, value]) => [key, Math.max(1, Math.round(value * scale))]),
  ) as Size;

/** The year the rows span, up to the moment of the load. */
export const DAYS = 365;
/** Creators joined in the year's first month; their money and songs come after. */
const CREATORS_JOIN_DAYS = 30;
/** The ledger's administrator, three more and the one the benchmark signs in as. */
const ADMINS = 5;
/** The share of members seen in the last 30 days, besides everyone who joined in them. */
const ACTIVE_SHARE = 0.3;
/** Songs are drawn among creators with this skew: a few creators have dozens, most one or none. */
const SONG_SKEW = 1.8;
const STRIDE = 7919;

async function run(database: Database, statement: string) {
  await database.db.execute(sql.raw(statement));
}

export interface Loaded {
  /** The moment every row is at or before. */
  now: Date;
  /** The administrator the benchmark signs in as. */
  callerId: number;
  firstCreator: number;
  steps: [string, number][];
  ledger: LedgerData;
  counts: Counts;
}

export interface Counts {
  members: number;
  creators: number;
  profiles: number;
  admins: number;
  /** Seen in the last 30 days. */
  active: number;
  transactions: number;
  entries: number;
  songs: number;
  /** song_plays_daily rows, and the sum of their plays and of songs.play_count. */
  playRows: number;
  plays: number;
  playCounts: number;
  airplays: number;
  /** The first day with a row of any kind, and the last. */
  firstDay: string;
  lastDay: string;
}

async function countAll(database: Database, now: string): Promise<Counts> {
  const [row] = await rowsOf<Record<keyof Counts, string | number>>(
    database,
    `SELECT (SELECT count(*) FROM users)::int AS members,
       (SELECT count(*) FROM users WHERE is_creator)::int AS creators,
       (SELECT count(*) FROM creator_profiles)::int AS profiles,
       (SELECT count(*) FROM users WHERE is_admin)::int AS admins,
       (SELECT count(*) FROM users WHERE last_seen_at >= ${now} - interval '30 days')::int AS active,
       (SELECT count(*) FROM ledger_transactions)::int AS transactions,
       (SELECT count(*) FROM ledger_entries)::int AS entries,
       (SELECT count(*) FROM songs)::int AS songs,
       (SELECT count(*) FROM song_plays_daily)::int AS "playRows",
       (SELECT coalesce(sum(plays), 0) FROM song_plays_daily)::bigint AS plays,
       (SELECT coalesce(sum(play_count), 0) FROM songs)::bigint AS "playCounts",
       (SELECT count(*) FROM played_tracks)::int AS airplays,
       (least((SELECT min(created_at) FROM users), (SELECT min(created_at) FROM ledger_entries),
         (SELECT min(day)::timestamptz FROM song_plays_daily), (SELECT min(started_at) FROM played_tracks))
         AT TIME ZONE 'UTC')::date::text AS "firstDay",
       (greatest((SELECT max(created_at) FROM users), (SELECT max(created_at) FROM ledger_entries),
         (SELECT max(day)::timestamptz FROM song_plays_daily), (SELECT max(started_at) FROM played_tracks))
         AT TIME ZONE 'UTC')::date::text AS "lastDay"`,
  );
  if (!row) throw new Error('admin-stats: the counts answered nothing');
  const number = (key: keyof Counts) => Number(row[key]);
  return {
    members: number('members'),
    creators: number('creators'),
    profiles: number('profiles'),
    admins: number('admins'),
    active: number('active'),
    transactions: number('transactions'),
    entries: number('entries'),
    songs: number('songs'),
    playRows: number('playRows'),
    plays: number('plays'),
    playCounts: number('playCounts'),
    airplays: number('airplays'),
    firstDay: String(row.firstDay),
    lastDay: String(row.lastDay),
  };
}

/**
 * When members joined and were last seen: creators in the year's first month, everyone else
 * evenly over the year. The active are seen within the last 29 days and the others before the
 * last 31, so the count of the last 30 days is the same whenever in the run it is taken.
 */
async function spreadMembers(database: Database, size: Size, firstCreator: number, now: string) {
  const lastCreator = firstCreator + size.creators - 1;
  await run(
    database,
    `UPDATE users u SET created_at = m.at, updated_at = m.at, last_seen_at = m.seen
     FROM (
       SELECT id, at, CASE
           WHEN active THEN greatest(at, ${now} - interval '1 hour' - ${unit('id', 803)} * interval '28 days')
           WHEN ${unit('id', 804)} < 0.05 THEN NULL
           ELSE at + ${unit('id', 805)} * (${now} - interval '31 days' - at)
         END AS seen
       FROM (
         SELECT id, at, ${unit('id', 802)} < ${ACTIVE_SHARE} OR at > ${now} - interval '31 days' AS active
         FROM (
           SELECT id, CASE WHEN id BETWEEN ${firstCreator} AND ${lastCreator}
               THEN ${now} - interval '${DAYS} days' + ${unit('id', 801)} * interval '${CREATORS_JOIN_DAYS} days'
               ELSE ${now} - ${unit('id', 801)} * interval '${DAYS} days' END AS at
           FROM users
         ) joined
       ) drawn
     ) m
     WHERE u.id = m.id`,
  );
  await run(
    database,
    `UPDATE creator_profiles p SET created_at = u.created_at FROM users u WHERE u.id = p.user_id`,
  );
}

/** The creators' songs, each released after its creator joined and before today. */
async function loadSongs(database: Database, size: Size, firstCreator: number, now: string) {
  await run(
    database,
    `INSERT INTO songs (artist_id, title, status, is_premium, price_cents, duration_ms, bitrate,
       sample_rate, size_bytes, original_key, original_mime, stream_key, preview_key, created_at,
       updated_at)
     SELECT c.id, 'Night Drive ' || i, 'ready', premium, CASE WHEN premium THEN 149 ELSE 0 END,
       duration, 192000, 44100, duration::bigint * 24, 'songs/' || i || '/original.mp3',
       'audio/mpeg', 'songs/' || i || '/stream.mp3', 'songs/' || i || '/preview.mp3', at, at
     FROM (
       SELECT i, ${firstCreator} + (${skewed('i', 901, size.creators, SONG_SKEW)}::bigint * ${STRIDE} % ${size.creators})::int AS artist,
         ${unit('i', 902)} < 0.2 AS premium, 120000 + floor(${unit('i', 903)} * 240000)::int AS duration
       FROM generate_series(0, ${size.songs - 1}) AS i
     ) d
     JOIN users c ON c.id = d.artist
     CROSS JOIN LATERAL (
       SELECT c.created_at + ${unit('i', 904)} * (${now} - interval '1 day' - c.created_at) AS at
     ) released
     ORDER BY at, i`,
  );
}

/**
 * Plays per song and day from each song's release to today: popular songs played nearly every
 * day, a new song more than an old one. Each row gets a whole-number weight, and `size.plays` is
 * shared out over the rows in order by the running total of the weights (each row gets
 * floor(plays × running / total) less the same of the row before), so the shares sum to exactly
 * `size.plays`; rows whose share is nothing are left out, as the app writes no such row.
 */
async function loadPlays(database: Database, size: Size, now: string) {
  const songDay = 's.id::bigint * 100000 + k';
  await run(
    database,
    `CREATE UNLOGGED TABLE bench_plays AS
     SELECT s.id AS song_id, s.released + k AS day,
       greatest(1, round(10000 * s.pop * (0.3 + 0.7 * exp(-k / 60.0))
         * (0.5 + ${unit(songDay, 912)})))::bigint AS weight
     FROM (
       SELECT id, (created_at AT TIME ZONE 'UTC')::date AS released,
         0.02 + ${unit('id', 911)} ^ 4 AS pop
       FROM songs
     ) s
     CROSS JOIN LATERAL generate_series(0, (${now} AT TIME ZONE 'UTC')::date - s.released) AS k
     WHERE ${unit(songDay, 913)} < 0.25 + 0.75 * sqrt(s.pop)`,
  );
  await run(
    database,
    `INSERT INTO song_plays_daily (song_id, day, plays)
     SELECT song_id, day, plays FROM (
       SELECT song_id, day,
         (${size.plays}::bigint * running / total - ${size.plays}::bigint * (running - weight) / total)::int AS plays
       FROM (
         SELECT song_id, day, weight,
           (sum(weight) OVER (ORDER BY song_id, day))::bigint AS running,
           (sum(weight) OVER ())::bigint AS total
         FROM bench_plays
       ) w
     ) shared
     WHERE plays > 0
     ORDER BY song_id, day`,
  );
  await run(database, 'DROP TABLE bench_plays');
  await run(
    database,
    `UPDATE songs s SET play_count = t.plays
     FROM (SELECT song_id, sum(plays)::int AS plays FROM song_plays_daily GROUP BY song_id) t
     WHERE s.id = t.song_id`,
  );
}

/** The station's on-air plays, one after another over the year, the last a moment ago. */
async function loadAirplays(database: Database, size: Size, now: string) {
  const spacing = (DAYS * 86_400) / size.airplays;
  await run(
    database,
    `INSERT INTO played_tracks (artist, title, started_at, listeners)
     SELECT u.display_name, s.title,
       ${now} - (${size.airplays} - i - 0.9 * ${unit('i', 921)}) * interval '${spacing.toFixed(3)} seconds',
       20 + floor(300 * ${unit('i', 922)})::int
     FROM generate_series(0, ${size.airplays - 1}) AS i
     JOIN songs s ON s.id = (SELECT min(id) FROM songs) + (i::bigint * ${STRIDE} % ${size.songs})::int
     JOIN users u ON u.id = s.artist_id
     ORDER BY i`,
  );
}

/** Fills a migrated, empty database with `size`; ends with every count checked and statistics gathered. */
export async function loadAdminStatsData(database: Database, size: Size): Promise<Loaded> {
  const steps: [string, number][] = [];
  let mark = performance.now();
  const step = (name: string) => {
    const at = performance.now();
    steps.push([name, (at - mark) / 1000]);
    mark = at;
  };
  const moment = new Date();
  const now = `'${moment.toISOString()}'::timestamptz`;
  const [role] = await rowsOf<{ superuser: boolean }>(
    database,
    'SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user',
  );
  // As a superuser the ledger goes in with its triggers off, in one batch (checked after, in one
  // query over every transaction); otherwise in batches, each balanced at its commit.
  const batches = role?.superuser ? 1 : 10;
  const admins = ADMINS - 1;
  const ledger = await loadLedgerData(
    database,
    {
      creators: size.creators,
      fans: size.members - size.creators - ADMINS,
      entries: size.entries,
      tips: size.tips,
      purchases: size.purchases,
      subscriptions: size.subscriptions,
    },
    { batches, days: DAYS - CREATORS_JOIN_DAYS, now: moment },
  );
  for (const [name, seconds] of ledger.steps) steps.push([`ledger ${name}`, seconds]);
  mark = performance.now();
  const added = await rowsOf<{ id: number; username: string }>(
    database,
    // Administrators act as such only with two-factor sign-in on (ADR 0029).
    `INSERT INTO users (username, email, password_hash, display_name, is_admin, two_factor_enabled)
     SELECT name, name || '@admin.bench.example', 'bench-no-sign-in', initcap(replace(name, '_', ' ')), true, true
     FROM unnest(ARRAY[${Array.from({ length: admins - 1 }, (_, i) => `'admin_${i + 1}'`).join(', ')}, 'stats_admin']) AS name
     RETURNING id, username`,
  );
  const caller = added.find((row) => row.username === 'stats_admin');
  if (!caller) throw new Error('admin-stats: the administrator was not inserted');
  await spreadMembers(database, size, ledger.firstCreator, now);
  step('members over the year');
  await loadSongs(database, size, ledger.firstCreator, now);
  step('songs');
  await loadPlays(database, size, now);
  step('plays');
  await loadAirplays(database, size, now);
  step('on-air plays');
  for (const table of ['users', 'creator_profiles', 'songs', 'song_plays_daily', 'played_tracks']) {
    await run(database, `VACUUM ANALYZE ${table}`);
  }
  if (database.kind === 'postgres') {
    // The load's writes reach the disk now rather than while requests are being timed.
    await run(database, 'CHECKPOINT').catch(() => {
      console.log(
        'admin-stats: CHECKPOINT needs a superuser; timing while the load is written out',
      );
    });
  }
  step('vacuum analyze');
  const counts = await countAll(database, now);
  const expected: [keyof Counts, number][] = [
    ['members', size.members],
    ['creators', size.creators],
    ['profiles', size.creators],
    ['admins', ADMINS],
    ['entries', size.entries],
    ['songs', size.songs],
    ['plays', size.plays],
    ['playCounts', size.plays],
    ['airplays', size.airplays],
  ];
  const wrong = expected.filter(([key, value]) => counts[key] !== value);
  if (wrong.length) {
    throw new Error(
      `admin-stats: loaded ${wrong.map(([key, value]) => `${key} ${counts[key]}, not ${value}`).join('; ')}`,
    );
  }
  return {
    now: moment,
    callerId: caller.id,
    firstCreator: ledger.firstCreator,
    steps,
    ledger,
    counts,
  };
}

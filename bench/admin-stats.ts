// Admin statistics benchmark: 100,000 members, 1,000,000 ledger entries and 10,000,000 plays over a
// year in a throw-away database (bench/admin-stats-data.ts), rolled up once the way the job runner
// rolls them up (every finished day into admin_daily_stats, the member counts into admin_counts).
// Then GET /api/admin/stats through the whole server, in process (session, admin check, SQL,
// serialization), signed in as an administrator; the stats service alone (no HTTP); and, as the
// baseline in the same run on the same data, the direct aggregate queries over the raw rows that
// compute the same figures (the totals, and the chart's days). The handler's figures are checked
// against the direct ones, field by field. Runs on PostgreSQL when DATABASE_URL is set, else on
// embedded PGlite with a hundredth of the data; ADMIN_STATS_SCALE (0 to 1) scales the data.
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app.js';
import type { Database } from '../src/server/db/client.js';
import { createStatsRepo } from '../src/server/features/admin/stats.repo.js';
import { createStatsService } from '../src/server/features/admin/stats.service.js';
import { createTestDatabase } from '../src/server/testing/test-database.js';
import { ADMIN_CHART_DAYS } from '../src/shared/admin.constants.js';
import { type AdminStats, adminStatsSchema } from '../src/shared/contracts/admin.js';
import { cents, toDecimalString } from '../src/shared/domain/money.js';
import { DAYS, FULL_SIZE, loadAdminStatsData, scaled } from './admin-stats-data.js';
import { signIn, timed } from './friends-visits.js';
import { compareWithDomain, rowsOf } from './ledger-data.js';
import { load, ms, p, thousands, verdict } from './timings.js';

export const P99_TARGET_MS = 50;
const REQUESTS = 2000;
const WARM_UP = 200;
const DIRECT_RUNS = 20;
const DIRECT_WARM_UP = 2;
/** Ledger transactions compared with the app's own entry functions, per kind. */
const DOMAIN_SAMPLE = 100;
const ACTIVE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const URL = '/api/admin/stats';

const summary = (values: number[]) =>
  `p50 ${ms(p(values, 50))}, p90 ${ms(p(values, 90))}, p99 ${ms(p(values, 99))}, max ${ms(Math.max(0, ...values))}`;
const money = (value: number) => toDecimalString(cents(value));
const isoDay = (at: Date) => at.toISOString().slice(0, 10);
const startOfUtcDay = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/** Every figure of the answer but when the member counts were taken. */
type Figures = Omit<AdminStats, 'membersCountedAt'>;

/**
 * The admin statistics' roll-up, once, as the admin module's job (admin-rollups) runs it: every
 * finished day into admin_daily_stats, the member counts into admin_counts. Done before the app
 * starts, since the job's first run comes a minute after, while requests are being timed.
 */
async function rollUp(database: Database) {
  await createStatsService({ repo: createStatsRepo(database.db) }).rollUp();
}

/**
 * Money leaves out demo creators, as the statistics define it: every entry of a transaction
 * whose creator's profile is a demo one.
 */
const NOT_DEMO = `NOT EXISTS (
  SELECT 1 FROM ledger_transactions t JOIN creator_profiles p ON p.user_id = t.creator_id AND p.is_demo
  WHERE t.id = e.transaction_id)`;

/**
 * The figures straight from the raw rows, as of `at`: counts over every member and song, sums
 * over every ledger entry, song-day and on-air play, and the chart's days (the last
 * ADMIN_CHART_DAYS, today included) from the rows of those days.
 */
async function directFigures(database: Database, at: Date): Promise<Figures> {
  const activeSince = new Date(at.getTime() - ACTIVE_DAYS * DAY_MS).toISOString();
  const [totals] = await rowsOf<Record<string, string | number>>(
    database,
    `WITH members AS (
       SELECT * FROM users u
       WHERE NOT EXISTS (SELECT 1 FROM creator_profiles p WHERE p.user_id = u.id AND p.is_demo))
     SELECT (SELECT count(*) FROM members) AS users,
       (SELECT count(*) FROM members WHERE is_creator) AS artists,
       (SELECT count(*) FROM members WHERE last_seen_at >= '${activeSince}') AS active,
       m.revenue, m.artist, m.platform, m.processor, m.tips,
       (SELECT coalesce(sum(plays), 0) FROM song_plays_daily) AS plays,
       (SELECT count(*) FROM songs) AS songs,
       (SELECT count(*) FROM played_tracks) AS airplays
     FROM (
       SELECT coalesce(-sum(amount_cents) FILTER (WHERE account = 'fan_payments'), 0) AS revenue,
         coalesce(sum(amount_cents) FILTER (WHERE account = 'artist_payable' AND kind <> 'payout'), 0) AS artist,
         coalesce(sum(amount_cents) FILTER (WHERE account = 'platform_revenue'), 0) AS platform,
         coalesce(sum(amount_cents) FILTER (WHERE account = 'processor_fees'), 0) AS processor,
         coalesce(-sum(amount_cents) FILTER (WHERE account = 'fan_payments' AND kind = 'tip'), 0) AS tips
       FROM ledger_entries e WHERE ${NOT_DEMO}
     ) m`,
  );
  if (!totals) throw new Error('admin-stats: the direct query answered nothing');
  const today = startOfUtcDay(at);
  const from = new Date(today.getTime() - (ADMIN_CHART_DAYS - 1) * DAY_MS);
  const end = new Date(today.getTime() + DAY_MS);
  const days = await rowsOf<{ day: string; signups: string; revenue: string; plays: string }>(
    database,
    `SELECT d.day::text AS day, coalesce(s.n, 0) AS signups, coalesce(r.cents, 0) AS revenue,
       coalesce(pl.n, 0) AS plays
     FROM generate_series(0, ${ADMIN_CHART_DAYS - 1}) AS i
     CROSS JOIN LATERAL (SELECT DATE '${isoDay(from)}' + i AS day) d
     LEFT JOIN (
       SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n FROM users
       WHERE created_at >= '${from.toISOString()}' AND created_at < '${end.toISOString()}' GROUP BY 1
     ) s ON s.day = d.day
     LEFT JOIN (
       SELECT (e.created_at AT TIME ZONE 'UTC')::date AS day, -sum(e.amount_cents) AS cents
       FROM ledger_entries e
       WHERE e.account = 'fan_payments' AND e.created_at >= '${from.toISOString()}'
         AND e.created_at < '${end.toISOString()}' AND ${NOT_DEMO}
       GROUP BY 1
     ) r ON r.day = d.day
     LEFT JOIN (
       SELECT day, sum(plays) AS n FROM song_plays_daily
       WHERE day >= DATE '${isoDay(from)}' AND day < DATE '${isoDay(end)}' GROUP BY 1
     ) pl ON pl.day = d.day
     ORDER BY d.day`,
  );
  const n = (key: string) => Number(totals[key]);
  return {
    totalUsers: n('users'),
    totalArtists: n('artists'),
    totalFans: n('users') - n('artists'),
    activeUsers: n('active'),
    totalRevenue: money(n('revenue')),
    totalRevenueCents: n('revenue'),
    artistPayouts: money(n('artist')),
    artistPayoutsCents: n('artist'),
    platformFees: money(n('platform')),
    platformFeesCents: n('platform'),
    processorFeesCents: n('processor'),
    totalTips: money(n('tips')),
    totalTipsCents: n('tips'),
    totalStreams: n('plays'),
    totalSongs: n('songs'),
    airplays: n('airplays'),
    daily: days.map((row) => ({
      day: row.day,
      signups: Number(row.signups),
      revenueCents: Number(row.revenue),
      plays: Number(row.plays),
    })),
  };
}

/** The fields where the answer differs from the direct figures, each with both values. */
function differences(answer: AdminStats, direct: Figures): string[] {
  const found: string[] = [];
  for (const key of Object.keys(direct) as (keyof Figures)[]) {
    if (key === 'daily') continue;
    if (answer[key] !== direct[key])
      found.push(`${key}: handler ${answer[key]}, direct ${direct[key]}`);
  }
  const answered = new Map(answer.daily.map((day) => [day.day, day]));
  for (const day of direct.daily) {
    const got = answered.get(day.day);
    if (!got) {
      found.push(`daily ${day.day}: missing from the answer`);
      continue;
    }
    for (const field of ['signups', 'revenueCents', 'plays'] as const) {
      if (got[field] !== day[field]) {
        found.push(`daily ${day.day} ${field}: handler ${got[field]}, direct ${day[field]}`);
      }
    }
  }
  if (answer.daily.length !== direct.daily.length) {
    found.push(`daily: handler ${answer.daily.length} days, direct ${direct.daily.length}`);
  }
  return found;
}

function scaleOf(kind: Database['kind']) {
  const told = process.env.ADMIN_STATS_SCALE;
  if (!told) return kind === 'postgres' ? 1 : 0.01;
  const scale = Number(told);
  if (!(scale > 0 && scale <= 1)) throw new Error('ADMIN_STATS_SCALE must be above 0, at most 1');
  return scale;
}

export async function runAdminStatsBench(): Promise<boolean> {
  const database = await createTestDatabase();
  try {
    const scale = scaleOf(database.kind);
    const size = scale === 1 ? FULL_SIZE : scaled(scale);
    if (scale !== 1) {
      console.log(
        `admin-stats: on ${database.kind} with ${scale} of the data; the target is for all of it on PostgreSQL (set DATABASE_URL, leave ADMIN_STATS_SCALE unset)`,
      );
    }
    const loadStart = performance.now();
    const loaded = await loadAdminStatsData(database, size);
    const loadSeconds = (performance.now() - loadStart) / 1000;
    const { counts, ledger } = loaded;
    console.log(
      `admin-stats: ${thousands(counts.members)} members (${thousands(counts.creators)} creators, ${counts.admins} administrators, ${thousands(counts.active)} seen in the last ${ACTIVE_DAYS} days), ${thousands(counts.entries)} ledger entries in ${thousands(counts.transactions)} transactions, ${thousands(counts.plays)} plays in ${thousands(counts.playRows)} song-day rows over ${thousands(counts.songs)} songs (songs.play_count sums to ${thousands(counts.playCounts)}), ${thousands(counts.airplays)} on-air plays, ${counts.firstDay} to ${counts.lastDay} on ${database.kind}, generated in ${loadSeconds.toFixed(1)} s (${loaded.steps.map(([name, s]) => `${name} ${s.toFixed(1)} s`).join(', ')})`,
    );
    const kinds = await rowsOf<{ kind: string; n: number; entries: number }>(
      database,
      `SELECT t.kind, count(DISTINCT t.id)::int AS n, count(*)::int AS entries
       FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
       GROUP BY t.kind ORDER BY count(*) DESC`,
    );
    const domain = await compareWithDomain(database, DOMAIN_SAMPLE);
    const { check } = ledger;
    console.log(
      `admin-stats: ledger by kind: ${kinds.map((row) => `${row.kind} ${thousands(row.n)} (${thousands(row.entries)} entries)`).join(', ')}; ${thousands(ledger.topUp)} of the tips were added in open payout periods to make the entries exact; checked: ${check.unbalanced} unbalanced, ${check.orphans} without a transaction, ${check.notCopied + check.wrongCreator} not as booked, lowest balance ${ledger.lowestBalance} cents, ${domain.compared} compared with the app's entry functions: ${domain.differing.length} differ`,
    );
    const ledgerOk =
      check.unbalanced === 0 &&
      check.orphans === 0 &&
      check.notCopied === 0 &&
      check.wrongCreator === 0 &&
      domain.differing.length === 0 &&
      ledger.lowestBalance >= 0;
    if (!ledgerOk) throw new Error('admin-stats: the generated ledger is not what the app books');

    const rollStart = performance.now();
    await rollUp(database);
    const rollSeconds = (performance.now() - rollStart) / 1000;
    const [rolled] = await rowsOf<{ days: number; first: string; last: string }>(
      database,
      'SELECT count(*)::int AS days, min(day)::text AS first, max(day)::text AS last FROM admin_daily_stats',
    );
    console.log(
      `admin-stats: roll-up, first run: ${rolled?.days ?? 0} finished days (${rolled?.first} to ${rolled?.last}) into admin_daily_stats and the member counts, in ${rollSeconds.toFixed(1)} s`,
    );

    const tokens = await signIn(database, [loaded.callerId]);
    const headers = { authorization: `Bearer ${tokens.get(loaded.callerId)}` };
    const app = await buildApp({
      env: { LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost' },
      database,
      logger: false,
    });
    await app.ready();
    const dayAtStart = isoDay(new Date());
    const loadAtStart = load();
    // Timing starts from a collected heap, not in the wake of the generated data.
    (globalThis as { gc?: () => void }).gc?.();

    const probe = await app.inject({ method: 'GET', url: URL, headers });
    const routed = probe.statusCode === 200;
    const handlerTimes: number[] = [];
    let answer: AdminStats | undefined;
    if (routed) {
      for (let i = 0; i < WARM_UP; i += 1) await app.inject({ method: 'GET', url: URL, headers });
      for (let i = 0; i < REQUESTS; i += 1) {
        const [elapsed, response] = await timed(() =>
          app.inject({ method: 'GET', url: URL, headers }),
        );
        if (response.statusCode !== 200) {
          throw new Error(`admin-stats: ${URL} answered ${response.statusCode}: ${response.body}`);
        }
        handlerTimes.push(elapsed);
        if (i === REQUESTS - 1) answer = adminStatsSchema.parse(response.json());
      }
    }

    // The same figures from the stats service, without HTTP, session or JSON.
    const stats = createStatsService({ repo: createStatsRepo(database.db) });
    for (let i = 0; i < WARM_UP; i += 1) await stats.read();
    const serviceTimes: number[] = [];
    let served: AdminStats | undefined;
    for (let i = 0; i < REQUESTS; i += 1) {
      const [elapsed, read] = await timed(() => stats.read());
      serviceTimes.push(elapsed);
      served = read;
    }

    // The baseline: the direct aggregate queries over the raw rows.
    for (let i = 0; i < DIRECT_WARM_UP; i += 1) await directFigures(database, new Date());
    const directTimes: number[] = [];
    let direct: Figures | undefined;
    for (let i = 0; i < DIRECT_RUNS; i += 1) {
      const [elapsed, figures] = await timed(() => directFigures(database, new Date()));
      directTimes.push(elapsed);
      direct = figures;
    }
    const loadAtEnd = load();
    const dayAtEnd = isoDay(new Date());
    // The app owns the database connection from here: closing it closes (and drops) the database.
    await app.close();
    if (!direct || !served) throw new Error('admin-stats: nothing was measured');

    console.log(
      `admin-stats: ${cpus().length} CPUs, load average ${loadAtStart} before the timed requests, ${loadAtEnd} after`,
    );
    if (dayAtStart !== dayAtEnd) {
      console.log(
        `admin-stats: the UTC day changed during the run (${dayAtStart} to ${dayAtEnd}): the day's figures moved from live rows to a day not yet rolled up`,
      );
    }
    const handlerP50 = p(handlerTimes, 50);
    const handlerP99 = p(handlerTimes, 99);
    const directP50 = p(directTimes, 50);
    const serviceP50 = p(serviceTimes, 50);
    if (routed) {
      console.log(
        `admin-stats: GET ${URL}, ${REQUESTS} requests after ${WARM_UP}: ${summary(handlerTimes)} (target p99 <= ${P99_TARGET_MS} ms: ${verdict(handlerP99 <= P99_TARGET_MS)})`,
      );
    } else {
      console.log(
        `admin-stats: GET ${URL} answered ${probe.statusCode} (${probe.body.slice(0, 200)}): not timed; the stats service below is what the handler would run`,
      );
    }
    console.log(
      `admin-stats: the stats service alone (statsService.read, no HTTP), ${REQUESTS} calls after ${WARM_UP}: ${summary(serviceTimes)}`,
    );
    console.log(
      `admin-stats: the direct aggregate queries over the raw rows (the totals, and the ${ADMIN_CHART_DAYS} days of the chart), ${DIRECT_RUNS} runs after ${DIRECT_WARM_UP}: ${summary(directTimes)}`,
    );
    const ratio = (of: number, label: string) =>
      `${label} p50 / direct p50 = ${(of / directP50).toFixed(4)} (the direct queries take ${(directP50 / of).toFixed(1)}x as long)`;
    if (routed) console.log(`admin-stats: ${ratio(handlerP50, 'handler')}`);
    console.log(`admin-stats: ${ratio(serviceP50, 'service')}`);

    const compared: [string, AdminStats | undefined][] = [
      ['handler', answer],
      ['service', served],
    ];
    let equal = true;
    for (const [who, figures] of compared) {
      if (!figures) continue;
      const found = differences(figures, direct);
      equal &&= found.length === 0;
      console.log(
        `admin-stats: ${who} figures equal the direct query's: ${found.length === 0 ? 'yes' : `no (${found.join('; ')})`}`,
      );
    }
    console.log(
      `admin-stats: figures: ${thousands(direct.totalUsers)} members, ${thousands(direct.totalArtists)} artists, ${thousands(direct.totalFans)} fans, ${thousands(direct.activeUsers)} active; revenue $${direct.totalRevenue}, artists $${direct.artistPayouts}, platform $${direct.platformFees}, processors $${money(direct.processorFeesCents)}, tips $${direct.totalTips}; ${thousands(direct.totalStreams)} streams of ${thousands(direct.totalSongs)} songs, ${thousands(direct.airplays)} on-air plays; today ${direct.daily.at(-1)?.signups} sign-ups, $${money(direct.daily.at(-1)?.revenueCents ?? 0)}, ${thousands(direct.daily.at(-1)?.plays ?? 0)} plays`,
    );

    const met = routed && handlerP99 <= P99_TARGET_MS && equal;
    console.log('admin-stats: summary');
    console.log(
      `admin-stats:   ${thousands(counts.members)} members, ${thousands(counts.entries)} ledger entries, ${thousands(counts.plays)} plays over ${DAYS} days on ${database.kind}, ${cpus().length} CPUs; generated in ${loadSeconds.toFixed(0)} s, rolled up in ${rollSeconds.toFixed(1)} s`,
    );
    console.log(
      routed
        ? `admin-stats:   GET ${URL}: p50 ${ms(handlerP50)}, p99 ${ms(handlerP99)} (target p99 <= ${P99_TARGET_MS} ms: ${verdict(handlerP99 <= P99_TARGET_MS)}); direct aggregate p50 ${ms(directP50)}, p99 ${ms(p(directTimes, 99))}; handler/direct ${(handlerP50 / directP50).toFixed(4)}; figures equal: ${equal ? 'yes' : 'no'}`
        : `admin-stats:   GET ${URL} answered ${probe.statusCode}: target not measured; service p50 ${ms(serviceP50)}, direct aggregate p50 ${ms(directP50)}; figures equal: ${equal ? 'yes' : 'no'}`,
    );
    console.log(
      `admin-stats: target ${verdict(met)}: p99 ${routed ? ms(handlerP99) : 'not measured'} (<= ${P99_TARGET_MS} ms), figures ${equal ? 'equal' : 'not equal'}${scale !== 1 ? ` (${scale} of the data)` : ''}`,
    );
    return met;
  } finally {
    await database.close();
  }
}

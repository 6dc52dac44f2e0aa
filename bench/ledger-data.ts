// The payments ledger at size, generated inside the database with set-based statements
// (INSERT … SELECT … FROM generate_series), as the app would have booked it over two years:
// creators with profiles and prices, fans, subscriptions paid month after month, tips (100% to
// the artist, two entries), song purchases (80%, three entries, four with a processor's fee when
// paid through a card processor), a few refunds (clawing back the artist's share) and payouts
// (each creator's whole balance, every 120 days, through a paid payout request). The bookings are
// planned in staging tables first, then numbered by time and inserted in that order, the way a
// live site would have stored them: every entry carries its transaction's kind and artist rate,
// and every transaction sums to zero. Every per-row choice comes from hashint8 of the row number,
// so every run builds the same rows (the count of renewals depends a little on today's date; tips
// in creators' open periods make the entries exactly `size.entries`).
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client.js';
import { artistRateFor } from '../src/server/features/payments/payments.settle.js';
import { CREATOR_CATEGORIES } from '../src/shared/creators.constants.js';
import {
  type EntryDraft,
  paymentEntries,
  payoutEntries,
  refundEntries,
} from '../src/shared/domain/ledger.js';
import { TIP_PRESETS_CENTS } from '../src/shared/payments.constants.js';

/** What the requirement names, on PostgreSQL; PGlite gets a tenth of every figure. */
export const FULL_SIZE = {
  creators: 10_000,
  fans: 20_000,
  /** Exactly this many ledger entries: tips in creators' open periods make up what the mix leaves. */
  entries: 1_000_000,
  tips: 105_000,
  purchases: 70_000,
  subscriptions: 20_000,
};
export type Size = typeof FULL_SIZE;

export const scaled = (divisor: number): Size =>
  Object.fromEntries(
    Object.entries(FULL_SIZE).map(([key, value]) => [key, Math.round(value / divisor)]),
  ) as Size;

/** The artist's shares the app books with the default settings: 10000 for tips, 8000 otherwise. */
export const TIP_RATE_BP = artistRateFor('tip', {});
const SALE_RATE_BP = artistRateFor('song_purchase', {});
const SUBSCRIPTION_RATE_BP = artistRateFor('subscription', {});

/** The bookings span two years unless told otherwise. */
const BOOKING_DAYS = 730;
/** Payouts: every creator's whole balance, every this many days (each creator on their own day). */
const PAYOUT_DAYS = 120;
/** The share of payments refunded; half of the refunded tips only in part. */
const REFUNDED = 0.012;
/** Creators are drawn with this skew: the busiest have thousands of bookings, most a few dozen. */
const SKEW = 2.5;
/** Multiplying a rank by this and taking the remainder spreads ranks over every creator. */
const STRIDE = 7919;
const SONG_PRICES = [99, 129, 149, 199, 299];
const SUBSCRIPTION_PRICES = [299, 499, 799, 999, 1499];
const TIP_MESSAGES = [
  'Played this on my night drive',
  'Thanks for the stream!',
  'Neon forever',
  'That bassline though',
  'For the new synth fund',
];

/** A number in [0, 1) from a row number and a salt, the same on every run (unlike random()). */
export const unit = (n: string, salt: number) =>
  `((hashint8((${n})::bigint * 1000003 + ${salt}) & 2147483647)::float8 / 2147483648)`;
/** The i-th of `count` rows, drawn with a skew: the first rows are drawn far more often. */
export const skewed = (n: string, salt: number, count: number, skew: number) =>
  `floor(${count} * ${unit(n, salt)} ^ ${skew})::int`;
const pick = (values: readonly (string | number)[], n: string, salt: number) =>
  `(ARRAY[${values.map((value) => (typeof value === 'number' ? value : `'${value.replace(/'/g, "''")}'`)).join(', ')}])[1 + floor(${values.length} * ${unit(n, salt)})::int]`;
/** A card processor's fee (2.9% + 30¢, as Stripe publishes it) or none (the demo provider). */
const feeOf = (provider: string, gross: string) =>
  `CASE WHEN ${provider} = 'stripe' THEN round(${gross} * 0.029)::int + 30 ELSE 0 END`;
/**
 * `artistPart` of src/shared/domain/ledger.ts in SQL: the floor of each share, and the cent left
 * over (at most one) to the larger remainder, the artist's on a tie.
 */
const artistPart = (gross: string, bp: string) => {
  const g = `(${gross})::bigint`;
  const artist = `${g} * ${bp} / 10000`;
  const platform = `${g} * (10000 - ${bp}) / 10000`;
  return `(${artist} + CASE WHEN ${g} - ${artist} - ${platform} = 1
      AND ${g} * ${bp} % 10000 >= ${g} * (10000 - ${bp}) % 10000 THEN 1 ELSE 0 END)::int`;
};

async function run(database: Database, statement: string) {
  await database.db.execute(sql.raw(statement));
}

export async function rowsOf<T>(database: Database, statement: string): Promise<T[]> {
  const result = (await database.db.execute(sql.raw(statement))) as unknown as { rows: T[] };
  return result.rows;
}

/** The generated creators and fans: ids without gaps, creators first. */
export interface People {
  firstCreator: number;
  firstFan: number;
  adminId: number;
}

async function loadPeople(
  database: Database,
  size: Size,
  now: string,
  days: number,
): Promise<People> {
  const [admin] = await rowsOf<{ id: number }>(
    database,
    `INSERT INTO users (username, email, password_hash, display_name, is_admin, created_at, updated_at)
     VALUES ('ledger_admin', 'admin@ledger.bench.example', 'bench-no-sign-in', 'Ledger Admin', true,
       ${now} - interval '900 days', ${now} - interval '900 days')
     RETURNING id`,
  );
  if (!admin) throw new Error('ledger: the administrator was not inserted');
  const people = async (count: number, who: 'creator' | 'fan', salt: number) => {
    const name = who === 'creator' ? 'Creator' : 'Fan';
    await run(
      database,
      `INSERT INTO users (username, email, password_hash, display_name, is_creator, created_at, updated_at)
       SELECT '${who}_' || lpad(i::text, 5, '0'), '${who}' || i || '@ledger.bench.example',
         'bench-no-sign-in', '${name} ' || i, ${who === 'creator'}, at, at
       FROM (
         SELECT i, ${now} - interval '${days + 30} days' - ${unit('i', salt)} * interval '400 days' AS at
         FROM generate_series(0, ${count - 1}) AS i
       ) joined
       ORDER BY i`,
    );
    const [range] = await rowsOf<{ first: number; last: number; n: number }>(
      database,
      `SELECT min(id)::int AS first, max(id)::int AS last, count(*)::int AS n FROM users
       WHERE username LIKE '${who}\\_%'`,
    );
    if (!range || range.n !== count || range.last - range.first + 1 !== count) {
      throw new Error(`ledger: expected the generated ${who}s to have consecutive ids`);
    }
    return range.first;
  };
  const firstCreator = await people(size.creators, 'creator', 1);
  const firstFan = await people(size.fans, 'fan', 2);
  await run(
    database,
    `INSERT INTO creator_profiles (user_id, category, tagline, subscription_price_cents, created_at)
     SELECT id, ${pick(
       CREATOR_CATEGORIES.map((category) => category.id),
       'id',
       3,
     )}, 'Synthwave from the night drive', ${pick(SUBSCRIPTION_PRICES, 'id', 4)}, created_at
     FROM users WHERE id BETWEEN ${firstCreator} AND ${firstCreator + size.creators - 1}`,
  );
  return { firstCreator, firstFan, adminId: admin.id };
}

/**
 * The bookings to make, one row per transaction, with the amount of each of its entries (0 for an
 * entry the app does not write) and the plan row of the payment a refund reverses.
 */
const PLAN = `CREATE UNLOGGED TABLE bench_plan (
  seq bigint PRIMARY KEY, kind text NOT NULL, creator_id int NOT NULL, fan_id int,
  provider text NOT NULL, provider_ref text, gross int NOT NULL, rate int NOT NULL,
  reverses_seq bigint, subscription_id int, message text NOT NULL DEFAULT '',
  at timestamptz NOT NULL, request_id int, requested_at timestamptz,
  fan_cents int NOT NULL DEFAULT 0, artist_cents int NOT NULL DEFAULT 0,
  platform_cents int NOT NULL DEFAULT 0, fee_cents int NOT NULL DEFAULT 0,
  payout_cents int NOT NULL DEFAULT 0)`;

/**
 * Plans fans' payments with their entries, as paymentEntries books them: `rows` selects seq, kind,
 * creator, fan, provider, provider's reference, gross, artist rate, subscription, message, time.
 */
const planPayments = (rows: string) =>
  `INSERT INTO bench_plan (seq, kind, creator_id, fan_id, provider, provider_ref, gross, rate,
     subscription_id, message, at, fan_cents, artist_cents, platform_cents, fee_cents)
   SELECT seq, kind, creator_id, fan_id, provider, provider_ref, gross, rate, subscription_id,
     message, at, -gross, artist, gross - artist - fee, fee
   FROM (
     SELECT p.*, ${artistPart('p.gross', 'p.rate')} AS artist, ${feeOf('p.provider', 'p.gross')} AS fee
     FROM (${rows}) AS p(seq, kind, creator_id, fan_id, provider, provider_ref, gross, rate,
       subscription_id, message, at)
   ) priced`;

async function planAll(database: Database, size: Size, people: People, now: string, days: number) {
  const { firstCreator, firstFan } = people;
  const creator = (n: string, salt: number) =>
    `${firstCreator} + (${skewed(n, salt, size.creators, SKEW)}::bigint * ${STRIDE} % ${size.creators})::int`;
  const fan = (n: string, salt: number) =>
    `${firstFan} + floor(${size.fans} * ${unit(n, salt)})::int`;
  const base = `(${now} - interval '${days + 30} days')`;
  const offset = (c: string) => `(${unit(c, 401)} * interval '${PAYOUT_DAYS} days')`;
  /** Which of a creator's payout periods a moment falls in, and when that period ends. */
  const periodOf = (c: string, at: string) =>
    `floor(extract(epoch FROM ${at} - (${base} + ${offset(c)})) / ${PAYOUT_DAYS * 86_400})::int`;
  const periodEnd = (c: string, period: string) =>
    `(${base} + ${offset(c)} + (${period} + 1) * interval '${PAYOUT_DAYS} days')`;
  const paidUntil = `${now} - interval '1 day'`;

  await run(database, PLAN);
  // Tips: 100% to the artist, no processor fee (two entries); most at the form's presets.
  await run(
    database,
    planPayments(`SELECT 1000000000 + i AS seq, 'tip' AS kind, ${creator('i', 201)} AS creator_id,
      ${fan('i', 202)} AS fan_id, 'demo' AS provider, 'checkout_tip' || i AS provider_ref,
      CASE WHEN ${unit('i', 203)} < 0.85 THEN ${pick(TIP_PRESETS_CENTS, 'i', 204)}
        ELSE 100 + floor(20000 * ${unit('i', 205)} ^ 3)::int END AS gross,
      ${TIP_RATE_BP} AS rate, NULL::int AS subscription_id,
      CASE WHEN ${unit('i', 206)} < 0.3 THEN ${pick(TIP_MESSAGES, 'i', 207)} ELSE '' END AS message,
      ${now} - ${unit('i', 208)} * interval '${days} days' AS at
    FROM generate_series(0, ${size.tips - 1}) AS i`),
  );
  // Song purchases: 80%, half of them through a card processor that takes its fee.
  await run(
    database,
    planPayments(`SELECT 2000000000 + i, 'song_purchase', ${creator('i', 211)}, ${fan('i', 212)},
      p, CASE WHEN p = 'stripe' THEN 'pi_bench' || i ELSE 'checkout_song' || i END,
      ${pick(SONG_PRICES, 'i', 213)}, ${SALE_RATE_BP}, NULL::int, '',
      ${now} - ${unit('i', 214)} * interval '${days} days'
    FROM (SELECT i, CASE WHEN ${unit('i', 215)} < 0.5 THEN 'stripe' ELSE 'demo' END AS p
      FROM generate_series(0, ${size.purchases - 1}) AS i) drawn`),
  );
  // Subscriptions: each (fan, creator) pair once; paid every month from the start until the fan
  // stops or today. A creator's j-th subscriber is fan (creator × stride + j) mod fans.
  await run(
    database,
    `CREATE UNLOGGED TABLE bench_subs AS
     SELECT s + 1 AS id, d.creator_id,
       ${firstFan} + ((d.creator_id - ${firstCreator})::bigint * ${STRIDE}
         + row_number() OVER (PARTITION BY d.creator_id ORDER BY s) - 1) % ${size.fans} AS fan_id,
       d.provider, d.start_at, d.wanted, p.subscription_price_cents AS price
     FROM (
       SELECT s, ${creator('s', 221)} AS creator_id,
         CASE WHEN ${unit('s', 222)} < 0.5 THEN 'stripe' ELSE 'demo' END AS provider,
         ${now} - ${unit('s', 223)} * interval '${days} days' AS start_at,
         1 + floor(24 * ${unit('s', 224)} ^ 2)::int AS wanted
       FROM generate_series(0, ${size.subscriptions - 1}) AS s
     ) d
     JOIN creator_profiles p ON p.user_id = d.creator_id`,
  );
  await run(
    database,
    planPayments(`SELECT 3000000000 + s.id * 100 + k, 'subscription', s.creator_id, s.fan_id,
      s.provider,
      CASE WHEN s.provider = 'stripe' THEN 'in_bench' || s.id || '_' || k
        WHEN k = 0 THEN 'checkout_sub' || s.id
        ELSE 'renewal_' || s.id || '_' || to_char((s.start_at + k * interval '1 month') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END,
      s.price, ${SUBSCRIPTION_RATE_BP}, s.id::int, '',
      s.start_at + k * interval '1 month' + ${unit('s.id * 100 + k', 225)} * interval '1 minute'
    FROM bench_subs s CROSS JOIN LATERAL generate_series(0, s.wanted - 1) AS k
    WHERE s.start_at + k * interval '1 month' + interval '1 minute' <= ${now}`),
  );
  // Refunds: within two days of the payment and before the creator's next payout. A refunded tip
  // is half the time refunded in part (the artist gives back all of it: a tip is all theirs);
  // anything else in full (the artist gives back their share, the platform the rest, the
  // processor keeps its fee).
  await run(
    database,
    `INSERT INTO bench_plan (seq, kind, creator_id, fan_id, provider, provider_ref, gross, rate,
       reverses_seq, subscription_id, at, fan_cents, artist_cents, platform_cents)
     SELECT 10000000000 + seq, 'refund', creator_id, fan_id, provider, provider_ref, refund, rate,
       seq, subscription_id, refund_at, refund, -clawback, -(refund - clawback)
     FROM (
       SELECT p.*, p.at + ${unit('p.seq', 302)} * interval '2 days' AS refund_at,
         CASE WHEN p.kind = 'tip' AND ${unit('p.seq', 303)} < 0.5 THEN p.gross / 2 ELSE p.gross END AS refund,
         CASE WHEN p.kind = 'tip' AND ${unit('p.seq', 303)} < 0.5 THEN p.gross / 2 ELSE p.artist_cents END AS clawback
       FROM bench_plan p
       WHERE ${unit('p.seq', 301)} < ${REFUNDED}
     ) r
     WHERE refund_at < least(${now}, ${periodEnd('creator_id', periodOf('creator_id', 'at'))})`,
  );
  // Payouts: at the end of each of a creator's periods, the balance then (what the period earned,
  // the previous payout having taken the rest), asked for in a payout request and paid by an
  // administrator a few hours later.
  await run(
    database,
    `INSERT INTO bench_plan (seq, kind, creator_id, provider, gross, rate, at, request_id,
       requested_at, artist_cents, payout_cents)
     SELECT 20000000000 + n, 'payout', creator_id, 'demo', net, 10000,
       ends + (1 + 5 * ${unit('n', 501)}) * interval '1 hour', n, ends, -net, net
     FROM (
       SELECT creator_id, net, ends, row_number() OVER (ORDER BY ends, creator_id)::int AS n
       FROM (
         SELECT creator_id, sum(artist_cents)::int AS net, ${periodEnd('creator_id', 'period')} AS ends
         FROM (SELECT creator_id, artist_cents, ${periodOf('creator_id', 'at')} AS period FROM bench_plan) b
         GROUP BY creator_id, period
       ) periods
       WHERE net > 0 AND ends <= ${paidUntil}
     ) paid`,
  );
  // What the mix left to make exactly size.entries: tips (two entries) after each creator's last
  // payout, and one song purchase without a fee (three) when the gap is odd.
  const entriesNow = async () => {
    const [row] = await rowsOf<{ n: string }>(
      database,
      `SELECT sum((fan_cents <> 0)::int + (artist_cents <> 0)::int + (platform_cents <> 0)::int
         + (fee_cents <> 0)::int + (payout_cents <> 0)::int) AS n FROM bench_plan`,
    );
    return Number(row?.n ?? 0);
  };
  const openSince = (c: string) =>
    `(${base} + ${offset(c)} + floor(extract(epoch FROM ${paidUntil} - (${base} + ${offset(c)})) / ${PAYOUT_DAYS * 86_400}) * interval '${PAYOUT_DAYS} days')`;
  let gap = size.entries - (await entriesNow());
  if (gap < 0) {
    throw new Error(
      `ledger: the mix makes ${-gap} entries too many; lower the counts in FULL_SIZE`,
    );
  }
  if (gap === 1) {
    // Two and three cannot make one: one open-period tip fewer makes it three.
    await run(
      database,
      `DELETE FROM bench_plan WHERE seq = (
         SELECT p.seq FROM bench_plan p WHERE p.kind = 'tip' AND p.at > ${openSince('p.creator_id')}
           AND NOT EXISTS (SELECT 1 FROM bench_plan r WHERE r.reverses_seq = p.seq)
         ORDER BY p.seq LIMIT 1)`,
    );
    gap = size.entries - (await entriesNow());
  }
  const oddOne = gap % 2 === 1 ? 1 : 0;
  if (oddOne) {
    await run(
      database,
      planPayments(`SELECT 30000000000, 'song_purchase', ${firstCreator}, ${firstFan}, 'demo',
        'checkout_song_last', 199, ${SALE_RATE_BP}, NULL::int, '', ${now} - interval '1 hour'`),
    );
  }
  const topUp = (gap - 3 * oddOne) / 2;
  if (topUp > 0) {
    await run(
      database,
      planPayments(`SELECT 40000000000 + i, 'tip', c, ${fan('i', 602)}, 'demo',
        'checkout_tip_recent' || i, ${pick(TIP_PRESETS_CENTS, 'i', 603)}, ${TIP_RATE_BP},
        NULL::int, '', since + ${unit('i', 604)} * (${now} - since)
      FROM (SELECT i, c, ${openSince('c')} AS since
        FROM (SELECT i, ${creator('i', 601)} AS c FROM generate_series(0, ${topUp - 1}) AS i) d) drawn`),
    );
  }
  const made = await entriesNow();
  if (made !== size.entries)
    throw new Error(`ledger: planned ${made} entries, not ${size.entries}`);
  return { topUp };
}

/**
 * Inserts the planned bookings numbered by time, transactions then their entries, the ids within
 * `[from, to]`: the way the app books them, a transaction and its entries with one timestamp.
 */
const transactionsStatement = (from: number, to: number) =>
  `INSERT INTO ledger_transactions (id, idempotency_key, kind, creator_id, fan_id, provider,
     provider_ref, gross_cents, artist_rate_bp, reverses_id, subscription_id, message, created_at)
   SELECT n.id,
     CASE n.kind WHEN 'refund' THEN n.provider || ':refund:' || o.id || ':' || n.gross
       WHEN 'payout' THEN 'payout:' || n.request_id
       ELSE n.provider || ':payment:' || n.provider_ref END,
     n.kind, n.creator_id, n.fan_id, n.provider, n.provider_ref, n.gross, n.rate, o.id,
     n.subscription_id, n.message, n.at
   FROM bench_numbered n LEFT JOIN bench_numbered o ON o.seq = n.reverses_seq
   WHERE n.id BETWEEN ${from} AND ${to}
   ORDER BY n.id`;
const entriesStatement = (from: number, to: number) =>
  `INSERT INTO ledger_entries (transaction_id, account, creator_id, amount_cents, kind,
     artist_rate_bp, created_at)
   SELECT n.id, e.account, CASE WHEN e.account = 'artist_payable' THEN n.creator_id END, e.amount,
     n.kind, n.rate, n.at
   FROM bench_numbered n CROSS JOIN LATERAL (VALUES
     (1, 'fan_payments', n.fan_cents), (2, 'artist_payable', n.artist_cents),
     (3, 'platform_revenue', n.platform_cents), (4, 'processor_fees', n.fee_cents),
     (5, 'payouts', n.payout_cents)) AS e(k, account, amount)
   WHERE e.amount <> 0 AND n.id BETWEEN ${from} AND ${to}
   ORDER BY n.id, e.k`;

export interface SeedBatch {
  /** Whether the ledger's triggers (and foreign key checks) ran. */
  checked: boolean;
  transactions: number;
  entries: number;
  seconds: number;
}

/**
 * Inserts the numbered plan in `batches` batches of transactions, each committed on its own. The
 * first, as a superuser, with triggers off (session_replication_role = replica, for that
 * transaction only), to measure what the triggers cost; the others with every trigger on, so the
 * deferred balance check runs for each of their entries and transactions at commit.
 */
async function insertLedger(database: Database, total: number, batches: number) {
  const [role] = await rowsOf<{ superuser: boolean }>(
    database,
    'SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user',
  );
  const done: SeedBatch[] = [];
  for (let batch = 0; batch < batches; batch += 1) {
    const from = Math.floor((total * batch) / batches) + 1;
    const to = Math.floor((total * (batch + 1)) / batches);
    const checked = batch > 0 || !role?.superuser;
    const start = performance.now();
    await database.db.transaction(async (tx) => {
      // The setting ends with this transaction; checkLedger checks what the triggers would have.
      if (!checked) await tx.execute(sql.raw('SET LOCAL session_replication_role = replica'));
      await tx.execute(sql.raw(transactionsStatement(from, to)));
      await tx.execute(sql.raw(entriesStatement(from, to)));
    });
    const seconds = (performance.now() - start) / 1000;
    const [row] = await rowsOf<{ n: number }>(
      database,
      `SELECT count(*)::int AS n FROM ledger_entries WHERE transaction_id BETWEEN ${from} AND ${to}`,
    );
    done.push({ checked, transactions: to - from + 1, entries: row?.n ?? 0, seconds });
  }
  return done;
}

/** What the deferred triggers check, for every transaction at once, and what the app relies on. */
export interface LedgerCheck {
  transactions: number;
  entries: number;
  /** Fewer than two entries, or entries not summing to zero. */
  unbalanced: number;
  /** Entries of no transaction (the foreign key was not checked during the load). */
  orphans: number;
  /** Entries whose kind or artist rate differ from their transaction's. */
  notCopied: number;
  /** Payable entries not of the transaction's creator, or other entries naming a creator. */
  wrongCreator: number;
}

export async function checkLedger(database: Database): Promise<LedgerCheck> {
  const [row] = await rowsOf<Record<keyof LedgerCheck, number>>(
    database,
    `SELECT count(*) FILTER (WHERE id IS NOT NULL)::int AS transactions,
       coalesce(sum(n), 0)::int AS entries,
       count(*) FILTER (WHERE id IS NOT NULL AND (n < 2 OR total <> 0))::int AS unbalanced,
       coalesce(sum(n) FILTER (WHERE id IS NULL), 0)::int AS orphans,
       count(*) FILTER (WHERE not_copied)::int AS "notCopied",
       count(*) FILTER (WHERE wrong_creator)::int AS "wrongCreator"
     FROM (
       SELECT t.id, count(e.id) AS n, coalesce(sum(e.amount_cents), 0) AS total,
         coalesce(bool_or(e.kind <> t.kind OR e.artist_rate_bp <> t.artist_rate_bp), false) AS not_copied,
         coalesce(bool_or(CASE WHEN e.account = 'artist_payable' THEN e.creator_id IS DISTINCT FROM t.creator_id
           ELSE e.creator_id IS NOT NULL END), false) AS wrong_creator
       FROM ledger_transactions t FULL JOIN ledger_entries e ON e.transaction_id = t.id
       GROUP BY t.id
     ) per_transaction`,
  );
  if (!row) throw new Error('ledger: the check answered nothing');
  return row;
}

interface SampleRow {
  id: number;
  kind: string;
  creator_id: number;
  gross_cents: number;
  artist_rate_bp: number;
  original_gross: number | null;
  original_artist: number | null;
  entries: { account: string; creatorId: number | null; amountCents: number }[];
}

/**
 * Some transactions of every kind against what the app's own functions (paymentEntries,
 * refundEntries, payoutEntries) book for the same amounts: answers how many were compared and
 * the ids of any that differ.
 */
export async function compareWithDomain(database: Database, perKind: number) {
  const rows = await rowsOf<SampleRow>(
    database,
    `SELECT t.id::int, t.kind, t.creator_id, t.gross_cents, t.artist_rate_bp,
       o.gross_cents AS original_gross,
       (SELECT sum(amount_cents)::int FROM ledger_entries oe
         WHERE oe.transaction_id = o.id AND oe.account = 'artist_payable') AS original_artist,
       (SELECT json_agg(json_build_object('account', e.account, 'creatorId', e.creator_id,
           'amountCents', e.amount_cents) ORDER BY e.id)
         FROM ledger_entries e WHERE e.transaction_id = t.id) AS entries
     FROM (
       SELECT *, row_number() OVER (PARTITION BY kind ORDER BY hashint8(id)) AS k
       FROM ledger_transactions
     ) t
     LEFT JOIN ledger_transactions o ON o.id = t.reverses_id
     WHERE t.k <= ${perKind}`,
  );
  const differing: number[] = [];
  for (const row of rows) {
    let expected: EntryDraft[];
    if (row.kind === 'payout') {
      expected = payoutEntries({ creatorId: row.creator_id, amountCents: row.gross_cents });
    } else if (row.kind === 'refund') {
      expected = refundEntries({
        creatorId: row.creator_id,
        grossCents: row.original_gross ?? 0,
        artistCents: row.original_artist ?? 0,
        refundedBeforeCents: 0,
        refundCents: row.gross_cents,
        // Refunds fall in the same payout period as their payment: the balance covers the share.
        artistBalanceCents: Number.MAX_SAFE_INTEGER,
      }).entries;
    } else {
      const fee = row.entries.find((entry) => entry.account === 'processor_fees');
      expected = paymentEntries({
        creatorId: row.creator_id,
        grossCents: row.gross_cents,
        artistRateBp: row.artist_rate_bp,
        feeCents: fee?.amountCents ?? 0,
      }).entries;
    }
    const same = (entries: { account: string; creatorId: number | null; amountCents: number }[]) =>
      JSON.stringify(entries.map((e) => [e.account, e.creatorId, e.amountCents]));
    if (same(expected) !== same(row.entries)) differing.push(row.id);
  }
  return { compared: rows.length, differing };
}

export interface LoadedData extends People {
  /** Seconds per step. */
  steps: [string, number][];
  /** The ledger's insert, batch by batch. */
  seed: SeedBatch[];
  check: LedgerCheck;
  /** The lowest balance any creator had at any moment (never below zero, as the app keeps it). */
  lowestBalance: number;
  /** Tips booked in open periods to make the entries exact. */
  topUp: number;
}

/** Fills a migrated, empty database with `size`; ends with the ledger checked and statistics gathered. */
export async function loadLedgerData(
  database: Database,
  size: Size,
  options: {
    batches: number;
    /** The days the bookings span, up to now (the people joined before them). */
    days?: number;
    /** The moment the bookings end at; the present unless told. */
    now?: Date;
  },
): Promise<LoadedData> {
  const days = options.days ?? BOOKING_DAYS;
  const steps: [string, number][] = [];
  let mark = performance.now();
  const step = (name: string) => {
    const at = performance.now();
    steps.push([name, (at - mark) / 1000]);
    mark = at;
  };
  // One moment for every statement, so periods and renewals agree whichever statement runs when.
  const now = `'${(options.now ?? new Date()).toISOString()}'::timestamptz`;
  const people = await loadPeople(database, size, now, days);
  step('accounts');
  const { topUp } = await planAll(database, size, people, now, days);
  await run(
    database,
    `CREATE UNLOGGED TABLE bench_numbered AS
     SELECT (row_number() OVER (ORDER BY at, seq))::int AS id, * FROM bench_plan`,
  );
  await run(database, 'CREATE UNIQUE INDEX ON bench_numbered (seq)');
  await run(database, 'ANALYZE bench_numbered');
  step('plan');
  await run(
    database,
    `INSERT INTO subscriptions (id, fan_id, creator_id, status, price_cents, provider, provider_ref,
       card_last4, current_period_start, current_period_end, next_attempt_at, created_at,
       started_at, ended_at)
     SELECT id, fan_id, creator_id, CASE WHEN live THEN 'active' ELSE 'ended' END, price, provider,
       CASE WHEN provider = 'stripe' THEN 'sub_bench' || id END, '4242',
       start_at + (paid - 1) * interval '1 month', start_at + paid * interval '1 month',
       CASE WHEN live AND provider = 'demo' THEN start_at + paid * interval '1 month' END,
       start_at, start_at, CASE WHEN NOT live THEN start_at + paid * interval '1 month' END
     FROM (
       SELECT s.*, paid, paid < s.wanted AS live
       FROM bench_subs s
       JOIN (SELECT subscription_id, count(*)::int AS paid FROM bench_plan
         WHERE kind = 'subscription' GROUP BY subscription_id) p ON p.subscription_id = s.id
     ) counted
     ORDER BY id`,
  );
  await run(database, "SELECT setval('subscriptions_id_seq', (SELECT max(id) FROM subscriptions))");
  step('subscriptions');
  const [counted] = await rowsOf<{ n: number }>(
    database,
    'SELECT count(*)::int AS n FROM bench_numbered',
  );
  const seed = await insertLedger(database, counted?.n ?? 0, options.batches);
  await run(
    database,
    "SELECT setval('ledger_transactions_id_seq', (SELECT max(id) FROM ledger_transactions))",
  );
  step('ledger');
  await run(
    database,
    `INSERT INTO payout_requests (id, creator_id, amount_cents, status, requested_at, decided_at,
       decided_by, transaction_id)
     SELECT request_id, creator_id, gross, 'paid', requested_at, at, ${people.adminId}, id
     FROM bench_numbered WHERE kind = 'payout' ORDER BY request_id`,
  );
  await run(
    database,
    "SELECT setval('payout_requests_id_seq', (SELECT max(id) FROM payout_requests))",
  );
  // One creator in twenty with money waiting has just asked for it.
  await run(
    database,
    `INSERT INTO payout_requests (creator_id, amount_cents, requested_at)
     SELECT creator_id, balance, ${now} FROM (
       SELECT creator_id, sum(amount_cents)::int AS balance FROM ledger_entries
       WHERE account = 'artist_payable' GROUP BY creator_id
     ) b
     WHERE balance > 0 AND ${unit('creator_id', 701)} < 0.05
     ORDER BY creator_id`,
  );
  step('payout requests');
  for (const table of ['bench_numbered', 'bench_plan', 'bench_subs']) {
    await run(database, `DROP TABLE ${table}`);
  }
  const check = await checkLedger(database);
  const [lowest] = await rowsOf<{ low: number }>(
    database,
    `SELECT coalesce(min(running), 0)::int AS low FROM (
       SELECT sum(amount_cents) OVER (PARTITION BY creator_id ORDER BY created_at, id) AS running
       FROM ledger_entries WHERE account = 'artist_payable'
     ) balances`,
  );
  step('check');
  // The state autovacuum keeps a live database in: statistics gathered, visibility map set.
  for (const table of [
    'users',
    'creator_profiles',
    'subscriptions',
    'payout_requests',
    'ledger_transactions',
    'ledger_entries',
  ]) {
    await run(database, `VACUUM ANALYZE ${table}`);
  }
  if (database.kind === 'postgres') {
    // The load's writes reach the disk now rather than while requests are being timed.
    await run(database, 'CHECKPOINT').catch(() => {
      console.log('ledger: CHECKPOINT needs a superuser; timing while the load is written out');
    });
  }
  step('vacuum analyze');
  return { ...people, steps, seed, check, lowestBalance: lowest?.low ?? 0, topUp };
}

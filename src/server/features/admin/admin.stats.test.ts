import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callAs, createUser } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { rowsOf } from '../../testing/sql-rows.js';
import { createStatsRepo } from './stats.repo.js';
import { createStatsService } from './stats.service.js';

const t = setUpTestApp({ users: { admin: { prefix: 'st_admin', isAdmin: true } } });

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** A paid sale booked straight into the ledger at a past time: fan, artist, platform, fee. */
async function bookPast(key: string, creatorId: number, kind: string, gross: number, ago: number) {
  const artist = kind === 'tip' ? gross : Math.round(gross * 0.8);
  const fee = kind === 'tip' ? 0 : 30;
  const at = daysAgo(ago);
  await t.database.db.execute(sql`with t as (
      insert into ledger_transactions (idempotency_key, kind, creator_id, provider, gross_cents, artist_rate_bp, created_at)
      values (${key}, ${kind}, ${creatorId}, 'demo', ${gross}, ${kind === 'tip' ? 10000 : 8000}, ${at}) returning id)
    insert into ledger_entries (transaction_id, account, creator_id, amount_cents, kind, artist_rate_bp, created_at)
    select t.id, v.account, v.creator_id, v.amount, ${kind}, 8000, ${at}::timestamptz from t,
      (values ('fan_payments', null::int, ${-gross}::int),
              ('artist_payable', ${creatorId}::int, ${artist}::int),
              ('platform_revenue', null::int, ${gross - artist - fee}::int),
              ('processor_fees', null::int, ${fee}::int)) as v(account, creator_id, amount)
    where v.amount <> 0 or v.account = 'fan_payments'`);
}

/** The figures computed the slow way, over every raw row (demo creators' money left out). */
type Direct = Record<
  | 'users'
  | 'artists'
  | 'active'
  | 'revenue'
  | 'artist'
  | 'platform'
  | 'tips'
  | 'revenue_with_demo'
  | 'users_with_demo'
  | 'plays'
  | 'songs'
  | 'airplays',
  number
>;

async function direct(): Promise<Direct> {
  const [row] = await rowsOf<Direct>(
    t.database.db,
    sql`with members as (
      select * from users u
      where not exists (select 1 from creator_profiles p where p.user_id = u.id and p.is_demo))
    select
      (select count(*) from members)::int as users,
      (select count(*) from members where is_creator)::int as artists,
      (select count(*) from members where last_seen_at >= now() - interval '30 days')::int as active,
      (select count(*) from users)::int as users_with_demo,
      (select coalesce(-sum(amount_cents), 0) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
         where e.account = 'fan_payments' and not exists (select 1 from creator_profiles p where p.user_id = t.creator_id and p.is_demo))::int as revenue,
      (select coalesce(sum(amount_cents), 0) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
         where e.account = 'artist_payable' and e.kind <> 'payout' and not exists (select 1 from creator_profiles p where p.user_id = t.creator_id and p.is_demo))::int as artist,
      (select coalesce(sum(amount_cents), 0) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
         where e.account = 'platform_revenue' and not exists (select 1 from creator_profiles p where p.user_id = t.creator_id and p.is_demo))::int as platform,
      (select coalesce(-sum(amount_cents), 0) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
         where e.account = 'fan_payments' and e.kind = 'tip' and not exists (select 1 from creator_profiles p where p.user_id = t.creator_id and p.is_demo))::int as tips,
      (select coalesce(-sum(amount_cents), 0) from ledger_entries where account = 'fan_payments')::int as revenue_with_demo,
      (select coalesce(sum(plays), 0) from song_plays_daily)::int as plays,
      (select count(*) from songs)::int as songs,
      (select count(*) from played_tracks)::int as airplays`,
  );
  if (!row) throw new Error('the direct figures returned no row');
  return row;
}

async function stats() {
  const res = await callAs(t.app, t.users.admin, 'GET', '/api/admin/stats');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('admin statistics', () => {
  it('equal direct sums over the ledger, plays and members, from daily roll-ups plus today', async () => {
    const artist = await createUser(t.app, t.database, { prefix: 'st_artist', isCreator: true });
    const demo = await createUser(t.app, t.database, { prefix: 'st_demo', isCreator: true });
    await t.database.db.execute(
      sql`update creator_profiles set is_demo = true where user_id = ${demo.id}`,
    );
    // Members who joined on earlier days.
    await t.database.db.execute(sql`insert into users (username, email, password_hash, display_name, created_at, last_seen_at)
      select 'st_old_' || g, 'st_old_' || g || '@example.test', 'x', 'Old ' || g,
        now() - (g || ' days')::interval, now() - ((g * 3) || ' days')::interval
      from generate_series(1, 20) g`);
    await bookPast('st-1', artist.id, 'subscription', 499, 3);
    await bookPast('st-2', artist.id, 'tip', 1000, 2);
    await bookPast('st-3', artist.id, 'song_purchase', 199, 40);
    await bookPast('st-demo', demo.id, 'tip', 777, 2);
    const [song] = await rowsOf<{ id: number }>(
      t.database.db,
      sql`insert into songs (artist_id, title, status, duration_ms, size_bytes, original_key, original_mime)
        values (${artist.id}, 'Roll-up', 'ready', 60000, 1000, 'x', 'audio/mpeg') returning id`,
    );
    await t.database.db.execute(sql`insert into song_plays_daily (song_id, day, plays)
      select ${song?.id}, (now() - (g || ' days')::interval)::date, g * 10 from generate_series(0, 5) g`);
    await t.database.db.execute(sql`insert into played_tracks (artist, title, started_at)
      select 'Station', 'Track ' || g, now() - (g || ' hours')::interval from generate_series(0, 100) g`);

    await createStatsService({ repo: createStatsRepo(t.database.db) }).rollUp();
    const rolled = await rowsOf<{ days: number }>(
      t.database.db,
      sql`select count(*)::int as days from admin_daily_stats`,
    );
    expect(rolled[0]?.days).toBeGreaterThan(35);

    // Money today, after the roll-up: read live.
    await bookPast('st-today', artist.id, 'tip', 300, 0);
    const figures = await stats();
    const expected = await direct();
    expect(figures).toMatchObject({
      totalUsers: expected.users,
      totalArtists: expected.artists,
      totalFans: expected.users - expected.artists,
      activeUsers: expected.active,
      totalRevenueCents: expected.revenue,
      artistPayoutsCents: expected.artist,
      platformFeesCents: expected.platform,
      totalTipsCents: expected.tips,
      totalStreams: expected.plays,
      totalSongs: expected.songs,
      airplays: expected.airplays,
    });
    expect(figures.totalRevenueCents).toBe(499 + 1000 + 199 + 300);
    expect(figures.totalRevenue).toBe('19.98');
    // The demo creator's tip is in the ledger, not in the revenue.
    expect(expected.revenue_with_demo).toBe(expected.revenue + 777);
    // And the demo creator is not a member.
    expect(expected.users_with_demo).toBe(expected.users + 1);

    expect(figures.daily).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(figures.daily.at(-1)).toMatchObject({ day: today, plays: 0, revenueCents: 300 });
    // Sign-ups per day count members as "Total users" does: today's demo creator is not one.
    const [joined] = await rowsOf<{ members: number; all: number }>(
      t.database.db,
      sql`select count(*) filter (where not exists (select 1 from creator_profiles p where p.user_id = u.id and p.is_demo))::int as members,
        count(*)::int as all
      from users u where (created_at at time zone 'UTC')::date = (now() at time zone 'UTC')::date`,
    );
    expect(figures.daily.at(-1)?.signups).toBe(joined?.members);
    expect(joined?.all).toBe((joined?.members ?? 0) + 1);
    expect(figures.daily.at(-4)).toMatchObject({ plays: 30, revenueCents: 499 });
  });

  it('roll a finished day up once: a second run adds nothing', async () => {
    const service = createStatsService({ repo: createStatsRepo(t.database.db) });
    await service.rollUp();
    const before = await rowsOf<{ total: number }>(
      t.database.db,
      sql`select coalesce(sum(revenue_cents), 0)::int as total from admin_daily_stats`,
    );
    await service.rollUp();
    const after = await rowsOf<{ total: number }>(
      t.database.db,
      sql`select coalesce(sum(revenue_cents), 0)::int as total from admin_daily_stats`,
    );
    expect(after).toEqual(before);
    expect((await stats()).totalRevenueCents).toBe((await direct()).revenue);
  });
});

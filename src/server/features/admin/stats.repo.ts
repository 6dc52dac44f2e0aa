import { asc, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adminCounts, adminDailyStats } from '../../db/schema/index.js';
import { rowsOf } from '../../db/sql-rows.js';

export type DailyRow = typeof adminDailyStats.$inferSelect;
export type DayFigures = Omit<DailyRow, 'rolledAt'>;

const num = (value: unknown) => Number(value ?? 0);

/** A day on which nothing counted happened. */
export function emptyDay(day: string): DayFigures {
  return {
    day,
    signups: 0,
    revenueCents: 0,
    artistCents: 0,
    platformCents: 0,
    processorCents: 0,
    tipsCents: 0,
    plays: 0,
    airplays: 0,
  };
}

/**
 * The money of a span of days, from the ledger's entries, leaving out demo creators. The
 * definitions (README, "Admin dashboard"): revenue is what fans paid less what was refunded;
 * artist payouts the artists' part of it; platform fees the platform's part after processor fees;
 * tips what fans gave as tips.
 */
const MONEY_BY_DAY = (from: Date, to: Date) => sql`
  select (e.created_at at time zone 'UTC')::date::text as day,
    coalesce(-sum(e.amount_cents) filter (where e.account = 'fan_payments'), 0) as revenue,
    coalesce(sum(e.amount_cents) filter (where e.account = 'artist_payable' and e.kind <> 'payout'), 0) as artist,
    coalesce(sum(e.amount_cents) filter (where e.account = 'platform_revenue'), 0) as platform,
    coalesce(sum(e.amount_cents) filter (where e.account = 'processor_fees'), 0) as processor,
    coalesce(-sum(e.amount_cents) filter (where e.account = 'fan_payments' and e.kind = 'tip'), 0) as tips
  from ledger_entries e
  join ledger_transactions t on t.id = e.transaction_id
  where e.created_at >= ${from.toISOString()} and e.created_at < ${to.toISOString()}
    and not exists (
      select 1 from creator_profiles p where p.user_id = t.creator_id and p.is_demo
    )
  group by 1`;

/** Sign-ups by day, counted as "Total users" counts members: seeded demo creators are not. */
const SIGNUPS_BY_DAY = (from: Date, to: Date) => sql`
  select (created_at at time zone 'UTC')::date::text as day, count(*) as signups
  from users u where created_at >= ${from.toISOString()} and created_at < ${to.toISOString()}
    and not exists (select 1 from creator_profiles p where p.user_id = u.id and p.is_demo)
  group by 1`;

const PLAYS_BY_DAY = (from: Date, to: Date) => sql`
  select day::text as day, sum(plays) as plays from song_plays_daily
  where day >= ${from.toISOString().slice(0, 10)}::date and day < ${to.toISOString().slice(0, 10)}::date
  group by 1`;

const AIRPLAYS_BY_DAY = (from: Date, to: Date) => sql`
  select (started_at at time zone 'UTC')::date::text as day, count(*) as airplays
  from played_tracks where started_at >= ${from.toISOString()} and started_at < ${to.toISOString()}
  group by 1`;

export function createStatsRepo(db: Db) {
  /** Every figure of each day in [from, to), from the raw rows; days without activity are absent. */
  async function figuresBetween(from: Date, to: Date): Promise<Map<string, DayFigures>> {
    const [money, signups, plays, airplays] = await Promise.all([
      rowsOf<Record<string, unknown>>(db, MONEY_BY_DAY(from, to)),
      rowsOf<Record<string, unknown>>(db, SIGNUPS_BY_DAY(from, to)),
      rowsOf<Record<string, unknown>>(db, PLAYS_BY_DAY(from, to)),
      rowsOf<Record<string, unknown>>(db, AIRPLAYS_BY_DAY(from, to)),
    ]);
    const days = new Map<string, DayFigures>();
    const dayOf = (day: string) => {
      let figures = days.get(day);
      if (!figures) {
        figures = emptyDay(day);
        days.set(day, figures);
      }
      return figures;
    };
    for (const row of money) {
      const figures = dayOf(String(row.day));
      figures.revenueCents = num(row.revenue);
      figures.artistCents = num(row.artist);
      figures.platformCents = num(row.platform);
      figures.processorCents = num(row.processor);
      figures.tipsCents = num(row.tips);
    }
    for (const row of signups) {
      dayOf(String(row.day)).signups = num(row.signups);
    }
    for (const row of plays) {
      dayOf(String(row.day)).plays = num(row.plays);
    }
    for (const row of airplays) {
      dayOf(String(row.day)).airplays = num(row.airplays);
    }
    return days;
  }

  return {
    figuresBetween,

    /** The day after the last one rolled up, or null when nothing is rolled up yet. */
    async lastRolledDay(): Promise<string | null> {
      const [row] = await rowsOf<{ day: string | null }>(
        db,
        sql`select max(day)::text as day from admin_daily_stats`,
      );
      return row?.day ?? null;
    },

    /** The first moment anything the statistics count happened. */
    async firstActivity(): Promise<Date | null> {
      const [row] = await rowsOf<{ first: string | Date | null }>(
        db,
        sql`
        select least(
          (select min(created_at) from users),
          (select min(created_at) from ledger_entries),
          (select min(day)::timestamptz from song_plays_daily),
          (select min(started_at) from played_tracks)
        ) as first`,
      );
      return row?.first ? new Date(row.first) : null;
    },

    /** Writes finished days; a day is written once and kept (`days` may repeat one already there). */
    async saveDays(days: DayFigures[]) {
      if (days.length === 0) return;
      await db.insert(adminDailyStats).values(days).onConflictDoNothing();
    },

    async totals() {
      const [row = {}] = await rowsOf<Record<string, unknown>>(
        db,
        sql`
        select coalesce(sum(signups), 0) as signups, coalesce(sum(revenue_cents), 0) as revenue,
          coalesce(sum(artist_cents), 0) as artist, coalesce(sum(platform_cents), 0) as platform,
          coalesce(sum(processor_cents), 0) as processor, coalesce(sum(tips_cents), 0) as tips,
          coalesce(sum(plays), 0) as plays, coalesce(sum(airplays), 0) as airplays
        from admin_daily_stats`,
      );
      return {
        revenueCents: num(row.revenue),
        artistCents: num(row.artist),
        platformCents: num(row.platform),
        processorCents: num(row.processor),
        tipsCents: num(row.tips),
        plays: num(row.plays),
        airplays: num(row.airplays),
      };
    },

    async daysSince(day: string) {
      return db
        .select()
        .from(adminDailyStats)
        .where(gte(adminDailyStats.day, day))
        .orderBy(asc(adminDailyStats.day));
    },

    /** Takes the member and song counts afresh; demo creators are not members. */
    async countMembers(activeSince: Date, at: Date) {
      await db.execute(sql`
        insert into admin_counts (id, total_users, total_artists, active_users, total_songs, counted_at)
        select 1, count(*), count(*) filter (where is_creator),
          count(*) filter (where last_seen_at >= ${activeSince.toISOString()}),
          (select count(*) from songs), ${at.toISOString()}
        from users u
        -- Seeded demo creators are not members (creator-seed.ts).
        where not exists (select 1 from creator_profiles p where p.user_id = u.id and p.is_demo)
        on conflict (id) do update set total_users = excluded.total_users,
          total_artists = excluded.total_artists, active_users = excluded.active_users,
          total_songs = excluded.total_songs, counted_at = excluded.counted_at`);
    },

    async counts() {
      const [row] = await db.select().from(adminCounts);
      return row;
    },
  };
}

export type StatsRepo = ReturnType<typeof createStatsRepo>;

import { ADMIN_CHART_DAYS } from '../../../shared/admin.constants.js';
import type { AdminStats } from '../../../shared/contracts/admin.js';
import { cents, toDecimalString } from '../../../shared/domain/money.js';
import { type DayFigures, emptyDay, type StatsRepo } from './stats.repo.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const ACTIVE_DAYS = 30;
/**
 * A day is rolled up only this long after it ends: a booking whose transaction began before
 * midnight may commit a moment after it, and a rolled-up day is never read again.
 */
const SETTLE_MS = 10 * 60 * 1000;

const startOfUtcDay = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
const isoDay = (at: Date) => at.toISOString().slice(0, 10);
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS);
const money = (value: number) => toDecimalString(cents(value));

const MONEY_AND_PLAYS = [
  'revenueCents',
  'artistCents',
  'platformCents',
  'processorCents',
  'tipsCents',
  'plays',
  'airplays',
] as const;

/**
 * The admin statistics. Finished days are rolled up once by the job runner into one row each;
 * a request adds those rows (a year is 365 of them) to the live figures of the days not yet
 * rolled up (today, as a rule), read through the time indexes. No request scans every row.
 */
export function createStatsService({
  repo,
  now = () => new Date(),
}: {
  repo: StatsRepo;
  now?: () => Date;
}) {
  /** Rolls up every finished day not rolled up yet, and takes the member counts afresh. */
  async function rollUp() {
    const at = now();
    const today = startOfUtcDay(new Date(at.getTime() - SETTLE_MS));
    const last = await repo.lastRolledDay();
    const first = last ? dayAfter(last) : await repo.firstActivity();
    if (first && startOfUtcDay(first) < today) {
      const from = startOfUtcDay(first);
      const figures = await repo.figuresBetween(from, today);
      const days: DayFigures[] = [];
      for (let day = from; day < today; day = new Date(day.getTime() + DAY_MS)) {
        const key = isoDay(day);
        days.push(figures.get(key) ?? emptyDay(key));
      }
      await repo.saveDays(days);
    }
    await repo.countMembers(new Date(at.getTime() - ACTIVE_DAYS * DAY_MS), at);
  }

  return {
    rollUp,

    async read(): Promise<AdminStats> {
      const at = now();
      let counts = await repo.counts();
      if (!counts) {
        await repo.countMembers(new Date(at.getTime() - ACTIVE_DAYS * DAY_MS), at);
        counts = await repo.counts();
      }
      const last = await repo.lastRolledDay();
      // The days the job has not rolled up yet, read live: from the day after the last rolled one.
      const liveFrom = last ? dayAfter(last) : new Date(0);
      const chartFrom = isoDay(
        new Date(startOfUtcDay(at).getTime() - (ADMIN_CHART_DAYS - 1) * DAY_MS),
      );
      const [rolled, live, recent] = await Promise.all([
        repo.totals(),
        repo.figuresBetween(liveFrom, new Date(startOfUtcDay(at).getTime() + 2 * DAY_MS)),
        repo.daysSince(chartFrom),
      ]);
      const totals = { ...rolled };
      for (const day of live.values()) {
        for (const field of MONEY_AND_PLAYS) totals[field] += day[field];
      }
      const byDay = new Map<string, DayFigures>(recent.map((row) => [row.day, row]));
      for (const [day, figures] of live) byDay.set(day, figures);
      const daily = [];
      for (let i = ADMIN_CHART_DAYS - 1; i >= 0; i--) {
        const day = isoDay(new Date(startOfUtcDay(at).getTime() - i * DAY_MS));
        const figures = byDay.get(day) ?? emptyDay(day);
        daily.push({
          day,
          signups: figures.signups,
          revenueCents: figures.revenueCents,
          plays: figures.plays,
        });
      }
      const totalUsers = counts?.totalUsers ?? 0;
      const totalArtists = counts?.totalArtists ?? 0;
      return {
        totalUsers,
        totalArtists,
        totalFans: totalUsers - totalArtists,
        activeUsers: counts?.activeUsers ?? 0,
        totalRevenue: money(totals.revenueCents),
        totalRevenueCents: totals.revenueCents,
        artistPayouts: money(totals.artistCents),
        artistPayoutsCents: totals.artistCents,
        platformFees: money(totals.platformCents),
        platformFeesCents: totals.platformCents,
        processorFeesCents: totals.processorCents,
        totalTips: money(totals.tipsCents),
        totalTipsCents: totals.tipsCents,
        totalStreams: totals.plays,
        totalSongs: counts?.totalSongs ?? 0,
        airplays: totals.airplays,
        daily,
        membersCountedAt: (counts?.countedAt ?? at).toISOString(),
      };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;

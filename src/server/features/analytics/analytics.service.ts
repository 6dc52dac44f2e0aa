import { type AnalyticsDays, TOP_SONGS_LIMIT } from '../../../shared/analytics.constants.js';
import type { ArtistAnalytics } from '../../../shared/contracts/analytics.js';
import { type Actor, can } from '../../../shared/domain/policies.js';
import { notFound } from '../../lib/http-error.js';
import type { AnalyticsRepo, DayRange } from './analytics.repo.js';
import { toArtistAnalytics } from './analytics.views.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `days` UTC calendar days, today included. */
export function dayRange(now: Date, days: number): DayRange {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: isoDay(today - (days - 1) * DAY_MS), to: isoDay(today) };
}

export interface AnalyticsServiceDeps {
  repo: AnalyticsRepo;
  now?: () => Date;
}

/** A creator's own plays, top songs and audience over a window of days. */
export function createAnalyticsService(deps: AnalyticsServiceDeps) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async overview(actor: Actor, days: AnalyticsDays): Promise<ArtistAnalytics> {
      // The route lets administrators through as it does for every artist figure; one without a
      // creator page has no analytics of their own (as with the artist's stats).
      if (!can(actor, 'analytics.read')) {
        throw notFound('You have no creator page, so there are no analytics to show.');
      }
      const range = dayRange(now(), days);
      const [playsByDay, topSongs, subscribersByDay, audience, airplay, airedSongs] =
        await Promise.all([
          repo.playsByDay(actor.id, range),
          repo.topSongs(actor.id, range, TOP_SONGS_LIMIT),
          repo.subscribersByDay(actor.id, range),
          repo.audience(actor.id),
          repo.airplay(actor.id, range),
          repo.airedSongs(actor.id, range, TOP_SONGS_LIMIT),
        ]);
      if (!audience) throw notFound('That account no longer exists.');
      return toArtistAnalytics(days, {
        playsByDay,
        topSongs,
        subscribersByDay,
        audience,
        airplay,
        airedSongs,
      });
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

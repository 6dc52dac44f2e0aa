import { type Actor, can } from '../../../shared/domain/policies.js';
import { ACTIVITY_ITEMS, STATS_WINDOW_DAYS } from '../../../shared/posts.constants.js';
import { notFound } from '../../lib/http-error.js';
import type { DashboardRepo } from './dashboard.repo.js';
import { toActivityItem, toDashboardStats } from './dashboard.views.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DashboardServiceDeps {
  repo: DashboardRepo;
  now?: () => Date;
}

/**
 * A member's own figures and recent activity: a creator's as what fans gave them, anyone
 * else's as what they gave.
 */
export function createDashboardService({ repo, now = () => new Date() }: DashboardServiceDeps) {
  return {
    async stats(actor: Actor) {
      const since = new Date(now().getTime() - STATS_WINDOW_DAYS * DAY_MS);
      const stats = await repo.stats(actor.id, since);
      if (!stats) throw notFound('That account no longer exists.');
      return toDashboardStats(can(actor, 'creator.earn') ? 'creator' : 'fan', stats);
    },

    async activity(actor: Actor) {
      const direction = can(actor, 'creator.earn') ? ('received' as const) : ('given' as const);
      const rows = await repo.activity(actor.id, direction, ACTIVITY_ITEMS);
      return { direction, items: rows.map(toActivityItem) };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;

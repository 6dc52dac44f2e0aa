import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { createAnalyticsRepo } from './analytics.repo.js';
import { analyticsRoutes } from './analytics.routes.js';
import { createAnalyticsService } from './analytics.service.js';

/**
 * The artist's analytics: read-only figures aggregated from songs' plays, the station's airplay,
 * subscriptions and follows.
 */
export function createAnalyticsModule({ db }: ModuleDeps): FeatureModule {
  const analytics = createAnalyticsService({ repo: createAnalyticsRepo(db) });
  return {
    name: 'analytics',
    register: (app) => analyticsRoutes(app, { analytics }),
  };
}

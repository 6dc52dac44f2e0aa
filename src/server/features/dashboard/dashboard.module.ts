import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { createDashboardRepo } from './dashboard.repo.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { createDashboardService } from './dashboard.service.js';

/** A member's own figures and recent activity, read straight from the platform's tables. */
export function createDashboardModule({ db }: ModuleDeps): FeatureModule {
  const dashboard = createDashboardService({ repo: createDashboardRepo(db) });
  return {
    name: 'dashboard',
    register: (app) => dashboardRoutes(app, { dashboard }),
  };
}

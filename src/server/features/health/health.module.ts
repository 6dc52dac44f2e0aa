import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { healthRoutes } from './health.routes.js';
import { createHealthService } from './health.service.js';

/** Liveness and readiness, for whoever runs the site. */
export function createHealthModule({ database }: ModuleDeps): FeatureModule {
  return {
    name: 'health',
    register: (app) => healthRoutes(app, { health: createHealthService({ database }) }),
  };
}

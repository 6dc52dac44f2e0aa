import type { FeatureModule } from '../../modules.js';
import { clientErrorRoutes } from './client-errors.routes.js';

/** Crash reports from browsers, written to the log. */
export function createClientErrorsModule(): FeatureModule {
  return { name: 'client-errors', register: (app) => clientErrorRoutes(app) };
}

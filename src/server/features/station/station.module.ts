import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { createStationRepo } from './station.repo.js';
import { stationRoutes } from './station.routes.js';

/** The station's own pages' data: slides and staff. */
export function createStationModule({ db }: ModuleDeps): FeatureModule {
  const repo = createStationRepo(db);
  return { name: 'station', register: (app) => stationRoutes(app, { repo }) };
}

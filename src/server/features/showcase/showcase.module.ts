import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { createShowcaseRepo } from './showcase.repo.js';
import { showcaseRoutes } from './showcase.routes.js';

/** The showcase: the home page's slides and the staff cards. */
export function createShowcaseModule({ db }: ModuleDeps): FeatureModule {
  const repo = createShowcaseRepo(db);
  return { name: 'showcase', register: (app) => showcaseRoutes(app, { repo }) };
}

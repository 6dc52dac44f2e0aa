import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { createShowcaseRepo } from './showcase.repo.js';
import { showcaseRoutes } from './showcase.routes.js';
import { createShowcaseService } from './showcase.service.js';

/** The showcase: the home page's slides and the staff cards. */
export function createShowcaseModule({ db }: ModuleDeps): FeatureModule {
  const showcase = createShowcaseService({ repo: createShowcaseRepo(db) });
  return { name: 'showcase', register: (app) => showcaseRoutes(app, { showcase }) };
}

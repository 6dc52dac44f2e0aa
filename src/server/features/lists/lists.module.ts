import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { createListsRepo } from './lists.repo.js';
import { listRoutes } from './lists.routes.js';
import { createListsService } from './lists.service.js';

/** Members' own lists of people. */
export function createListsModule({ db }: ModuleDeps): FeatureModule {
  const lists = createListsService({ repo: createListsRepo(db) });
  return { name: 'lists', register: (app) => listRoutes(app, { lists }) };
}

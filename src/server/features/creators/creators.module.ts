import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { createCreatorsRepo } from './creators.repo.js';
import { creatorRoutes } from './creators.routes.js';
import { type CreatorsServiceDeps, createCreatorsService } from './creators.service.js';

/**
 * Creator profiles, discovery and follows. Its service is also handed to the sign-up, so that
 * "register as a creator" and "Become a Creator" go through the same gate.
 */
export function createCreatorsModule(
  { db }: ModuleDeps,
  links: Pick<CreatorsServiceDeps, 'notify' | 'registrationOpen' | 'priceChanged'>,
) {
  const creators = createCreatorsService({ repo: createCreatorsRepo(db), ...links });
  const module: FeatureModule = {
    name: 'creators',
    register: (app) => creatorRoutes(app, { creators }),
  };
  return { module, service: creators };
}

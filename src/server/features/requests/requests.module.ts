import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { createRequestsRepo } from './requests.repo.js';
import { requestRoutes } from './requests.routes.js';
import { createRequestsService } from './requests.service.js';

/** Listeners' song requests, votes and the DJs' decisions. */
export function createRequestsModule({ db, env }: ModuleDeps): FeatureModule {
  const requests = createRequestsService({ repo: createRequestsRepo(db) });
  return {
    name: 'requests',
    register: (app) => requestRoutes(app, { requests, publicUrl: env.PUBLIC_URL }),
  };
}

import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { createApplicationsRepo } from './applications.repo.js';
import { createApprovalsService } from './approvals.service.js';
import { createCreatorsRepo } from './creators.repo.js';
import { creatorRoutes } from './creators.routes.js';
import { type CreatorsServiceDeps, createCreatorsService } from './creators.service.js';

/**
 * Creator profiles, discovery and follows. Its service is also handed to the sign-up, so that
 * "register as a creator" and "Become a Creator" go through the same gate.
 */
export function createCreatorsModule(
  { db, env }: ModuleDeps,
  links: Pick<CreatorsServiceDeps, 'notify' | 'priceChanged'> & {
    /** The admin switches for creator sign-ups and beta approvals. */
    switches: Pick<CreatorsServiceDeps, 'registrationOpen' | 'approvalNeeded'>;
  },
) {
  const repo = createCreatorsRepo(db);
  const applications = createApplicationsRepo(db);
  const { notify, priceChanged, switches } = links;
  const creators = createCreatorsService({
    repo,
    applications,
    notify,
    priceChanged,
    registrationOpen: switches.registrationOpen,
    approvalNeeded: switches.approvalNeeded,
  });
  const approvals = createApprovalsService({ repo, applications, notify: links.notify });
  const module: FeatureModule = {
    name: 'creators',
    register: (app) => creatorRoutes(app, { creators, publicReadMs: env.PUBLIC_READ_CACHE_MS }),
  };
  return { module, service: creators, approvals };
}

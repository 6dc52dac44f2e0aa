import type { AuditTrail, FeatureModule, ModuleDeps } from '../../modules.js';
import { createRequestsRepo } from './requests.repo.js';
import { requestRoutes } from './requests.routes.js';
import { createRequestsService } from './requests.service.js';

/**
 * Listeners' song requests, votes and the DJs' decisions; `forAir` is what the station's
 * AutoDJ reads (open requests by votes) and marks (a request played when it goes on air).
 * The crew's decisions go on the audit trail; the AutoDJ's do not, being no one's act.
 */
export function createRequestsModule({ db, env }: ModuleDeps, { audit }: { audit: AuditTrail }) {
  const repo = createRequestsRepo(db);
  const requests = createRequestsService({ repo, audit });
  const module: FeatureModule = {
    name: 'requests',
    register: (app) => requestRoutes(app, { requests, publicUrl: env.PUBLIC_URL }),
  };
  return {
    module,
    forAir: {
      openByVotes: () => repo.openByVotes(),
      markPlayed: async (id: number) => {
        await repo.decide(id, 'played', null);
      },
    },
  };
}

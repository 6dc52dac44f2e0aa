import type { FeatureModule, ModuleDeps } from '../../modules.js';
import type { SessionCookies } from '../../plugins/auth.js';
import { createAccountRepo } from './account.repo.js';
import { accountRoutes } from './account.routes.js';
import { type AddressChanges, createAccountService } from './account.service.js';

/** The signed-in member's own account: profile, avatar, password, e-mail, deletion. */
export function createAccountModule(
  { db }: ModuleDeps,
  auth: {
    service: Parameters<typeof createAccountService>[0]['sessions'];
    cookies: SessionCookies;
    verification: AddressChanges;
  },
): FeatureModule {
  const accounts = createAccountService({
    repo: createAccountRepo(db),
    sessions: auth.service,
    addresses: auth.verification,
  });
  return {
    name: 'account',
    register: (app) => accountRoutes(app, { accounts, cookies: auth.cookies }),
  };
}

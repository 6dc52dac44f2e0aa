import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { createSessionCookies } from '../../plugins/auth.js';
import { createAuthRepo } from './auth.repo.js';
import { authRoutes } from './auth.routes.js';
import { type CreatorSignUp, createAuthService, SESSION_ABSOLUTE_MS } from './auth.service.js';

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Accounts' sign-up, sign-in and sessions; expired sessions and old failures pruned hourly. */
export function createAuthModule({ db, env, jobs }: ModuleDeps, creators: CreatorSignUp) {
  const service = createAuthService({ repo: createAuthRepo(db), creators });
  const cookies = createSessionCookies({
    publicUrl: env.PUBLIC_URL,
    sessionMaxAgeMs: SESSION_ABSOLUTE_MS,
  });
  jobs.add({
    name: 'session-housekeeping',
    first: () => PRUNE_EVERY_MS,
    every: () => PRUNE_EVERY_MS,
    run: () => service.prune(),
  });
  return {
    service,
    cookies,
    module: {
      name: 'auth',
      register: (app) => authRoutes(app, { auth: service, cookies, publicUrl: env.PUBLIC_URL }),
    } satisfies FeatureModule,
  };
}

import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { createSessionCookies } from '../../plugins/auth.js';
import { createAuthRepo } from './auth.repo.js';
import { authRoutes } from './auth.routes.js';
import { type CreatorSignUp, createAuthService, SESSION_ABSOLUTE_MS } from './auth.service.js';
import { createEmailVerification } from './email-verification.js';
import type { MailQueue } from './mailed-links.js';
import { createPasswordReset } from './password-reset.js';
import { createTwoFactor } from './two-factor.js';
import { twoFactorRoutes } from './two-factor.routes.js';

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Accounts' sign-up, sign-in, sessions and forgotten passwords; expired sessions, old failures
 * and old reset links pruned hourly.
 */
export function createAuthModule(
  { db, env, jobs, log }: ModuleDeps,
  ports: { creators: CreatorSignUp; mail: MailQueue },
) {
  const repo = createAuthRepo(db);
  const twoFactor = createTwoFactor({ repo });
  const service = createAuthService({ repo, creators: ports.creators, twoFactor });
  const mailing = {
    repo,
    mail: ports.mail,
    publicUrl: env.PUBLIC_URL,
    log,
    background: jobs.track,
  };
  const passwordReset = createPasswordReset(mailing);
  const verification = createEmailVerification(mailing);
  const cookies = createSessionCookies({
    publicUrl: env.PUBLIC_URL,
    sessionMaxAgeMs: SESSION_ABSOLUTE_MS,
  });
  jobs.add({
    name: 'session-housekeeping',
    first: () => PRUNE_EVERY_MS,
    every: () => PRUNE_EVERY_MS,
    run: async () => {
      await service.prune();
      await passwordReset.prune();
      await verification.prune();
    },
  });
  return {
    service,
    cookies,
    verification,
    module: {
      name: 'auth',
      register: (app) => {
        authRoutes(app, {
          auth: service,
          passwordReset,
          verification,
          cookies,
          publicUrl: env.PUBLIC_URL,
        });
        twoFactorRoutes(app, { twoFactor });
      },
    } satisfies FeatureModule,
  };
}

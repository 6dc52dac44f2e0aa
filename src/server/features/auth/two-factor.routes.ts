import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  recoveryCodesSchema,
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  twoFactorSetupRequestSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../../../shared/contracts/auth.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import type { TwoFactor } from './two-factor.js';

/**
 * Guessing a password or a code through set-up is as slow as through sign-in: ten tries per
 * member in 15 minutes, whatever address they come from.
 */
const GUARDED = {
  max: 10,
  timeWindow: '15 minutes',
  keyGenerator: (request: FastifyRequest) =>
    request.user ? `member:${request.user.id}` : `address:${request.ip}`,
};

export function twoFactorRoutes(app: FastifyInstance, deps: { twoFactor: TwoFactor }) {
  const route = declareRoutes(app, { tags: ['auth'], errors: [400, 401, 409, 429] });

  route('GET /api/auth/two-factor', {
    access: 'user',
    summary: 'Whether I sign in with an authenticator code, and my recovery codes left',
    ok: twoFactorStatusSchema,
    errors: [401],
    personal: true,
    handle: (request) => deps.twoFactor.status(request.user),
  });

  route('POST /api/auth/two-factor/setup', {
    access: 'user',
    rateLimit: GUARDED,
    summary: 'Start two-factor set-up: a new secret as a QR code, after the password again',
    body: twoFactorSetupRequestSchema,
    ok: twoFactorSetupSchema,
    cache: 'no-store',
    handle: (request) => deps.twoFactor.setUp(request.user, request.body.password),
  });

  route('POST /api/auth/two-factor/enable', {
    access: 'user',
    rateLimit: GUARDED,
    summary: 'Turn two-factor sign-in on with a first code; answers ten recovery codes, once',
    description:
      'Every other session of the member ends. The recovery codes are never shown again: only their hashes are kept.',
    body: twoFactorCodeSchema,
    ok: recoveryCodesSchema,
    cache: 'no-store',
    handle: async (request) => ({
      recoveryCodes: await deps.twoFactor.enable(
        request.user,
        request.sessionId,
        request.body.code,
      ),
    }),
  });

  route('POST /api/auth/two-factor/disable', {
    access: 'user',
    rateLimit: GUARDED,
    summary: 'Turn two-factor sign-in off with a current code or a recovery code',
    body: twoFactorDisableSchema,
    status: 204,
    handle: async (request) => {
      await deps.twoFactor.disable(request.user, request.body);
    },
  });

  route('POST /api/auth/two-factor/recovery-codes', {
    access: 'user',
    rateLimit: GUARDED,
    summary: 'Replace my recovery codes for a current code; answers the new ones, once',
    body: twoFactorCodeSchema,
    ok: recoveryCodesSchema,
    cache: 'no-store',
    handle: async (request) => ({
      recoveryCodes: await deps.twoFactor.renewRecoveryCodes(request.user, request.body.code),
    }),
  });
}

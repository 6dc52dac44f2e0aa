import type { FastifyInstance } from 'fastify';
import {
  accountUserSchema,
  emailVerifiedSchema,
  endedSessionsSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  passwordResetCompleteSchema,
  passwordResetLinkSchema,
  passwordResetRequestSchema,
  passwordResetTokenSchema,
  registerRequestSchema,
  registerResponseSchema,
  sessionListSchema,
} from '../../../shared/contracts/auth.js';
import { idParamsSchema } from '../../../shared/contracts/fields.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import type { SessionCookies } from '../../plugins/auth.js';
import type { AuthService } from './auth.service.js';
import { toAccountUser, toSignedInSession } from './auth.views.js';
import { DEVICE_COOKIE, setDeviceCookie } from './device-cookies.js';
import type { EmailVerification } from './email-verification.js';
import type { PasswordReset } from './password-reset.js';

export interface AuthRoutesDeps {
  auth: AuthService;
  passwordReset: PasswordReset;
  verification: EmailVerification;
  cookies: SessionCookies;
  /** Device cookies are Secure when this is https (or when the request itself came over https). */
  publicUrl: string;
}

export function authRoutes(app: FastifyInstance, deps: AuthRoutesDeps) {
  const route = declareRoutes(app, { tags: ['auth'], errors: [400, 401, 409, 429] });
  const httpsSite = deps.publicUrl.startsWith('https://');

  route('POST /api/auth/register', {
    access: 'public',
    rateLimit: { max: 20, timeWindow: '1 hour' },
    summary: 'Create an account',
    body: registerRequestSchema,
    ok: registerResponseSchema,
    status: 201,
    handle: async (request) => {
      const user = await deps.auth.register(request.body);
      deps.verification.welcome(user);
      return { message: 'Account created successfully! Please log in.', user: toAccountUser(user) };
    },
  });

  route('POST /api/auth/login', {
    access: 'public',
    summary: 'Sign in with a username (or e-mail) and password',
    description:
      'Returns a session token and also sets it as an httpOnly cookie. Either authenticates later requests (Authorization: Bearer, or the cookie). Also sets a long-lived device cookie that exempts this browser from the throttling of failed sign-ins to this account meant for other clients.',
    body: loginRequestSchema,
    ok: loginResponseSchema,
    handle: async (request, reply) => {
      const { token, user, deviceCookie } = await deps.auth.login(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        deviceCookie: request.cookies[DEVICE_COOKIE],
      });
      deps.cookies.setSessionCookie(reply, token);
      setDeviceCookie(reply, deviceCookie, httpsSite || request.protocol === 'https');
      reply.header('cache-control', 'no-store');
      return { token, user: toAccountUser(user) };
    },
  });

  route('POST /api/auth/logout', {
    access: 'user',
    summary: 'End this session on the server',
    status: 204,
    errors: [401],
    handle: async (request, reply) => {
      await deps.auth.logout(request.sessionId);
      deps.cookies.clearSessionCookie(reply);
    },
  });

  route('GET /api/auth/user', {
    access: 'user',
    summary: 'The signed-in user, as the account menu shows it',
    ok: accountUserSchema,
    errors: [401],
    cache: 'no-store',
    handle: (request) => toAccountUser(request.user),
  });

  route('GET /api/auth/sessions', {
    access: 'user',
    summary: 'My signed-in sessions: device, network and last use, the current one marked',
    ok: sessionListSchema,
    errors: [401],
    personal: true,
    handle: async (request) => ({
      sessions: (await deps.auth.sessionsOf(request.user.id)).map((row) =>
        toSignedInSession(row, request.sessionId),
      ),
    }),
  });

  route('DELETE /api/auth/sessions/:id', {
    access: 'user',
    summary: 'Sign out one of my sessions; its next request is refused',
    params: idParamsSchema,
    status: 204,
    errors: [400, 401, 404],
    handle: async (request, reply) => {
      await deps.auth.endSession(request.user.id, request.params.id);
      if (request.params.id === request.sessionId) deps.cookies.clearSessionCookie(reply);
    },
  });

  route('POST /api/auth/sessions/sign-out-others', {
    access: 'user',
    summary: 'Sign out every session of mine but this one',
    ok: endedSessionsSchema,
    errors: [401],
    handle: async (request) => ({
      ended: await deps.auth.revokeAllFor(request.user.id, request.sessionId),
    }),
  });

  route('POST /api/auth/password-reset', {
    access: 'public',
    rateLimit: { max: 30, timeWindow: '1 hour' },
    summary: 'Forgot password: e-mail a single-use link to choose a new one',
    description:
      'Answers the same whether or not the address has an account. The link works once, for one hour; at most 5 requests per address and 3 mails per account in 15 minutes.',
    body: passwordResetRequestSchema,
    ok: messageResponseSchema,
    status: 202,
    errors: [400, 429],
    handle: (request) => deps.passwordReset.request(request.body.email, request.ip),
  });

  route('POST /api/auth/password-reset/check', {
    access: 'public',
    rateLimit: { max: 60, timeWindow: '15 minutes' },
    summary: 'Whether a reset link can still be used',
    body: passwordResetTokenSchema,
    ok: passwordResetLinkSchema,
    errors: [400, 410],
    cache: 'no-store',
    handle: (request) => deps.passwordReset.check(request.body.token),
  });

  route('POST /api/auth/password-reset/complete', {
    access: 'public',
    rateLimit: { max: 30, timeWindow: '15 minutes' },
    summary: 'Choose a new password with a reset link; every session of the account ends',
    body: passwordResetCompleteSchema,
    ok: messageResponseSchema,
    errors: [400, 410],
    handle: async (request) => {
      await deps.passwordReset.complete(request.body.token, request.body.password);
      return { message: 'Your new password is set. Sign in with it now.' };
    },
  });

  route('POST /api/auth/verify-email', {
    access: 'public',
    rateLimit: { max: 60, timeWindow: '15 minutes' },
    summary: 'Confirm an e-mail address with the link sent to it',
    body: passwordResetTokenSchema,
    ok: emailVerifiedSchema,
    errors: [400, 410],
    handle: async (request) => {
      const { email } = await deps.verification.verify(request.body.token);
      return { email, message: `${email} is confirmed. Thank you!` };
    },
  });

  route('POST /api/auth/verify-email/resend', {
    access: 'user',
    summary: 'Send the confirmation link for my e-mail address again',
    ok: messageResponseSchema,
    status: 202,
    errors: [401, 409, 429],
    handle: (request) => deps.verification.resend(request.user),
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountUserSchema,
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
} from '../../../shared/contracts/auth.js';
import { errorAnswers } from '../../lib/http-responses.js';
import type { SessionCookies } from '../../plugins/auth.js';
import type { AuthService } from './auth.service.js';
import { toAccountUser } from './auth.views.js';
import { DEVICE_COOKIE, setDeviceCookie } from './device-cookies.js';

const errors = errorAnswers(400, 401, 409, 429);

export interface AuthRoutesDeps {
  auth: AuthService;
  cookies: SessionCookies;
  /** Device cookies are Secure when this is https (or when the request itself came over https). */
  publicUrl: string;
}

export function authRoutes(app: FastifyInstance, deps: AuthRoutesDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const httpsSite = deps.publicUrl.startsWith('https://');

  api.post(
    '/api/auth/register',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        tags: ['auth'],
        summary: 'Create an account',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await deps.auth.register(request.body);
      return reply.code(201).send({
        message: 'Account created successfully! Please log in.',
        user: toAccountUser(user),
      });
    },
  );

  api.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a username (or e-mail) and password',
        description:
          'Returns a session token and also sets it as an httpOnly cookie. Either authenticates later requests (Authorization: Bearer, or the cookie). Also sets a long-lived device cookie that exempts this browser from the throttling of failed sign-ins to this account meant for other clients.',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
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
  );

  api.post(
    '/api/auth/logout',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'End this session on the server',
        response: { 204: z.null(), ...errorAnswers(401) },
      },
    },
    async (request, reply) => {
      await deps.auth.logout(request.sessionId);
      deps.cookies.clearSessionCookie(reply);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/api/auth/user',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, as the account menu shows it',
        response: { 200: accountUserSchema, ...errorAnswers(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toAccountUser(request.user);
    },
  );
}

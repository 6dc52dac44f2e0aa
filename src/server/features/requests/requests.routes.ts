import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idParamsSchema } from '../../../shared/contracts/fields.js';
import {
  decidedSongRequestListSchema,
  songRequestCreateSchema,
  songRequestDecisionSchema,
  songRequestListSchema,
  songRequestSchema,
} from '../../../shared/contracts/requests.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import type { Listener, RequestsService } from './requests.service.js';

export const LISTENER_COOKIE = 'listener';
const LISTENER_ID = /^[A-Za-z0-9_-]{22}$/;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Members are known by their account. Anyone else gets a random listener id in a cookie on
 * their first visit, which is what "one vote per listener" counts; the address (hashed) also
 * holds anonymous listeners to the request cooldown when they clear their cookies.
 *
 * A caller without a (valid) listener cookie, a script or a browser that refuses cookies, is
 * known by its hashed address alone for that call: leaving the cookie out would otherwise buy a
 * fresh vote every time. The cookie handed out with the answer makes it a listener of its own
 * from its next call, as a first visit in a browser always is.
 */
function listenerOf(request: FastifyRequest, reply: FastifyReply, secure: boolean): Listener {
  const address = createHash('sha256').update(`song-requests:${request.ip}`).digest('base64url');
  if (request.user) {
    const { id, username } = request.user;
    return { key: `user:${id}`, address, user: { id, username } };
  }
  const id = request.cookies[LISTENER_COOKIE];
  if (id && LISTENER_ID.test(id)) return { key: `listener:${id}`, address, user: null };
  reply.setCookie(LISTENER_COOKIE, randomBytes(16).toString('base64url'), {
    path: '/api/requests',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: YEAR_SECONDS,
  });
  return { key: `address:${address}`, address, user: null };
}

export function requestRoutes(
  app: FastifyInstance,
  deps: { requests: RequestsService; publicUrl: string },
) {
  const route = declareRoutes(app, { tags: ['requests'], errors: [400, 404, 409] });

  const secure = deps.publicUrl.startsWith('https://');
  const listener = (request: FastifyRequest, reply: FastifyReply) =>
    listenerOf(request, reply, secure);

  route('GET /api/requests', {
    access: 'public',
    summary: 'Open song requests by votes, the latest played, and when the caller may request',
    ok: songRequestListSchema,
    errors: [],
    cache: 'no-store',
    handle: (request, reply) => deps.requests.list(listener(request, reply)),
  });

  route('POST /api/requests', {
    access: 'public',
    rateLimit: { max: 20, timeWindow: '1 hour' },
    rateLimitMessage: 'Too many song requests from this connection.',
    summary: 'Request a song (counts as its first vote)',
    body: songRequestCreateSchema,
    ok: songRequestSchema,
    status: 201,
    errors: [400, 404, 409, 429],
    handle: (request, reply) => deps.requests.create(request.body, listener(request, reply)),
  });

  route('POST /api/requests/:id/vote', {
    access: 'public',
    rateLimit: { max: 60, timeWindow: '1 hour' },
    rateLimitMessage: 'Too many votes from this connection.',
    summary: 'Vote for an open request, once per listener (or per address without a cookie)',
    params: idParamsSchema,
    ok: songRequestSchema,
    errors: [400, 404, 409, 429],
    handle: (request, reply) => deps.requests.vote(request.params.id, listener(request, reply)),
  });

  route('GET /api/requests/decided', {
    access: 'dj',
    summary: 'The latest requests played or declined, with who decided (DJs and admins)',
    ok: decidedSongRequestListSchema,
    errors: [401, 403],
    cache: 'no-store',
    handle: (request) => deps.requests.recentlyDecided(request.user),
  });

  route('PATCH /api/requests/:id', {
    access: 'dj',
    summary: 'Mark a request played or declined (DJs and admins)',
    params: idParamsSchema,
    body: songRequestDecisionSchema,
    ok: songRequestSchema,
    errors: [400, 404, 409, 401, 403],
    handle: (request) => deps.requests.decide(request.user, request.params.id, request.body.status),
  });
}

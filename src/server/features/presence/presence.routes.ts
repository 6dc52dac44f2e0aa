import type { FastifyInstance } from 'fastify';
import { LISTENING_BEAT_MS } from '../../../shared/friends.constants.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import type { Presence } from './presence.js';

/** A listener counts as listening this long after their player last said so. */
export const LISTENING_TTL_MS = LISTENING_BEAT_MS * 3;

export function presenceRoutes(app: FastifyInstance, deps: { presence: Presence }) {
  const route = declareRoutes(app, { tags: ['friends'], errors: [401] });
  const rateLimit = { max: 30, timeWindow: '1 minute' };

  route('PUT /api/presence/listening', {
    access: 'user',
    rateLimit,
    summary: 'My player is playing the station (repeat while it plays)',
    status: 204,
    handle: (request) => deps.presence.listen(request.user.id, LISTENING_TTL_MS),
  });

  route('DELETE /api/presence/listening', {
    access: 'user',
    rateLimit,
    summary: 'My player stopped',
    status: 204,
    handle: (request) => deps.presence.stopListening(request.user.id),
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LISTENING_BEAT_MS } from '../../../shared/friends.constants.js';
import { errorAnswers } from '../../lib/http-responses.js';
import type { Presence } from './presence.js';

/** A listener counts as listening this long after their player last said so. */
export const LISTENING_TTL_MS = LISTENING_BEAT_MS * 3;

export function presenceRoutes(app: FastifyInstance, deps: { presence: Presence }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['friends'];
  const schema = (summary: string) => ({
    tags,
    summary,
    response: { 204: z.null(), ...errorAnswers(401) },
  });

  api.put(
    '/api/presence/listening',
    {
      config: { access: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: schema('My player is playing the station (repeat while it plays)'),
    },
    async (request, reply) => {
      await deps.presence.listen(request.user.id, LISTENING_TTL_MS);
      return reply.code(204).send(null);
    },
  );

  api.delete(
    '/api/presence/listening',
    {
      config: { access: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: schema('My player stopped'),
    },
    async (request, reply) => {
      await deps.presence.stopListening(request.user.id);
      return reply.code(204).send(null);
    },
  );
}

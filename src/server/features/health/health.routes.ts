import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from '../../../shared/contracts/errors.js';
import { healthSchema, readinessSchema } from '../../../shared/contracts/health.js';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../../lib/outage.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import type { HealthService } from './health.service.js';

export function healthRoutes(app: FastifyInstance, deps: { health: HealthService }) {
  const route = declareRoutes(app, { tags: ['system'], errors: [] });
  route('GET /api/health', {
    access: 'public',
    summary: 'The process is alive',
    ok: healthSchema,
    cache: 'no-store',
    handle: () => deps.health.alive(),
  });

  route('GET /api/ready', {
    access: 'public',
    summary: 'The database answers queries',
    ok: readinessSchema,
    // A signed-in caller's session is read before the check: with the database away, that read
    // answers 503 in the one error shape.
    alsoAnswers: { 503: readinessSchema.or(apiErrorSchema) },
    cache: 'no-store',
    handle: async (request, reply) => {
      const { ready, body } = await deps.health.readiness(request.log);
      if (!ready) reply.header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
      return reply.code(ready ? 200 : 503).send(body);
    },
  });
}

import type { FastifyInstance } from 'fastify';
import { healthSchema, readinessSchema } from '../../../shared/contracts/health.js';
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
    alsoAnswers: { 503: readinessSchema },
    cache: 'no-store',
    handle: async (request, reply) => {
      const { ready, body } = await deps.health.readiness(request.log);
      return reply.code(ready ? 200 : 503).send(body);
    },
  });
}

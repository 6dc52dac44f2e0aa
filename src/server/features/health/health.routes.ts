import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema, readinessSchema } from '../../../shared/contracts/health.js';
import type { HealthService } from './health.service.js';

export function healthRoutes(app: FastifyInstance, deps: { health: HealthService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'The process is alive',
        response: { 200: healthSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.health.alive();
    },
  );

  api.get(
    '/api/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'The database answers queries',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { ready, body } = await deps.health.readiness(request.log);
      return reply.code(ready ? 200 : 503).send(body);
    },
  );
}

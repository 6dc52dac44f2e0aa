import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema, readinessSchema } from '../../../shared/contracts/health.js';
import type { Database } from '../../db/client.js';

export function healthRoutes(app: FastifyInstance, deps: { database: Database }) {
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
      return { status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) };
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
      const ready = await deps.database.ping().catch((err: unknown) => {
        request.log.warn({ err }, 'database ping failed');
        return false;
      });
      return reply
        .code(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'unavailable', database: deps.database.kind });
    },
  );
}

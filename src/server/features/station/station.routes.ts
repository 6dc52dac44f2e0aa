import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { slideListSchema, staffListSchema } from '../../../shared/contracts/station.js';
import type { StationRepo } from './station.repo.js';

export function stationRoutes(app: FastifyInstance, deps: { repo: StationRepo }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['station'];
  const config = { access: 'public' as const };

  api.get(
    '/api/slides',
    {
      config,
      schema: {
        tags,
        summary: 'The home page carousel, in display order',
        response: { 200: slideListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { slides: await deps.repo.slides() };
    },
  );

  api.get(
    '/api/staff',
    {
      config,
      schema: {
        tags,
        summary: 'The DJs and crew, in display order',
        response: { 200: staffListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { staff: await deps.repo.staff() };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { slideListSchema, staffListSchema } from '../../../shared/contracts/showcase.js';
import type { ShowcaseService } from './showcase.service.js';

export function showcaseRoutes(app: FastifyInstance, deps: { showcase: ShowcaseService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['showcase'];
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
      return deps.showcase.slides();
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
      return deps.showcase.staff();
    },
  );
}

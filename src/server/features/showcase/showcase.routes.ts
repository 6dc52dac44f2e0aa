import type { FastifyInstance } from 'fastify';
import { slideListSchema, staffListSchema } from '../../../shared/contracts/showcase.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import type { ShowcaseService } from './showcase.service.js';

export function showcaseRoutes(app: FastifyInstance, deps: { showcase: ShowcaseService }) {
  const route = declareRoutes(app, { tags: ['showcase'], errors: [] });

  route('GET /api/slides', {
    access: 'public',
    summary: 'The home page carousel, in display order',
    ok: slideListSchema,
    cache: 'public, max-age=300',
    handle: () => deps.showcase.slides(),
  });

  route('GET /api/staff', {
    access: 'public',
    summary: 'The DJs and crew, in display order',
    ok: staffListSchema,
    cache: 'public, max-age=300',
    handle: () => deps.showcase.staff(),
  });
}

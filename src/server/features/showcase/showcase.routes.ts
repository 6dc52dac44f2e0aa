import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rowIdParamSchema } from '../../../shared/contracts/fields.js';
import { slideListSchema, staffListSchema } from '../../../shared/contracts/showcase.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import type { ShowcaseImages } from './showcase.images.js';
import type { SlidesService } from './slides.service.js';
import type { StaffService } from './staff.service.js';

/** One stored size of an uploaded picture: its digest and size, as the views name it. */
const imageParamsSchema = z.object({
  kind: z.enum(['slides', 'staff']),
  id: rowIdParamSchema,
  file: z.string().regex(/^[0-9a-f]{32}-\d{1,5}x\d{1,5}\.webp$/, 'is not a stored picture'),
});

/**
 * The public side: what the home carousel and /staff show, and the uploaded pictures. The
 * back office changes the lists at any moment, so browsers ask again each time (a 304 is cheap).
 */
export function showcaseRoutes(
  app: FastifyInstance,
  deps: { slides: SlidesService; staff: StaffService; images: ShowcaseImages },
) {
  const route = declareRoutes(app, { tags: ['showcase'], errors: [] });

  route('GET /api/slides', {
    access: 'public',
    summary: 'The home page carousel: the published slides, in display order',
    ok: slideListSchema,
    cache: 'no-cache',
    handle: () => deps.slides.published(),
  });

  route('GET /api/staff', {
    access: 'public',
    summary: 'The DJs and crew shown on /staff, in display order',
    ok: staffListSchema,
    cache: 'no-cache',
    handle: () => deps.staff.shown(),
  });

  route('GET /api/showcase/images/:kind/:id/:file', {
    access: 'public',
    summary: 'An uploaded slide picture or staff photo at one size (WebP)',
    params: imageParamsSchema,
    errors: [400, 404],
    handle: (request, reply) => deps.images.send(request, reply, request.params),
  });
}

import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../shared/contracts/fields.js';
import {
  createSlideRequestSchema,
  officeSlideListSchema,
  officeSlideSchema,
  SHOWCASE_IMAGE_MAX_LABEL,
  showcaseOrderRequestSchema,
  staleSlideSchema,
  updateSlideRequestSchema,
} from '../../../shared/contracts/showcase.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import { answeringStale } from './showcase.edits.js';
import { readImageUpload } from './showcase.images.js';
import type { SlidesService } from './slides.service.js';

/** The back office's slides: DJs and administrators (the service asks the policy too). */
export function slidesRoutes(app: FastifyInstance, deps: { slides: SlidesService }) {
  const { slides } = deps;
  const route = declareRoutes(app, { tags: ['back office'], errors: [400, 401, 403, 404] });

  route('GET /api/station/slides', {
    access: 'dj',
    summary: 'Every home slide, published or hidden, with its version',
    ok: officeSlideListSchema,
    personal: true,
    handle: (request) => slides.list(request.user),
  });

  route('POST /api/station/slides', {
    access: 'dj',
    summary: 'Add a slide at the end of the carousel',
    body: createSlideRequestSchema,
    ok: officeSlideSchema,
    status: 201,
    handle: (request) => slides.create(request.user, request.body),
  });

  route('PATCH /api/station/slides/:id', {
    access: 'dj',
    summary: 'Change a slide, naming the version it was read at',
    description: 'A newer version answers 409 with the slide as it is now under `current`.',
    params: idParamsSchema,
    body: updateSlideRequestSchema,
    ok: officeSlideSchema,
    alsoAnswers: { 409: staleSlideSchema },
    handle: (request, reply) =>
      answeringStale(reply, () => slides.update(request.user, request.params.id, request.body)),
  });

  route('PUT /api/station/slides/order', {
    access: 'dj',
    summary: 'Put the slides in a new order (every id, once)',
    body: showcaseOrderRequestSchema,
    ok: officeSlideListSchema,
    errors: [400, 401, 403, 409],
    handle: (request) => slides.reorder(request.user, request.body.ids),
  });

  route('DELETE /api/station/slides/:id', {
    access: 'dj',
    summary: 'Delete a slide and its uploaded picture',
    params: idParamsSchema,
    status: 204,
    handle: (request) => slides.remove(request.user, request.params.id),
  });

  route('PUT /api/station/slides/:id/image', {
    access: 'dj',
    rateLimit: { max: 60, timeWindow: '1 hour' },
    summary: 'Upload or replace a slide’s picture',
    description: `multipart/form-data with one file field "image": PNG, JPEG or WebP, at most ${SHOWCASE_IMAGE_MAX_LABEL}; cut to 16:9.`,
    consumes: ['multipart/form-data'],
    params: idParamsSchema,
    ok: officeSlideSchema,
    errors: [400, 401, 403, 404, 413, 415],
    handle: async (request) => {
      const data = await readImageUpload(request, 'slides');
      return slides.setImage(request.user, request.params.id, data);
    },
  });

  route('DELETE /api/station/slides/:id/image', {
    access: 'dj',
    summary: 'Go back to the slide’s built-in picture',
    params: idParamsSchema,
    ok: officeSlideSchema,
    handle: (request) => slides.removeImage(request.user, request.params.id),
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analyticsQuerySchema,
  artistAnalyticsSchema,
} from '../../../shared/contracts/analytics.js';
import { errorAnswers, personal } from '../../lib/http-responses.js';
import type { AnalyticsService } from './analytics.service.js';

const errors = errorAnswers(400, 401, 403, 404);

export function analyticsRoutes(app: FastifyInstance, deps: { analytics: AnalyticsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/artist/analytics',
    {
      config: { access: 'creator' },
      schema: {
        tags: ['analytics'],
        summary: 'My plays per day, top songs, subscribers over time and follower conversion',
        querystring: analyticsQuerySchema,
        response: { 200: artistAnalyticsSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(personal);
      return deps.analytics.overview(request.user, request.query.days);
    },
  );
}

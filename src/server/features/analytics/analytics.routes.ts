import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analyticsQuerySchema,
  artistAnalyticsSchema,
} from '../../../shared/contracts/analytics.js';
import { apiErrorSchema } from '../../../shared/contracts/errors.js';
import type { AnalyticsService } from './analytics.service.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

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
      reply.header('cache-control', 'private, no-store');
      return deps.analytics.overview(request.user, request.query.days);
    },
  );
}

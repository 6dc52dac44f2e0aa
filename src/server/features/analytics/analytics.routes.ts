import type { FastifyInstance } from 'fastify';
import {
  analyticsQuerySchema,
  artistAnalyticsSchema,
} from '../../../shared/contracts/analytics.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import type { AnalyticsService } from './analytics.service.js';

export function analyticsRoutes(app: FastifyInstance, deps: { analytics: AnalyticsService }) {
  const route = declareRoutes(app, { tags: ['analytics'], errors: [400, 401, 403, 404] });
  route('GET /api/artist/analytics', {
    access: 'creator',
    summary: 'My plays per day, top songs, subscribers over time and follower conversion',
    querystring: analyticsQuerySchema,
    ok: artistAnalyticsSchema,
    personal: true,
    handle: (request) => deps.analytics.overview(request.user, request.query.days),
  });
}

import type { FastifyInstance } from 'fastify';
import { activityListSchema, dashboardStatsSchema } from '../../../shared/contracts/dashboard.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import type { DashboardService } from './dashboard.service.js';

export function dashboardRoutes(app: FastifyInstance, deps: { dashboard: DashboardService }) {
  const route = declareRoutes(app, { tags: ['dashboard'], errors: [401, 404] });

  route('GET /api/stats/dashboard', {
    access: 'user',
    summary: 'My dashboard figures',
    ok: dashboardStatsSchema,
    personal: true,
    handle: (request) => deps.dashboard.stats(request.user),
  });

  route('GET /api/activity', {
    access: 'user',
    summary: 'Recent activity: fans’ follows, likes and comments for creators; my own for fans',
    ok: activityListSchema,
    personal: true,
    handle: (request) => deps.dashboard.activity(request.user),
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activityListSchema, dashboardStatsSchema } from '../../../shared/contracts/dashboard.js';
import { errorAnswers, personal } from '../../lib/http-responses.js';
import type { DashboardService } from './dashboard.service.js';

export function dashboardRoutes(app: FastifyInstance, deps: { dashboard: DashboardService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboard'];
  const errors = errorAnswers(401, 404);

  api.get(
    '/api/stats/dashboard',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'My dashboard figures',
        response: { 200: dashboardStatsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const stats = await deps.dashboard.stats(request.user);
      reply.headers(personal);
      return stats;
    },
  );

  api.get(
    '/api/activity',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Recent activity: fans’ follows, likes and comments for creators; my own for fans',
        response: { 200: activityListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const activity = await deps.dashboard.activity(request.user);
      reply.headers(personal);
      return activity;
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../shared/contracts/fields.js';
import { notificationListSchema } from '../../../shared/contracts/notifications.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import type { NotificationsService } from './notifications.service.js';

export function notificationRoutes(
  app: FastifyInstance,
  deps: { notifications: NotificationsService },
) {
  const route = declareRoutes(app, { tags: ['notifications'], errors: [400, 401, 404] });

  route('GET /api/notifications', {
    access: 'user',
    summary: 'My latest notifications',
    ok: notificationListSchema,
    handle: async (request, reply) => {
      const latest = await deps.notifications.latest(request.user.id);
      reply.header('cache-control', 'no-store');
      return latest;
    },
  });

  route('POST /api/notifications/read-all', {
    access: 'user',
    summary: 'Mark all my notifications read',
    status: 204,
    handle: (request) => deps.notifications.markAllRead(request.user.id),
  });

  route('POST /api/notifications/:id/read', {
    access: 'user',
    summary: 'Mark one of my notifications read',
    params: idParamsSchema,
    status: 204,
    handle: (request) => deps.notifications.markRead(request.user.id, request.params.id),
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/contracts/errors.js';
import { idParamsSchema } from '../../../shared/contracts/fields.js';
import { notificationListSchema } from '../../../shared/contracts/notifications.js';
import { notFound } from '../../lib/http-error.js';
import type { NotificationsRepo } from './notifications.repo.js';

const SHOWN = 100;

export function notificationRoutes(app: FastifyInstance, deps: { repo: NotificationsRepo }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

  api.get(
    '/api/notifications',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'My latest notifications',
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = request.user;
      const [rows, unread] = await Promise.all([
        deps.repo.listFor(user.id, SHOWN),
        deps.repo.unreadCount(user.id),
      ]);
      reply.header('cache-control', 'no-store');
      return {
        unread,
        notifications: rows.map((n) => ({
          id: n.id,
          title: n.title,
          body: n.body,
          link: n.link,
          read: n.readAt !== null,
          createdAt: n.createdAt.toISOString(),
        })),
      };
    },
  );

  api.post(
    '/api/notifications/read-all',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Mark all my notifications read',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deps.repo.markAllRead(request.user.id);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/notifications/:id/read',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Mark one of my notifications read',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const found = await deps.repo.markRead(request.user.id, request.params.id);
      if (!found) throw notFound('That notification does not exist.');
      return reply.code(204).send(null);
    },
  );
}

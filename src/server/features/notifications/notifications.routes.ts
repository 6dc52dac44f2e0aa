import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contracts/fields.js';
import { notificationListSchema } from '../../../shared/contracts/notifications.js';
import { errorAnswers } from '../../lib/http-responses.js';
import type { NotificationsService } from './notifications.service.js';

export function notificationRoutes(
  app: FastifyInstance,
  deps: { notifications: NotificationsService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const errors = errorAnswers(400, 401, 404);

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
      const latest = await deps.notifications.latest(request.user.id);
      reply.header('cache-control', 'no-store');
      return latest;
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
      await deps.notifications.markAllRead(request.user.id);
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
      await deps.notifications.markRead(request.user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
}

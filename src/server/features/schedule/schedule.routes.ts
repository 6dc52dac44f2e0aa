import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { scheduleSchema } from '../../../shared/contracts/radio.js';
import type { ScheduleService } from './schedule.service.js';

export function scheduleRoutes(app: FastifyInstance, deps: { schedule: ScheduleService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['schedule'];

  api.get(
    '/api/schedule',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The weekly programme, in Pacific Time',
        response: { 200: scheduleSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return deps.schedule.schedule();
    },
  );

  api.get(
    '/api/schedule.ics',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'The weekly programme as an iCalendar file' },
    },
    async (_request, reply) => {
      const ics = await deps.schedule.ics();
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="nightdrive-fm-schedule.ics"')
        .header('cache-control', 'public, max-age=3600')
        .send(ics);
    },
  );
}

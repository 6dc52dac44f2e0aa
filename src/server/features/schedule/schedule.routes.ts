import type { FastifyInstance } from 'fastify';
import { scheduleSchema } from '../../../shared/contracts/radio.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import type { ScheduleService } from './schedule.service.js';

export function scheduleRoutes(app: FastifyInstance, deps: { schedule: ScheduleService }) {
  const route = declareRoutes(app, { tags: ['schedule'], errors: [] });

  route('GET /api/schedule', {
    access: 'public',
    summary: 'The weekly programme, in Pacific Time',
    ok: scheduleSchema,
    cache: 'public, max-age=300',
    handle: () => deps.schedule.schedule(),
  });

  route('GET /api/schedule.ics', {
    access: 'public',
    summary: 'The weekly programme as an iCalendar file',
    cache: 'public, max-age=3600',
    handle: async (_request, reply) =>
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="nightdrive-fm-schedule.ics"')
        .send(await deps.schedule.ics()),
  });
}

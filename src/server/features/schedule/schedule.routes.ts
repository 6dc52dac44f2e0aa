import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { scheduleSchema } from '../../../shared/contracts/radio.js';
import { STATION_TIME_ZONE } from '../../../shared/domain/schedule.js';
import { station } from '../../../shared/site/station.js';
import { scheduleToIcs } from './ics.js';
import type { ScheduleRepo } from './schedule.repo.js';

export function scheduleRoutes(
  app: FastifyInstance,
  deps: { repo: ScheduleRepo; publicUrl: string },
) {
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
      return { timeZone: STATION_TIME_ZONE, slots: await deps.repo.slots() };
    },
  );

  api.get(
    '/api/schedule.ics',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'The weekly programme as an iCalendar file' },
    },
    async (_request, reply) => {
      const ics = scheduleToIcs(await deps.repo.slots(), {
        now: new Date(),
        host: new URL(deps.publicUrl).host,
        name: station.name,
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="nightdrive-fm-schedule.ics"')
        .header('cache-control', 'public, max-age=3600')
        .send(ics);
    },
  );
}

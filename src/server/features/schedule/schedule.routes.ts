import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiErrorSchema } from '../../../shared/contracts/errors.js';
import { scheduleSchema } from '../../../shared/contracts/radio.js';
import {
  officeScheduleSchema,
  officeSlotSchema,
  type StaleSlotBody,
  slotDeleteQuerySchema,
  slotInputSchema,
  slotParamsSchema,
  slotUpdateSchema,
  staleSlotSchema,
} from '../../../shared/contracts/schedule-office.js';
import {
  createPublicReadCache,
  forgetOnWrites,
  type JsonBytes,
  sendCachedJson,
} from '../../lib/public-read-cache.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import type { ScheduleService } from './schedule.service.js';
import { type ScheduleOffice, StaleSlotError } from './schedule-office.service.js';

/**
 * A stale write answers with the slot as it is now beside the error, so the editor can show
 * the newer value; every other refusal takes the one error shape from the error handler.
 */
async function answeringStale<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof StaleSlotError)) throw error;
    const body: StaleSlotBody = {
      error: { status: 409, code: error.code, message: error.message },
      current: error.current,
    };
    return reply.code(409).send(body);
  }
}

/** A 409 is either a stale write (with the slot as it is now) or another refusal (an overlap). */
const staleOrRefused = staleSlotSchema.or(apiErrorSchema);

export function scheduleRoutes(
  app: FastifyInstance,
  deps: {
    schedule: ScheduleService;
    office: ScheduleOffice;
    /** How long the programme is shared (PUBLIC_READ_CACHE_MS). */
    publicReadMs?: number;
  },
) {
  const route = declareRoutes(app, { tags: ['schedule'], errors: [] });
  // The same programme for everyone; the crew's edits here show at once.
  const cache = createPublicReadCache<JsonBytes>({ ttlMs: deps.publicReadMs });
  forgetOnWrites(app, cache, ['/api/schedule']);

  // The back office changes the programme: browsers ask again each time rather than keep it.
  route('GET /api/schedule', {
    access: 'public',
    summary: 'The weekly programme, in Pacific Time',
    ok: scheduleSchema,
    cache: 'no-cache',
    handle: (_request, reply) =>
      sendCachedJson(reply, cache, 'schedule', scheduleSchema, () => deps.schedule.schedule()),
  });

  route('GET /api/schedule.ics', {
    access: 'public',
    summary: 'The weekly programme as an iCalendar file',
    cache: 'public, max-age=60',
    handle: async (_request, reply) =>
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="nightdrive-fm-schedule.ics"')
        .send(await deps.schedule.ics()),
  });

  const office = { access: 'dj' } as const;

  route('GET /api/schedule/slots', {
    ...office,
    summary: 'The programme for editing: every slot with its version (DJs and admins)',
    ok: officeScheduleSchema,
    cache: 'no-store',
    errors: [401, 403],
    handle: (request) => deps.office.list(request.user),
  });

  route('POST /api/schedule/slots', {
    ...office,
    summary: 'Add a slot to the programme; refused when it overlaps another (DJs and admins)',
    body: slotInputSchema,
    ok: officeSlotSchema,
    status: 201,
    errors: [400, 401, 403, 409],
    handle: (request) => deps.office.create(request.user, request.body),
  });

  route('PUT /api/schedule/slots/:id', {
    ...office,
    summary: 'Change or move a slot, naming the version it was read at (DJs and admins)',
    description:
      'A version that is no longer current answers 409 STALE_SLOT with the slot as it is now in `current`; an overlap answers 409 SLOT_OVERLAP.',
    params: slotParamsSchema,
    body: slotUpdateSchema,
    ok: officeSlotSchema,
    errors: [400, 401, 403, 404],
    alsoAnswers: { 409: staleOrRefused },
    handle: (request, reply) =>
      answeringStale(reply, () =>
        deps.office.update(request.user, request.params.id, request.body),
      ),
  });

  route('DELETE /api/schedule/slots/:id', {
    ...office,
    summary: 'Delete a slot, naming the version it was read at (DJs and admins)',
    params: slotParamsSchema,
    querystring: slotDeleteQuerySchema,
    status: 204,
    errors: [400, 401, 403, 404],
    alsoAnswers: { 409: staleOrRefused },
    handle: (request, reply) =>
      answeringStale(reply, () =>
        deps.office.remove(request.user, request.params.id, request.query.version),
      ),
  });
}

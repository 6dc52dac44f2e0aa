import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiErrorSchema } from '../../../shared/contracts/errors.js';
import {
  eventDeleteQuerySchema,
  eventInputSchema,
  eventListSchema,
  eventParamsSchema,
  eventUpdateSchema,
  myRsvpsSchema,
  officeClubListSchema,
  officeEventListSchema,
  officeEventSchema,
  rsvpInputSchema,
  rsvpResultSchema,
  type StaleEventBody,
  staleEventSchema,
} from '../../../shared/contracts/events.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import { type EventsService, StaleEventError } from './events.service.js';

/** A stale write answers with the event as it is now beside the error. */
async function answeringStale<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof StaleEventError)) throw error;
    const body: StaleEventBody = {
      error: { status: 409, code: error.code, message: error.message },
      current: error.current,
    };
    return reply.code(409).send(body);
  }
}

const sendCalendar = (reply: FastifyReply, filename: string, body: string) =>
  reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(body);

/**
 * One member may not hammer the answers: a person changes their mind a few times, not hundreds.
 * Counted per member (the access hook has named them by then), so a crowd behind one address
 * can all answer.
 */
const RSVP_LIMIT: RateLimitOptions = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (request) => (request.user ? `member:${request.user.id}` : request.ip),
};

export function eventsRoutes(app: FastifyInstance, deps: { events: EventsService }) {
  const { events } = deps;
  const route = declareRoutes(app, { tags: ['events'], errors: [] });

  route('GET /api/events', {
    access: 'public',
    summary: 'Upcoming events, soonest first, and the latest past ones, with their answers counted',
    ok: eventListSchema,
    cache: 'no-cache',
    handle: () => events.list(),
  });

  route('GET /api/events.ics', {
    access: 'public',
    summary: 'Every upcoming event as an iCalendar feed to subscribe to',
    cache: 'public, max-age=300',
    handle: async (_request, reply) =>
      sendCalendar(reply, 'nightdrive-fm-events.ics', await events.feed()),
  });

  route('GET /api/events/:id/calendar.ics', {
    access: 'public',
    summary: 'One event as an iCalendar file, for "Add to calendar"',
    params: eventParamsSchema,
    cache: 'public, max-age=300',
    errors: [400, 404],
    handle: async (request, reply) =>
      sendCalendar(
        reply,
        `nightdrive-fm-event-${request.params.id}.ics`,
        await events.calendarFor(request.params.id),
      ),
  });

  route('GET /api/events/mine', {
    access: 'user',
    summary: 'The signed-in member’s answers to events',
    ok: myRsvpsSchema,
    personal: true,
    errors: [401],
    handle: (request) => events.mine(request.user),
  });

  route('PUT /api/events/:id/rsvp', {
    access: 'user',
    summary: 'Answer an event: going or interested (a second answer replaces the first)',
    description:
      'An event that has ended answers 409 EVENT_OVER; a cancelled one 409 EVENT_CANCELLED.',
    params: eventParamsSchema,
    body: rsvpInputSchema,
    ok: rsvpResultSchema,
    rateLimit: RSVP_LIMIT,
    rateLimitMessage: 'That is a lot of answers at once.',
    errors: [400, 401, 404, 409, 429],
    handle: (request) => events.answer(request.user, request.params.id, request.body.choice),
  });

  route('DELETE /api/events/:id/rsvp', {
    access: 'user',
    summary: 'Take back an answer to an event',
    params: eventParamsSchema,
    ok: rsvpResultSchema,
    rateLimit: RSVP_LIMIT,
    rateLimitMessage: 'That is a lot of answers at once.',
    errors: [400, 401, 404, 429],
    handle: (request) => events.withdraw(request.user, request.params.id),
  });

  const office = { access: 'dj' } as const;

  route('GET /api/events/office', {
    ...office,
    summary: 'Every event for editing, with its version (DJs and admins)',
    ok: officeEventListSchema,
    cache: 'no-store',
    errors: [401, 403],
    handle: (request) => events.office(request.user),
  });

  route('GET /api/events/office/clubs', {
    ...office,
    summary: 'The listener clubs an event can be for, by name (DJs and admins)',
    ok: officeClubListSchema,
    cache: 'no-store',
    errors: [401, 403],
    handle: (request) => events.clubChoices(request.user),
  });

  route('POST /api/events', {
    ...office,
    summary: 'Add an event (DJs and admins)',
    body: eventInputSchema,
    ok: officeEventSchema,
    status: 201,
    errors: [400, 401, 403],
    handle: (request) => events.create(request.user, request.body),
  });

  route('PUT /api/events/:id', {
    ...office,
    summary:
      'Change, cancel or restore an event, naming the version it was read at (DJs and admins)',
    description:
      'A version that is no longer current answers 409 STALE_EVENT with the event as it is now in `current`.',
    params: eventParamsSchema,
    body: eventUpdateSchema,
    ok: officeEventSchema,
    errors: [400, 401, 403, 404],
    alsoAnswers: { 409: staleEventSchema.or(apiErrorSchema) },
    handle: (request, reply) =>
      answeringStale(reply, () => events.update(request.user, request.params.id, request.body)),
  });

  route('DELETE /api/events/:id', {
    ...office,
    summary: 'Delete an event, naming the version it was read at (DJs and admins)',
    params: eventParamsSchema,
    querystring: eventDeleteQuerySchema,
    status: 204,
    errors: [400, 401, 403, 404],
    alsoAnswers: { 409: staleEventSchema.or(apiErrorSchema) },
    handle: (request, reply) =>
      answeringStale(reply, () =>
        events.remove(request.user, request.params.id, request.query.version),
      ),
  });
}

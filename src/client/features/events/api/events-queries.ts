import type {
  EventInput,
  EventUpdate,
  OfficeEvent,
  RsvpResult,
} from '../../../../shared/contracts/events';
import type { RsvpChoice } from '../../../../shared/events.constants';
import { addressQuery, checkedBy, whole } from '../../../lib/address-query';
import { apiRequest } from '../../../lib/api-client';

// The contract (and zod with it) loads with the first answer to check, not with the page: the
// server renders /events with its data, and most visitors never ask again (see `checkedBy`).
const events = () => import('../../../../shared/contracts/events');

export const EVENTS_URL = '/api/events';
const MINE_URL = '/api/events/mine';
const OFFICE_URL = '/api/events/office';
const CLUB_CHOICES_URL = '/api/events/office/clubs';
const eventUrl = (id: number) => `${EVENTS_URL}/${id}`;

/**
 * Every events query, keyed by its address so a change made anywhere can refresh it by that
 * address (the office's writes refresh the public list too).
 */
export const eventsQueries = {
  /** Upcoming (soonest first, cancelled ones marked) and the latest past events. */
  list: () => addressQuery(EVENTS_URL, () => events().then((c) => c.eventListSchema), whole),

  /** The signed-in member's answers; personal, so the server never renders it into a page. */
  mine: () => ({
    ...addressQuery(
      MINE_URL,
      () => events().then((c) => c.myRsvpsSchema),
      (answer) => answer.rsvps,
    ),
    meta: { personal: true },
  }),

  /** Every event with the version a change must name, for the crew's back office. */
  office: () =>
    addressQuery(
      OFFICE_URL,
      () => events().then((c) => c.officeEventListSchema),
      (answer) => answer.events,
    ),

  /** The listener clubs an event can be for, by name, for the crew's form. */
  clubChoices: () =>
    addressQuery(
      CLUB_CHOICES_URL,
      () => events().then((c) => c.officeClubListSchema),
      (answer) => answer.clubs,
    ),
};

/** Answers an event: going or interested; the answer holds the counts as they are now. */
export function setRsvp(eventId: number, choice: RsvpChoice): Promise<RsvpResult> {
  return checkedBy(
    apiRequest(`${eventUrl(eventId)}/rsvp`, { method: 'PUT', body: { choice } }),
    () => events().then((c) => c.rsvpResultSchema),
  );
}

/** Takes the member's answer back. */
export function clearRsvp(eventId: number): Promise<RsvpResult> {
  return checkedBy(apiRequest(`${eventUrl(eventId)}/rsvp`, { method: 'DELETE' }), () =>
    events().then((c) => c.rsvpResultSchema),
  );
}

export function createEvent(input: EventInput): Promise<OfficeEvent> {
  return checkedBy(apiRequest(EVENTS_URL, { method: 'POST', body: input }), () =>
    events().then((c) => c.officeEventSchema),
  );
}

export function updateEvent(id: number, update: EventUpdate): Promise<OfficeEvent> {
  return checkedBy(apiRequest(eventUrl(id), { method: 'PUT', body: update }), () =>
    events().then((c) => c.officeEventSchema),
  );
}

/** Deletes the event as the office last read it; a newer version refuses it (409). */
export async function deleteEvent(event: Pick<OfficeEvent, 'id' | 'version'>): Promise<void> {
  await apiRequest(`${eventUrl(event.id)}?version=${event.version}`, { method: 'DELETE' });
}

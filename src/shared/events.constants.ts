/** Limits and fixed values of the station's events, for both sides; free of zod. */

/** What an event is, in the order the page's filter lists them. */
export const EVENT_KINDS = ['live-show', 'listening-party', 'special'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  'live-show': 'Live show',
  'listening-party': 'Listening party',
  special: 'Special event',
};

/** A member's answer to an event. */
export const RSVP_CHOICES = ['going', 'interested'] as const;
export type RsvpChoice = (typeof RSVP_CHOICES)[number];

export const RSVP_LABELS: Record<RsvpChoice, string> = {
  going: 'Going',
  interested: 'Interested',
};

export const EVENT_LIMITS = {
  titleMax: 120,
  hostMax: 80,
  placeMax: 120,
  descriptionMax: 2000,
  /** The longest an event may last. */
  longestMinutes: 7 * 24 * 60,
} as const;

/** Members who answered are reminded this long before the start. */
export const EVENT_REMINDER_LEAD_MINUTES = 60;

/** Past events the page lists, newest first. */
export const PAST_EVENTS_SHOWN = 12;

/** Where an event is when no place is named: on the stream. */
export const ON_AIR_PLACE = 'On air';

/** The calendar feed of every upcoming event, and one event's calendar file. */
export const EVENTS_CALENDAR_PATH = '/api/events.ics';
export const eventCalendarPath = (id: number) => `/api/events/${id}/calendar.ics`;
/** Where an event is shown on the site. */
export const eventAnchor = (id: number) => `event-${id}`;
export const eventLink = (id: number) => `/events#${eventAnchor(id)}`;

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { EVENT_KINDS, RSVP_CHOICES } from '../../../shared/events.constants.js';
import { clubs } from './clubs.js';
import {
  belongsTo,
  createdAt,
  mentions,
  oneOf,
  serialId,
  timestampTz,
  updatedAt,
} from './columns.js';
import { users } from './users.js';

/** The station's events: live shows, listening parties and special events, made by the crew. */
export const stationEvents = pgTable(
  'station_events',
  {
    id: serialId(),
    title: text('title').notNull(),
    kind: text('kind', { enum: EVENT_KINDS }).notNull(),
    startsAt: timestampTz('starts_at').notNull(),
    endsAt: timestampTz('ends_at').notNull(),
    host: text('host').notNull().default(''),
    /** Null: on air. */
    place: text('place'),
    description: text('description').notNull().default(''),
    cancelledAt: timestampTz('cancelled_at'),
    /** When a listening party's start was said in the live chat; set once. */
    announcedAt: timestampTz('announced_at'),
    createdBy: mentions('created_by', () => users.id),
    /** The listener club the event is for, if any; deleting the club leaves the event. */
    clubId: mentions('club_id', () => clubs.id),
    /** A write names the version it read, and a newer one refuses it (409). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('station_events_times_check', sql`${t.startsAt} < ${t.endsAt}`),
    oneOf('station_events_kind_check', t.kind, EVENT_KINDS),
    index('station_events_starts_idx').on(t.startsAt),
    // A club's page lists its events still to come.
    index('station_events_club_idx').on(t.clubId, t.startsAt),
    // The reminder and party sweeps look only at events still on.
    index('station_events_on_idx').on(t.startsAt).where(sql`${t.cancelledAt} is null`),
  ],
);

/** A member's answer to an event: one per member and event, so counts are exact. */
export const eventRsvps = pgTable(
  'event_rsvps',
  {
    eventId: belongsTo('event_id', () => stationEvents.id),
    userId: belongsTo('user_id', () => users.id),
    choice: text('choice', { enum: RSVP_CHOICES }).notNull(),
    /**
     * When this member was reminded; set once per answer, so a member who answers after the
     * others were reminded is reminded too, and nobody twice.
     */
    remindedAt: timestampTz('reminded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    oneOf('event_rsvps_choice_check', t.choice, RSVP_CHOICES),
    index('event_rsvps_user_idx').on(t.userId),
  ],
);

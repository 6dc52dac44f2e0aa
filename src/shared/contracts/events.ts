import { z } from 'zod';
import { EVENT_KINDS, EVENT_LIMITS, RSVP_CHOICES } from '../events.constants.js';
import { apiErrorSchema } from './errors.js';
import { requiredText, rowIdParamSchema, rowIdSchema, trimmedText } from './fields.js';

/**
 * The station's events: live shows, listening parties and special events, made by the crew in
 * the back office, answered by members (going or interested) and exported as calendar files.
 * Times travel as ISO instants; the pages show them in Pacific Time and the visitor's own.
 */

export const eventKindSchema = z.enum(EVENT_KINDS, {
  message: 'must be a live show, a listening party or a special event',
});
export const rsvpChoiceSchema = z.enum(RSVP_CHOICES, { message: 'must be going or interested' });

const instant = (name: string) =>
  z.iso.datetime({ offset: true, message: `${name} must be a date and time` });

const versionSchema = z
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive');

export const eventInputSchema = z
  .object({
    title: requiredText(EVENT_LIMITS.titleMax),
    kind: eventKindSchema,
    startsAt: instant('the start'),
    endsAt: instant('the end'),
    host: trimmedText(EVENT_LIMITS.hostMax).default(''),
    /** Blank or left out: the event is on air. */
    place: trimmedText(EVENT_LIMITS.placeMax)
      .nullish()
      .transform((place) => place || null),
    description: trimmedText(EVENT_LIMITS.descriptionMax).default(''),
    /** The listener club the event is for (its page lists it); null or left out: none. */
    clubId: rowIdSchema.nullish().transform((id) => id ?? null),
  })
  .superRefine((event, ctx) => {
    const starts = Date.parse(event.startsAt);
    const ends = Date.parse(event.endsAt);
    if (ends <= starts) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after the start' });
    } else if (ends - starts > EVENT_LIMITS.longestMinutes * 60_000) {
      ctx.addIssue({
        code: 'custom',
        path: ['endsAt'],
        message: 'must be within a week of the start',
      });
    }
  });
export type EventInput = z.input<typeof eventInputSchema>;
/** An event's fields as the server reads them once checked (blank place made null). */
export type EventValues = z.output<typeof eventInputSchema>;

/** A change names the version it was read at; `cancelled` calls the event off (or on again). */
export const eventUpdateSchema = eventInputSchema.safeExtend({
  version: versionSchema,
  cancelled: z.boolean({ message: 'must be true or false' }).default(false),
});
export type EventUpdate = z.input<typeof eventUpdateSchema>;

export const eventDeleteQuerySchema = z.object({
  version: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .positive('must be positive'),
});

export const eventParamsSchema = z.object({ id: rowIdParamSchema });

export const rsvpCountsSchema = z.object({
  going: z.number().int(),
  interested: z.number().int(),
});
export type RsvpCounts = z.infer<typeof rsvpCountsSchema>;

export const stationEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: eventKindSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  host: z.string(),
  /** Null: on air. */
  place: z.string().nullable(),
  description: z.string(),
  /** When the crew called it off; a cancelled event stays listed, marked as such. */
  cancelledAt: z.string().nullable(),
  counts: rsvpCountsSchema,
  /** The listener club it is for, if any. */
  club: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
});
export type StationEvent = z.infer<typeof stationEventSchema>;

export const eventListSchema = z.object({
  upcoming: z.array(stationEventSchema),
  past: z.array(stationEventSchema),
});
export type EventList = z.infer<typeof eventListSchema>;

/** The signed-in member's answers, by event id. */
export const myRsvpsSchema = z.object({
  rsvps: z.array(z.object({ eventId: z.number().int(), choice: rsvpChoiceSchema })),
});
export type MyRsvps = z.infer<typeof myRsvpsSchema>;

export const rsvpInputSchema = z.object({ choice: rsvpChoiceSchema });

/** After an answer: the event's counts as they are now, and the member's answer (null: none). */
export const rsvpResultSchema = z.object({
  eventId: z.number().int(),
  choice: rsvpChoiceSchema.nullable(),
  counts: rsvpCountsSchema,
});
export type RsvpResult = z.infer<typeof rsvpResultSchema>;

/** An event as the back office edits it, with the version a write must name. */
export const officeEventSchema = stationEventSchema.extend({
  version: z.number().int(),
  updatedAt: z.string(),
});
export type OfficeEvent = z.infer<typeof officeEventSchema>;

export const officeEventListSchema = z.object({ events: z.array(officeEventSchema) });

/** The clubs an event can be for, as the back office's form offers them. */
export const officeClubListSchema = z.object({
  clubs: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
});
export type OfficeClubList = z.infer<typeof officeClubListSchema>;

/** A stale write answers 409 with the event as it is now. */
export const staleEventSchema = apiErrorSchema.extend({ current: officeEventSchema });

export const STALE_EVENT = 'STALE_EVENT';
export const EVENT_OVER = 'EVENT_OVER';
export const EVENT_CANCELLED = 'EVENT_CANCELLED';
export type StaleEventBody = z.infer<typeof staleEventSchema>;

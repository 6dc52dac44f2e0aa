import { dateFormat } from './intl-formats.js';
import { formatTime, STATION_TIME_ZONE, zonedParts } from './schedule.js';

/**
 * How an event's time is told wherever it is listed: in Pacific Time, as the station plans, and
 * on the reader's own clock. Pure, so every page that lists events says it the same way.
 */

/** When an event runs, as the contracts send it: ISO instants. */
export interface EventSpan {
  startsAt: string;
  endsAt: string;
}

const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };
const DAY_AND_YEAR: Intl.DateTimeFormatOptions = { ...DAY, year: 'numeric' };

const sameDate = (a: { year: number; month: number; day: number }, b: typeof a) =>
  a.year === b.year && a.month === b.month && a.day === b.day;

/**
 * "Fri, Dec 4, 8:00 PM – 11:00 PM" in a zone and language. The end names its own day when it
 * falls on another date there, and the year shows only when it is not this year's.
 */
export function eventTimeRange(
  span: EventSpan,
  timeZone: string,
  locale: string | undefined,
  now: Date,
): string {
  const start = new Date(span.startsAt);
  const end = new Date(span.endsAt);
  const from = zonedParts(start, timeZone);
  const to = zonedParts(end, timeZone);
  const thisYear = zonedParts(now, timeZone).year;
  const days = dateFormat(
    from.year === thisYear && to.year === thisYear ? DAY : DAY_AND_YEAR,
    timeZone,
    locale,
  );
  const time = (instant: Date) => formatTime(instant, timeZone, locale);
  const endDay = sameDate(from, to) ? '' : `${days.format(end)}, `;
  return `${days.format(start)}, ${time(start)} – ${endDay}${time(end)}`;
}

/** "CET", "GMT+1" or similar for a zone at an instant; the zone's name when the language has none. */
export function zoneName(timeZone: string, at: Date, locale: string | undefined): string {
  const parts = dateFormat({ timeZoneName: 'short' }, timeZone, locale).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value || timeZone;
}

/** The event's time as the station plans it, in Pacific Time (always in English, as the schedule). */
export const pacificEventTime = (span: EventSpan, now: Date) =>
  `${eventTimeRange(span, STATION_TIME_ZONE, 'en-US', now)} PT`;

/** The event's time on the reader's own clock, with the zone it is told in. */
export const localEventTime = (
  span: EventSpan,
  timeZone: string,
  locale: string | undefined,
  now: Date,
) =>
  `${eventTimeRange(span, timeZone, locale, now)} ${zoneName(timeZone, new Date(span.startsAt), locale)}`;

import { dateFormat } from '../../../../shared/domain/intl-formats';
import { formatTime, STATION_TIME_ZONE, zonedParts } from '../../../../shared/domain/schedule';

/** When an event runs, as the contract sends it: ISO instants. */
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
export function timeRange(
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
export const pacificWhen = (span: EventSpan, now: Date) =>
  `${timeRange(span, STATION_TIME_ZONE, 'en-US', now)} PT`;

/** The event's time on the reader's own clock, with the zone it is told in. */
export const localWhen = (
  span: EventSpan,
  timeZone: string,
  locale: string | undefined,
  now: Date,
) =>
  `${timeRange(span, timeZone, locale, now)} ${zoneName(timeZone, new Date(span.startsAt), locale)}`;

/** The Pacific month and day for the card's date block: ["DEC", "4"]. */
export function pacificDateBlock(startsAt: string): { month: string; day: string } {
  const start = new Date(startsAt);
  return {
    month: dateFormat({ month: 'short' }, STATION_TIME_ZONE).format(start).toUpperCase(),
    day: String(zonedParts(start).day),
  };
}

/** Whether the event has started and not yet ended at `now`. */
export function isOnNow(span: EventSpan, now: Date): boolean {
  const at = now.getTime();
  return Date.parse(span.startsAt) <= at && at < Date.parse(span.endsAt);
}

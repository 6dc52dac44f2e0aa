import type { StationEvent } from '../../../shared/contracts/events.js';
import { EVENT_KIND_LABELS, eventAnchor, ON_AIR_PLACE } from '../../../shared/events.constants.js';
import { calendarText, escapeText, utcStamp } from '../../lib/icalendar.js';

interface CalendarOptions {
  now: Date;
  /** The site's address: event links and unique ids are made from it. */
  publicUrl: string;
  name: string;
}

function eventLines(event: StationEvent, { now, publicUrl }: CalendarOptions): string[] {
  const host = new URL(publicUrl).host;
  const link = new URL(`/events#${eventAnchor(event.id)}`, publicUrl).toString();
  const about = [
    EVENT_KIND_LABELS[event.kind],
    event.host ? `Hosted by ${event.host}` : '',
    event.description,
    link,
  ].filter(Boolean);
  return [
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${host}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(new Date(event.startsAt))}`,
    `DTEND:${utcStamp(new Date(event.endsAt))}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(about.join('\n\n'))}`,
    `LOCATION:${escapeText(event.place ?? ON_AIR_PLACE)}`,
    `URL:${link}`,
    `CATEGORIES:${escapeText(EVENT_KIND_LABELS[event.kind].toUpperCase())}`,
    // A calendar that imported the event earlier learns of the cancellation.
    `STATUS:${event.cancelledAt ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

/** Events as an iCalendar file: one event's "Add to calendar", or the feed of all upcoming. */
export function eventsToIcs(events: readonly StationEvent[], options: CalendarOptions): string {
  return calendarText([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(options.name)}//Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)} events`,
    ...events.flatMap((event) => eventLines(event, options)),
    'END:VCALENDAR',
  ]);
}

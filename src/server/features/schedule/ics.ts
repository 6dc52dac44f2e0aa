import {
  type ScheduleSlot,
  STATION_TIME_ZONE,
  zonedParts,
} from '../../../shared/domain/schedule.js';
import { calendarText, escapeText, utcStamp } from '../../lib/icalendar.js';

const BYDAY = ['', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

/** Pacific Time's rules since 2007, so calendars place every occurrence right across DST. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${STATION_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0800',
  'TZOFFSETTO:-0700',
  'TZNAME:PDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0700',
  'TZOFFSETTO:-0800',
  'TZNAME:PST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const pad = (n: number) => String(n).padStart(2, '0');
const localStamp = (y: number, m: number, d: number, minute: number) =>
  `${y}${pad(m)}${pad(d)}T${pad(Math.floor(minute / 60))}${pad(minute % 60)}00`;
/** The weekly programme as a calendar of weekly recurring events in Pacific Time. */
export function scheduleToIcs(
  slots: ScheduleSlot[],
  options: { now: Date; host: string; name: string },
): string {
  // Each series starts on the first matching day of the current Pacific week.
  const today = zonedParts(options.now);
  const monday =
    Date.UTC(today.year, today.month - 1, today.day) - (today.isoWeekday - 1) * 86_400_000;
  const events = slots.flatMap((slot) => {
    const first = Math.min(...slot.days);
    const day = new Date(monday + (first - 1) * 86_400_000);
    const [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
    const end =
      slot.endMinute >= 1440
        ? { d: new Date(day.getTime() + 86_400_000), minute: 0 }
        : { d: day, minute: slot.endMinute };
    const summary =
      slot.host && !slot.show.includes(slot.host) ? `${slot.show} with ${slot.host}` : slot.show;
    return [
      'BEGIN:VEVENT',
      `UID:slot-${slot.id}@${options.host}`,
      `DTSTAMP:${utcStamp(options.now)}`,
      `DTSTART;TZID=${STATION_TIME_ZONE}:${localStamp(y, m, d, slot.startMinute)}`,
      `DTEND;TZID=${STATION_TIME_ZONE}:${localStamp(end.d.getUTCFullYear(), end.d.getUTCMonth() + 1, end.d.getUTCDate(), end.minute)}`,
      `RRULE:FREQ=WEEKLY;BYDAY=${slot.days.map((n) => BYDAY[n]).join(',')}`,
      `SUMMARY:${escapeText(summary)}`,
      `DESCRIPTION:${escapeText(`${slot.description} (${slot.type})`)}`,
      `CATEGORIES:${slot.type.toUpperCase()}`,
      'END:VEVENT',
    ];
  });
  return calendarText([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(options.name)}//Schedule//EN`,
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeText(options.name)} schedule`,
    `X-WR-TIMEZONE:${STATION_TIME_ZONE}`,
    ...VTIMEZONE,
    ...events,
    'END:VCALENDAR',
  ]);
}

import { dateFormat } from '../../../../shared/domain/intl-formats';
import {
  daysLabel,
  formatMinuteOfDay,
  formatTime,
  type Occurrence,
  type ScheduleSlot,
  STATION_TIME_ZONE,
  zonedParts,
} from '../../../../shared/domain/schedule';

const DAY_MS = 86_400_000;

/** "CET", "GMT+1" or similar for a zone at an instant; empty when the browser has none. */
export function zoneAbbreviation(timeZone: string, at: Date, locale?: string): string {
  const parts = dateFormat({ timeZoneName: 'short' }, timeZone, locale).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

export { daysLabel };

/** The programme as written: Pacific wall-clock times. */
export function pacificRange(slot: Pick<ScheduleSlot, 'startMinute' | 'endMinute'>): string {
  return `${formatMinuteOfDay(slot.startMinute)} – ${formatMinuteOfDay(slot.endMinute)}`;
}

/** Whole days between the calendar dates of an instant in a zone and a Pacific date. */
function dayShift(
  instant: Date,
  timeZone: string,
  pacific: { year: number; month: number; day: number },
) {
  const local = zonedParts(instant, timeZone);
  return Math.round(
    (Date.UTC(local.year, local.month - 1, local.day) -
      Date.UTC(pacific.year, pacific.month - 1, pacific.day)) /
      DAY_MS,
  );
}

function shiftLabel(shift: number): string {
  if (shift === 1) return 'next day';
  if (shift === -1) return 'previous day';
  return `${shift > 0 ? '+' : ''}${shift} days`;
}

export interface LocalTimes {
  /** Which days this line is for, when the local times differ between days; else null. */
  days: string | null;
  text: string;
}

/**
 * A slot's real start and end in the listener's zone during this week. Each day is computed
 * from its own instants, so a daylight-saving change on either side shows on the days it
 * affects, and a slot that lands on another local date says so.
 */
export function localTimes(
  occurrences: readonly Occurrence[],
  timeZone: string,
  locale?: string,
): LocalTimes[] {
  const groups = new Map<string, number[]>();
  for (const { slot, start, end, isoWeekday } of occurrences) {
    // The programme writes an end at midnight as 11:59 PM; so does this column.
    const last = slot.endMinute === 1440 ? new Date(end.getTime() - 60_000) : end;
    const pacificDay = zonedParts(start, STATION_TIME_ZONE);
    const startShift = dayShift(start, timeZone, pacificDay);
    const endShift = dayShift(last, timeZone, pacificDay);
    const from = formatTime(start, timeZone, locale);
    const to = formatTime(last, timeZone, locale);
    let text: string;
    if (startShift === endShift) {
      text = `${from} – ${to}${startShift ? ` (${shiftLabel(startShift)})` : ''}`;
    } else {
      // Only the side that moves to another date is marked.
      const mark = (shift: number) => (shift ? ` (${shiftLabel(shift)})` : '');
      text = `${from}${mark(startShift)} – ${to}${mark(endShift)}`;
    }
    groups.set(text, [...(groups.get(text) ?? []), isoWeekday]);
  }
  const lines = [...groups.entries()];
  if (lines.length <= 1) return lines.map(([text]) => ({ days: null, text }));
  return lines.map(([text, days]) => ({ days: daysLabel(days), text }));
}

/**
 * The weekly programme runs on Pacific Time. These pure functions answer "what is on air at
 * this instant" and turn Pacific wall-clock slots into real instants, correctly across the
 * daylight-saving changes, without any date library.
 */

import { dateFormat } from './intl-formats';

export const STATION_TIME_ZONE = 'America/Los_Angeles';

export type SlotType = 'live' | 'auto' | 'mixed';

export interface ScheduleSlot {
  id: number;
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  days: number[];
  /** Minutes after Pacific midnight; end is exclusive (1440 = midnight). */
  startMinute: number;
  endMinute: number;
  show: string;
  host: string | null;
  description: string;
  type: SlotType;
}

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  /** 1 = Monday … 7 = Sunday. */
  isoWeekday: number;
  minuteOfDay: number;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The wall-clock date and time of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone = STATION_TIME_ZONE): ZonedParts {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
    });
    partsFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    isoWeekday: WEEKDAYS[parts.weekday ?? 'Mon'] ?? 1,
    minuteOfDay: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** How far a zone's wall clock is ahead of UTC at an instant, in minutes (Pacific: -480 or -420). */
export function zoneOffsetMinutes(instant: Date, timeZone = STATION_TIME_ZONE): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, 0, p.minuteOfDay);
  const truncated = Math.floor(instant.getTime() / 60_000) * 60_000;
  return Math.round((asUtc - truncated) / 60_000);
}

/**
 * The instant a Pacific wall-clock time happens. In the spring-forward gap the time does not
 * exist and the later offset is used; in the repeated autumn hour the first occurrence wins.
 */
export function instantOfZonedTime(
  year: number,
  month: number,
  day: number,
  minuteOfDay: number,
  timeZone = STATION_TIME_ZONE,
): Date {
  const naive = Date.UTC(year, month - 1, day, 0, minuteOfDay);
  const first = naive - zoneOffsetMinutes(new Date(naive), timeZone) * 60_000;
  const second = naive - zoneOffsetMinutes(new Date(first), timeZone) * 60_000;
  if (first === second) return new Date(first);
  const wanted = Date.UTC(year, month - 1, day, 0, minuteOfDay);
  const shows = (candidate: number) => {
    const p = zonedParts(new Date(candidate), timeZone);
    return Date.UTC(p.year, p.month - 1, p.day, 0, p.minuteOfDay) === wanted;
  };
  const valid = [first, second].filter(shows);
  // Both valid: the repeated hour, take the first. Neither: the skipped hour, take the later.
  return new Date(valid.length ? Math.min(...valid) : Math.max(first, second));
}

export function slotCovers(slot: ScheduleSlot, isoWeekday: number, minuteOfDay: number): boolean {
  return (
    slot.days.includes(isoWeekday) &&
    slot.startMinute <= minuteOfDay &&
    minuteOfDay < slot.endMinute
  );
}

/** The slot on air at an instant, or undefined where the programme has a gap. */
export function slotAt<T extends ScheduleSlot>(slots: readonly T[], instant: Date): T | undefined {
  const { isoWeekday, minuteOfDay } = zonedParts(instant);
  return slots.find((slot) => slotCovers(slot, isoWeekday, minuteOfDay));
}

export const POWER_HOUR_SHOW_SUFFIX = 'Power Hour';

/** Power Hour: a new episode on Thursdays, encores Monday to Wednesday and Friday. */
export function powerHourEpisode(isoWeekday: number): 'new' | 'encore' | null {
  if (isoWeekday === 4) return 'new';
  if ([1, 2, 3, 5].includes(isoWeekday)) return 'encore';
  return null;
}

export function isPowerHour(slot: Pick<ScheduleSlot, 'show'>): boolean {
  return slot.show.endsWith(POWER_HOUR_SHOW_SUFFIX);
}

export interface Occurrence<T extends ScheduleSlot = ScheduleSlot> {
  slot: T;
  isoWeekday: number;
  start: Date;
  end: Date;
}

/** Every slot's real start and end during the Pacific week (Monday to Sunday) holding `instant`. */
export function weekOccurrences<T extends ScheduleSlot>(
  slots: readonly T[],
  instant: Date,
): Occurrence<T>[] {
  const today = zonedParts(instant);
  const mondayUtc =
    Date.UTC(today.year, today.month - 1, today.day) - (today.isoWeekday - 1) * 86_400_000;
  const occurrences: Occurrence<T>[] = [];
  for (let offset = 0; offset < 7; offset++) {
    const date = new Date(mondayUtc + offset * 86_400_000);
    const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    const isoWeekday = offset + 1;
    for (const slot of slots) {
      if (!slot.days.includes(isoWeekday)) continue;
      occurrences.push({
        slot,
        isoWeekday,
        start: instantOfZonedTime(y, m, d, slot.startMinute),
        end: instantOfZonedTime(y, m, d, slot.endMinute),
      });
    }
  }
  return occurrences.sort((a, b) => a.start.getTime() - b.start.getTime());
}

const TIME_OF_DAY: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** "2:00 PM" style wall-clock time of an instant in a zone and locale. */
export function formatTime(instant: Date, timeZone: string, locale = 'en-US'): string {
  return dateFormat(TIME_OF_DAY, timeZone, locale).format(instant);
}

/** "2:00 PM" for a minute of the day, as the programme is written (Pacific wall clock). */
export function formatMinuteOfDay(minute: number, locale = 'en-US'): string {
  const at = new Date(Date.UTC(2000, 0, 1, 0, minute === 1440 ? 1439 : minute));
  return dateFormat(TIME_OF_DAY, 'UTC', locale).format(at);
}

/** What the back office lets a slot hold: the programme is planned in 5-minute steps. */
export const SLOT_LIMITS = Object.freeze({
  minuteStep: 5,
  showMax: 80,
  hostMax: 60,
  descriptionMax: 500,
});

/** The days the programme groups its slots under. */
export const WEEKDAY_DAYS: readonly number[] = [1, 2, 3, 4, 5];
export const WEEKEND_DAYS: readonly number[] = [6, 7];

export const DAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** "Monday", "Monday to Friday", "Saturday and Sunday", "Monday, Wednesday and Friday". */
export function daysLabel(days: readonly number[]): string {
  const sorted = [...days].sort((a, b) => a - b);
  const names = sorted.map((day) => DAY_NAMES[day - 1] ?? '');
  const consecutive = sorted.every((day, i) => i === 0 || day === (sorted[i - 1] ?? 0) + 1);
  if (sorted.length > 2 && consecutive) return `${names[0]} to ${names.at(-1)}`;
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The part of a slot that says when it plays. */
export type SlotTiming = Pick<ScheduleSlot, 'days' | 'startMinute' | 'endMinute'>;

export interface SlotOverlap<T extends SlotTiming = ScheduleSlot> {
  /** The slot already in the programme that the candidate would run into. */
  slot: T;
  /** The days both play on, in order. */
  days: number[];
}

/**
 * The slots that would play at the same time as `candidate`: sharing a day, with minutes that
 * intersect (ends are exclusive, so one show may start the minute another ends). The slot being
 * edited is left out by its id, so moving a slot within its own time is no clash.
 */
export function slotOverlaps<T extends SlotTiming & { id: number }>(
  candidate: SlotTiming & { id?: number | null },
  slots: readonly T[],
): SlotOverlap<T>[] {
  const overlaps: SlotOverlap<T>[] = [];
  for (const slot of slots) {
    if (candidate.id != null && slot.id === candidate.id) continue;
    if (slot.startMinute >= candidate.endMinute || candidate.startMinute >= slot.endMinute) {
      continue;
    }
    const days = [...new Set(candidate.days.filter((day) => slot.days.includes(day)))].sort(
      (a, b) => a - b,
    );
    if (days.length) overlaps.push({ slot, days });
  }
  return overlaps;
}

/** How an overlap is told, the same in the editor's warning and the server's refusal. */
export function overlapMessage(overlap: SlotOverlap<SlotTiming & { show: string }>): string {
  const { slot, days } = overlap;
  const times = `${formatMinuteOfDay(slot.startMinute)} – ${formatMinuteOfDay(slot.endMinute)} PT`;
  return `Overlaps “${slot.show}” on ${daysLabel(days)} (${times}).`;
}

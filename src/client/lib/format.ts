import { dateFormat, relativeTimeFormat } from '../../shared/domain/intl-formats';

export { dateFormat };

// The zone is the listener's unless given: server-rendered pages give theirs while hydrating
// (lib/listener-time).

/** "Nov 21, 2026, 10:38 AM"; the text as given when it is not a date. */
export function formatDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : dateFormat({ dateStyle: 'medium', timeStyle: 'short' }, timeZone).format(date);
}

/** "Nov 21, 2026"; the text as given when it is not a date. */
export function formatDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : dateFormat({ dateStyle: 'medium' }, timeZone).format(date);
}

/** "November 2026". */
export function formatMonthYear(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : dateFormat({ month: 'long', year: 'numeric' }, timeZone).format(date);
}

// Daily figures are UTC calendar days: formatting them in the reader's zone could name the day
// before.
const SHORT_DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };
const LONG_DAY: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
};

const asDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** "2026-11-21" as "Nov 21", for chart axes. */
export function formatShortDay(day: string): string {
  const date = asDay(day);
  return Number.isNaN(date.getTime()) ? day : dateFormat(SHORT_DAY, 'UTC').format(date);
}

/** "2026-11-21" as "Sat, Nov 21, 2026", for tables and tooltips. */
export function formatLongDay(day: string): string {
  const date = asDay(day);
  return Number.isNaN(date.getTime()) ? day : dateFormat(LONG_DAY, 'UTC').format(date);
}

/** "1,234". */
export const formatCount = (value: number) => value.toLocaleString('en-US');

/** The listener's own locale, for phrases that read best in it. */
export function listenerLocale(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.language || undefined;
}

const RELATIVE_STEPS: { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
];

/**
 * "5 minutes ago", "yesterday" within a week, then the date and time, in `locale`; null when
 * `iso` is not a date. Older than a week a relative phrase stops being useful.
 */
export function timeAgo(iso: string, now = Date.now(), locale = listenerLocale()): string | null {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return null;
  const ago = Math.max(0, Math.round((now - at) / 1000));
  if (ago < 7 * 86_400) {
    const relative = relativeTimeFormat(locale);
    const step = RELATIVE_STEPS.find((s) => ago >= s.seconds);
    return step
      ? relative.format(-Math.floor(ago / step.seconds), step.unit)
      : relative.format(0, 'minute');
  }
  return dateFormat({ dateStyle: 'medium', timeStyle: 'short' }, undefined, locale).format(at);
}

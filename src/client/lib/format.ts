const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per options, zone and language, made the first time it is needed. */
export function dateFormat(
  options: Intl.DateTimeFormatOptions,
  timeZone?: string,
  locale = 'en-US',
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, timeZone ? { ...options, timeZone } : options);
    formats.set(key, format);
  }
  return format;
}

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
const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const asDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** "2026-11-21" as "Nov 21", for chart axes. */
export function formatShortDay(day: string): string {
  const date = asDay(day);
  return Number.isNaN(date.getTime()) ? day : shortDay.format(date);
}

/** "2026-11-21" as "Sat, Nov 21, 2026", for tables and tooltips. */
export function formatLongDay(day: string): string {
  const date = asDay(day);
  return Number.isNaN(date.getTime()) ? day : longDay.format(date);
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
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    const step = RELATIVE_STEPS.find((s) => ago >= s.seconds);
    return step
      ? relative.format(-Math.floor(ago / step.seconds), step.unit)
      : relative.format(0, 'minute');
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

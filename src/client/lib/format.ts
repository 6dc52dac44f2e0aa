const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** "Nov 21, 2026, 10:38 AM"; the text as given when it is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** "Nov 21, 2026"; the text as given when it is not a date. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateOnly.format(date);
}

/** "November 2026". */
export function formatMonthYear(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : monthYear.format(date);
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

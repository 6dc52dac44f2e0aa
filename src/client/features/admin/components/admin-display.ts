import { cents, formatCents } from '../../../../shared/domain/money';

/** Whole cents from the API as "$4.99". */
export const money = (amountCents: number) => formatCents(cents(amountCents));

export const formatCount = (value: number) => value.toLocaleString('en-US');

// The daily figures are UTC calendar days: the reader's zone could name the day before.
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

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** "2026-11-21" as "Nov 21", for chart axes. */
export function formatShortDay(day: string): string {
  const date = asDate(day);
  return Number.isNaN(date.getTime()) ? day : shortDay.format(date);
}

/** "2026-11-21" as "Sat, Nov 21, 2026", for tables and tooltips. */
export function formatLongDay(day: string): string {
  const date = asDate(day);
  return Number.isNaN(date.getTime()) ? day : longDay.format(date);
}

// The days are UTC calendar days: formatting them in the reader's zone could name the one before.
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

export const formatCount = (value: number) => value.toLocaleString('en-US');

/** "1 play", "1,234 plays". */
export const countOf = (value: number, one: string, many: string) =>
  `${formatCount(value)} ${value === 1 ? one : many}`;

/** The API's conversion (subscribers per hundred followers) as "12.5%". */
export const formatPercent = (value: number) =>
  `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;

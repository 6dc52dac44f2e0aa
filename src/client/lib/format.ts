const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** "Nov 21, 2026, 10:38 AM"; the text as given when it is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** "November 2026". */
export function formatMonthYear(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : monthYear.format(date);
}

/** A day as a machine-readable date (the reader's calendar day) and as US English words. */
export function calendarDay(date: Date): { iso: string; label: string } {
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    iso: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    label: date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
  };
}

/** "Last updated" with the day the page is shown (spec: the current date). */
export function LastUpdated({ now = new Date() }: { now?: Date }) {
  const { iso, label } = calendarDay(now);
  return (
    <p className="text-sm text-muted">
      Last updated: <time dateTime={iso}>{label}</time>
    </p>
  );
}

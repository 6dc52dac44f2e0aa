import { dateFormat } from '../../lib/format';
import { useListenerTime } from '../../lib/listener-time';
/**
 * A day as a machine-readable date (the reader's calendar day, or the given zone's) and as US
 * English words.
 */
export function calendarDay(date: Date, timeZone?: string): { iso: string; label: string } {
  const parts = Object.fromEntries(
    dateFormat({ year: 'numeric', month: '2-digit', day: '2-digit' }, timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    iso: `${parts.year}-${parts.month}-${parts.day}`,
    label: dateFormat({ year: 'numeric', month: 'long', day: 'numeric' }, timeZone).format(date),
  };
}

/** "Last updated" with the day the page is shown (spec: the current date). */
export function LastUpdated({ now }: { now?: Date }) {
  const listener = useListenerTime();
  const { iso, label } = calendarDay(now ?? new Date(listener.now()), listener.timeZone);
  return (
    <p className="text-sm text-muted">
      Last updated: <time dateTime={iso}>{label}</time>
    </p>
  );
}

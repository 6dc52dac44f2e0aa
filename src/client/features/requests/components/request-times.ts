import { dateFormat } from '../../../lib/format';
import type { ListenerTime } from '../../../lib/listener-time';

/** A time of day in the listener's own zone and format, such as "9:41 PM". */
export function clockTime(iso: string, time?: Pick<ListenerTime, 'timeZone' | 'locale'>): string {
  return dateFormat({ hour: 'numeric', minute: '2-digit' }, time?.timeZone, time?.locale).format(
    new Date(iso),
  );
}

/** "just now", "12 min ago", "3 h ago", then the date: how fresh a request is at a glance. */
export function timeAgo(iso: string, time?: ListenerTime): string {
  const now = time ? time.now() : Date.now();
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return dateFormat({ month: 'short', day: 'numeric' }, time?.timeZone, time?.locale).format(
    new Date(iso),
  );
}

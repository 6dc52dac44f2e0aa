import { dateFormat } from '../../../../shared/domain/intl-formats';
import { STATION_TIME_ZONE, zonedParts } from '../../../../shared/domain/schedule';

// How an event's time is worded lives in shared/domain/event-times (the clubs list events too);
// what is here belongs to the events page's cards alone.
export {
  type EventSpan,
  localEventTime as localWhen,
  pacificEventTime as pacificWhen,
} from '../../../../shared/domain/event-times';

import type { EventSpan } from '../../../../shared/domain/event-times';

/** The Pacific month and day for the card's date block: ["DEC", "4"]. */
export function pacificDateBlock(startsAt: string): { month: string; day: string } {
  const start = new Date(startsAt);
  return {
    month: dateFormat({ month: 'short' }, STATION_TIME_ZONE).format(start).toUpperCase(),
    day: String(zonedParts(start).day),
  };
}

/** Whether the event has started and not yet ended at `now`. */
export function isOnNow(span: EventSpan, now: Date): boolean {
  const at = now.getTime();
  return Date.parse(span.startsAt) <= at && at < Date.parse(span.endsAt);
}

import { CalendarDays, Clock, MapPin, Radio } from 'lucide-react';
import type { ClubEvent } from '../../../../shared/contracts/clubs';
import { localEventTime, pacificEventTime } from '../../../../shared/domain/event-times';
import { EVENT_KIND_LABELS, eventLink, ON_AIR_PLACE } from '../../../../shared/events.constants';
import { TextLink } from '../../../components/content/text-link';
import { DataEmpty } from '../../../components/ui/data-states';
import { useListenerTime } from '../../../lib/listener-time';

/**
 * The club's events still to come, each in Pacific Time (the station's) and the reader's own,
 * as /events tells them. The reader's zone is the render's while a server-rendered page
 * hydrates, then their own.
 */
export function ClubEvents({
  events,
  localTimeZone,
}: {
  events: ClubEvent[];
  localTimeZone?: string;
}) {
  const listener = useListenerTime();
  const timeZone = localTimeZone ?? listener.timeZone;
  const now = new Date(listener.now());
  return (
    <section aria-labelledby="club-events" className="panel grid gap-4 p-4 sm:p-5">
      <h2 id="club-events" className="text-xl font-bold">
        Upcoming events
      </h2>
      {events.length === 0 ? (
        <DataEmpty title="No events planned yet" icon={CalendarDays}>
          When the crew plans a show or a listening party for this club, it shows here and on{' '}
          <TextLink href="/events">Events</TextLink>.
        </DataEmpty>
      ) : (
        <ol aria-label="Upcoming club events" className="grid gap-3">
          {events.map((event) => (
            <li key={event.id} className="grid gap-1 rounded-xl border border-line p-3">
              <span className="text-xs font-bold tracking-[0.12em] text-cyan uppercase">
                {EVENT_KIND_LABELS[event.kind]}
              </span>
              <a href={eventLink(event.id)} className="font-bold wrap-anywhere hover:text-accent">
                {event.title}
              </a>
              {event.host ? <p className="text-sm text-muted">with {event.host}</p> : null}
              <p className="flex gap-2 text-sm font-bold tabular-nums" data-testid="pacific-time">
                <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-cyan" />
                <time dateTime={event.startsAt}>{pacificEventTime(event, now)}</time>
              </p>
              <p className="ps-6 text-sm text-muted tabular-nums" data-testid="local-time">
                Your time: {localEventTime(event, timeZone, listener.locale, now)}
              </p>
              <p className="flex gap-2 text-sm wrap-anywhere">
                {event.place ? (
                  <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-cyan" />
                ) : (
                  <Radio aria-hidden className="mt-0.5 size-4 shrink-0 text-cyan" />
                )}
                {event.place ?? ON_AIR_PLACE}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import { CalendarDays, CalendarPlus, Globe2 } from 'lucide-react';
import type { StationEvent } from '../../../../shared/contracts/events';
import { EVENTS_CALENDAR_PATH } from '../../../../shared/events.constants';
import { TextLink } from '../../../components/content/text-link';
import { DataEmpty, QueryStates } from '../../../components/ui/data-states';
import { PageHeader } from '../../../components/ui/page-status';
import { useListenerTime } from '../../../lib/listener-time';
import { useEventList, useMyRsvps, useRsvp } from '../hooks/use-event-rsvp';
import { EventCard } from './event-card';
import { type EventViewer, RsvpButtons } from './rsvp-buttons';

interface EventsViewProps {
  viewer: EventViewer;
  /** The reader's zone; the browser's own unless a test pins one. */
  localTimeZone?: string;
}

function NothingPlanned() {
  return (
    <DataEmpty title="No events planned yet" icon={CalendarDays}>
      <p className="max-w-md">
        The crew is lining up live shows and listening parties. Until then, the{' '}
        <TextLink href="/schedule">schedule</TextLink> has every show on air, and the{' '}
        <TextLink href="/live-chat">live chat</TextLink> is where listeners meet every night.
      </p>
    </DataEmpty>
  );
}

/** /events: what the station has planned, with answers for members, and what it has done. */
export function EventsView({ viewer, localTimeZone: pinnedZone }: EventsViewProps) {
  const listener = useListenerTime();
  const timeZone = pinnedZone ?? listener.timeZone;
  const now = new Date(listener.now());
  const events = useEventList();
  const mine = useMyRsvps(viewer === 'member');
  const rsvp = useRsvp();
  const answering = rsvp.isPending ? rsvp.variables?.eventId : undefined;

  const card = (event: StationEvent, past: boolean) => (
    <EventCard
      key={event.id}
      event={event}
      past={past}
      now={now}
      timeZone={timeZone}
      locale={listener.locale}
      answer={
        past ? null : (
          <RsvpButtons
            eventTitle={event.title}
            viewer={viewer}
            choice={mine.byEvent.get(event.id) ?? null}
            busy={mine.isPending || answering === event.id}
            onAnswer={(choice) => rsvp.mutate({ eventId: event.id, choice })}
          />
        )
      }
    />
  );

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeader
        title="Events"
        description="Live shows, listening parties and special nights with the NightDrive FM crew and the artists we play."
      >
        <a href={EVENTS_CALENDAR_PATH} download className="btn btn-outline">
          <CalendarPlus aria-hidden size={18} /> Subscribe to all events
        </a>
      </PageHeader>

      <p className="panel mt-6 flex gap-3 p-4 text-sm">
        <Globe2 aria-hidden className="mt-0.5 size-5 shrink-0 text-cyan" />
        <span>
          Times in bold are Pacific Time (PT), the station&rsquo;s own; under each is your time.
          Events on air play on the stream, so you can join from anywhere.
        </span>
      </p>

      <div className="mt-8">
        <QueryStates
          query={events}
          pending="Loading the events…"
          problem="We could not load the events"
        >
          {({ upcoming, past }) => (
            <div className="grid gap-10">
              <section aria-labelledby="events-upcoming" className="grid gap-4">
                <h2 id="events-upcoming" className="text-2xl font-bold">
                  Coming up
                </h2>
                {upcoming.length ? (
                  <ol aria-label="Upcoming events" className="grid gap-4">
                    {upcoming.map((event) => card(event, false))}
                  </ol>
                ) : (
                  <NothingPlanned />
                )}
              </section>
              {past.length ? (
                <section aria-labelledby="events-past" className="grid gap-4">
                  <h2 id="events-past" className="text-2xl font-bold">
                    Past events
                  </h2>
                  <ol aria-label="Past events" className="grid gap-4">
                    {past.map((event) => card(event, true))}
                  </ol>
                </section>
              ) : null}
            </div>
          )}
        </QueryStates>
      </div>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { MessagesSquare, PartyPopper } from 'lucide-react';
import { Link } from 'wouter';
import type { StationEvent } from '../../../../shared/contracts/events';
import { eventLink } from '../../../../shared/events.constants';
import { useHydrated } from '../../../lib/rendering';
import { eventsQueries } from '../api/events-queries';

/** How often the page looks again, so a party that starts while it is open shows up. */
const RECHECK_MS = 60_000;

/** The listening party on now, if any: started, not over, not called off. */
export function partyOnNow(events: readonly StationEvent[], now: number): StationEvent | undefined {
  return events.find(
    (event) =>
      event.kind === 'listening-party' &&
      !event.cancelledAt &&
      Date.parse(event.startsAt) <= now &&
      now < Date.parse(event.endsAt),
  );
}

function PartyBanner() {
  const { data } = useQuery({ ...eventsQueries.list(), refetchInterval: RECHECK_MS });
  const party = data ? partyOnNow(data.upcoming, Date.now()) : undefined;
  if (!party) return null;
  return (
    <section aria-labelledby="party-banner-title" className="mx-auto mt-6 max-w-6xl px-4">
      <div className="panel flex flex-wrap items-center gap-4 border-accent/60 p-4 sm:p-5">
        <PartyPopper aria-hidden className="shrink-0 text-accent" size={28} />
        <div className="min-w-0 flex-1">
          <h2 id="party-banner-title" className="font-bold">
            Listening party on now: {party.title}
          </h2>
          <p className="text-sm text-muted">
            {party.host ? `Hosted by ${party.host}. ` : ''}Press play and talk it through with
            everyone in the live chat.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link href="/live-chat" className="btn btn-primary btn-sm">
            <MessagesSquare aria-hidden size={16} /> Join the live chat
          </Link>
          <Link href={eventLink(party.id)} className="btn btn-ghost btn-sm ring-1 ring-line">
            About the party
          </Link>
        </div>
      </div>
    </section>
  );
}

/**
 * A banner on /now-playing while a listening party is on. It asks for the events only in the
 * browser, once the page has hydrated: the clock decides it, and the server's page stays as fast.
 */
export function ListeningPartyBanner() {
  return useHydrated() ? <PartyBanner /> : null;
}

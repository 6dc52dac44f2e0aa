import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { EventList, MyRsvps, RsvpResult } from '../../../../shared/contracts/events';
import type { RsvpChoice } from '../../../../shared/events.constants';
import { toastFailure } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { clearRsvp, eventsQueries, setRsvp } from '../api/events-queries';

export function useEventList() {
  return useQuery(eventsQueries.list());
}

/** The member's answers by event id; asked only once someone is known to be signed in. */
export function useMyRsvps(signedIn: boolean) {
  const query = useQuery({ ...eventsQueries.mine(), enabled: signedIn });
  const byEvent = useMemo(
    () => new Map((query.data ?? []).map((rsvp) => [rsvp.eventId, rsvp.choice] as const)),
    [query.data],
  );
  return { byEvent, isPending: signedIn && query.isPending };
}

type Rsvps = MyRsvps['rsvps'];

/** The list and the member's answers as the server says they are after an answer. */
function applyResult(list: EventList, result: RsvpResult): EventList {
  const withCounts = (events: EventList['upcoming']) =>
    events.map((event) =>
      event.id === result.eventId ? { ...event, counts: result.counts } : event,
    );
  return { upcoming: withCounts(list.upcoming), past: withCounts(list.past) };
}

function applyChoice(rsvps: Rsvps, result: RsvpResult): Rsvps {
  const others = rsvps.filter((rsvp) => rsvp.eventId !== result.eventId);
  return result.choice ? [...others, { eventId: result.eventId, choice: result.choice }] : others;
}

/**
 * Answers an event (a choice) or takes the answer back (null). The counts and the pressed
 * button come from the server's answer, not a guess, so they show what was really saved.
 */
export function useRsvp() {
  const queryClient = useQueryClient();
  const listKey = eventsQueries.list().queryKey;
  return useMutation({
    mutationFn: ({ eventId, choice }: { eventId: number; choice: RsvpChoice | null }) =>
      choice ? setRsvp(eventId, choice) : clearRsvp(eventId),
    onSuccess: (result) => {
      queryClient.setQueryData<EventList>(listKey, (list) => list && applyResult(list, result));
      queryClient.setQueryData<Rsvps>(
        eventsQueries.mine().queryKey,
        (rsvps) => rsvps && applyChoice(rsvps, result),
      );
    },
    onError: toastFailure('Your answer was not saved', (error) => {
      // A 409 means the page is out of date (the event ended or was called off meanwhile).
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: listKey });
      }
    }),
  });
}

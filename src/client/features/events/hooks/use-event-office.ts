import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventInput, EventUpdate, OfficeEvent } from '../../../../shared/contracts/events';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { createEvent, deleteEvent, eventsQueries, updateEvent } from '../api/events-queries';
import { staleEventOf } from '../api/stale-event';

export function useOfficeEvents() {
  return useQuery(eventsQueries.office());
}

/** After any answer: the office's list, the public page and the members' answers read again. */
function refreshEvents(queryClient: QueryClient) {
  for (const query of [eventsQueries.office(), eventsQueries.list(), eventsQueries.mine()]) {
    void queryClient.invalidateQueries({ queryKey: query.queryKey });
  }
}

/** What an event's fields are, as a change sends them back. */
export const inputOf = (event: OfficeEvent): EventInput => ({
  title: event.title,
  kind: event.kind,
  startsAt: event.startsAt,
  endsAt: event.endsAt,
  host: event.host,
  place: event.place,
  description: event.description,
});

export type EventSave =
  | { kind: 'create'; input: EventInput }
  | { kind: 'update'; id: number; update: EventUpdate };

/** Adds or changes an event; the form shows field problems and conflicts itself. */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: EventSave): Promise<OfficeEvent> =>
      save.kind === 'create' ? createEvent(save.input) : updateEvent(save.id, save.update),
    onSuccess: (saved, save) => {
      toast({
        title: save.kind === 'create' ? 'Event added' : 'Event saved',
        description: `“${saved.title}” is on the events page as saved.`,
      });
    },
    onSettled: () => refreshEvents(queryClient),
  });
}

/** A refusal told in a toast, naming a newer version when that was the reason. */
function refusal(title: string, error: unknown, staleAdvice: string) {
  const current = staleEventOf(error);
  toast({
    title: current ? `${title}: the event changed` : title,
    description: current
      ? `Someone else changed “${current.title}” meanwhile. The list now shows it as it is; ${staleAdvice}`
      : errorMessage(error),
    variant: 'destructive',
  });
}

/** Calls an event off, or on again; it stays listed either way, marked when cancelled. */
export function useSetCancelled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ event, cancelled }: { event: OfficeEvent; cancelled: boolean }) =>
      updateEvent(event.id, { ...inputOf(event), version: event.version, cancelled }),
    onSuccess: (saved) => {
      toast(
        saved.cancelledAt
          ? {
              title: 'Event cancelled',
              description: `“${saved.title}” stays on the events page, marked Cancelled.`,
            }
          : { title: 'Event restored', description: `“${saved.title}” is on again.` },
      );
    },
    onError: (error) => refusal('Not changed', error, 'try again if it still should change.'),
    onSettled: () => refreshEvents(queryClient),
  });
}

/** Deletes an event named by the version shown; a newer version refuses it and is shown instead. */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: OfficeEvent) => deleteEvent(event),
    onSuccess: (_answer, event) => {
      toast({ title: 'Event deleted', description: `“${event.title}” is off the events page.` });
    },
    onError: (error) => refusal('Not deleted', error, 'delete it again if it should still go.'),
    onSettled: () => refreshEvents(queryClient),
  });
}

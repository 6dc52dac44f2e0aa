import { CalendarDays, Plus } from 'lucide-react';
import type { OfficeEvent } from '../../../../shared/contracts/events';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataEmpty, QueryStates } from '../../../components/ui/data-states';
import { useListenerTime } from '../../../lib/listener-time';
import { useOfficeEditing } from '../../../lib/office-editing';
import { useDeleteEvent, useOfficeEvents, useSetCancelled } from '../hooks/use-event-office';
import { EventForm } from './event-form';
import { pacificWhen } from './event-times';
import { OfficeEventList } from './office-event-list';

const DISCARD = 'Discard your changes to the event you are editing?';

interface EventsEditorProps {
  /** The editor's zone for "your time"; the browser's own unless a test pins one. */
  localTimeZone?: string;
}

/**
 * The back office's events: add, change, call off (or on again) and delete what /events shows.
 * Times are planned in Pacific Time, with the editor's own beside them.
 */
export function EventsEditor({ localTimeZone: pinnedZone }: EventsEditorProps) {
  const listener = useListenerTime();
  const timeZone = pinnedZone ?? listener.timeZone;
  const now = new Date(listener.now());
  const query = useOfficeEvents();
  const remove = useDeleteEvent();
  const setCancelled = useSetCancelled();
  const {
    editing,
    setDirty,
    open,
    close,
    addButton,
    deleting,
    setDeleting,
    confirmDelete: handleDelete,
  } = useOfficeEditing<OfficeEvent>({ discard: DISCARD, remove });

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-2xl font-bold">Events</h2>
          <p className="text-sm text-muted">
            Live shows, listening parties and special events on /events. Times are Pacific Time;
            your own ({timeZone}) is beside each one. A cancelled event stays listed, marked, until
            you delete it.
          </p>
        </div>
        <button
          ref={addButton}
          type="button"
          className="btn btn-primary"
          onClick={() => open(null)}
        >
          <Plus aria-hidden size={18} /> Add an event
        </button>
      </div>

      {editing ? (
        <EventForm
          key={editing.key}
          event={editing.item}
          timeZone={timeZone}
          locale={listener.locale}
          now={now}
          onDirtyChange={setDirty}
          onClose={close}
        />
      ) : null}

      <QueryStates
        query={query}
        pending="Loading the events…"
        problem="We could not load the events"
        empty={
          <DataEmpty title="No events yet" icon={CalendarDays}>
            Add the first one: it shows on the events page at once, ready for listeners to answer.
          </DataEmpty>
        }
      >
        {(events) => (
          <OfficeEventList
            events={events}
            now={now}
            timeZone={timeZone}
            locale={listener.locale}
            editingId={editing?.item?.id ?? null}
            togglingId={setCancelled.isPending ? (setCancelled.variables?.event.id ?? null) : null}
            onEdit={open}
            onSetCancelled={(event, cancelled) => setCancelled.mutate({ event, cancelled })}
            onDelete={setDeleting}
          />
        )}
      </QueryStates>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete this event?"
        description={
          deleting ? (
            <>
              “{deleting.title}”, {pacificWhen(deleting, now)}, leaves the events page and every
              member&rsquo;s answers with it. To call it off but keep it listed, cancel it instead.
            </>
          ) : null
        }
        confirmLabel="Delete event"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        danger
        onConfirm={handleDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

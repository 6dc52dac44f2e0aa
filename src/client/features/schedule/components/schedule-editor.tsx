import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import type { OfficeSlot } from '../../../../shared/contracts/schedule-office';
import { weekOccurrences } from '../../../../shared/domain/schedule';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryStates } from '../../../components/ui/data-states';
import { useListenerTime } from '../../../lib/listener-time';
import { useOfficeEditing } from '../../../lib/office-editing';
import { scheduleOfficeQueries } from '../api/schedule-office';
import { useMinuteClock } from '../hooks/use-minute-clock';
import { useDeleteSlot } from '../hooks/use-slot-mutations';
import { OfficeSlotList } from './office-slot-list';
import { SlotForm } from './slot-form';
import { daysLabel, pacificRange } from './slot-times';

const DISCARD = 'Discard your changes to the slot you are editing?';

interface ScheduleEditorProps {
  /** The editor's zone for "your time"; the browser's own unless a test pins one. */
  localTimeZone?: string;
}

/**
 * The back office's programme: every slot in Pacific Time with the editor's own time beside,
 * to add, change, move and delete. A change shows on /schedule and in the ON AIR badge at once.
 */
export function ScheduleEditor({ localTimeZone: pinnedZone }: ScheduleEditorProps) {
  const listener = useListenerTime();
  const localTimeZone = pinnedZone ?? listener.timeZone;
  const query = useQuery(scheduleOfficeQueries.slots());
  const now = useMinuteClock();
  const remove = useDeleteSlot();
  const {
    editing,
    setDirty,
    open,
    close,
    addButton,
    deleting,
    setDeleting,
    confirmDelete: handleDelete,
  } = useOfficeEditing<OfficeSlot>({ discard: DISCARD, remove });

  const slots = query.data?.slots;
  const occurrences = useMemo(() => (slots ? weekOccurrences(slots, now) : []), [slots, now]);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-2xl font-bold">Programme</h2>
          <p className="text-sm text-muted">
            Times are Pacific Time, as listeners read the schedule; your own time ({localTimeZone})
            is beside each slot. Changes show on the schedule and the ON AIR badge at once.
          </p>
        </div>
        <button
          ref={addButton}
          type="button"
          className="btn btn-primary"
          onClick={() => open(null)}
        >
          <Plus aria-hidden size={18} /> Add a slot
        </button>
      </div>

      {editing && slots ? (
        <SlotForm
          key={editing.key}
          slot={editing.item}
          slots={slots}
          onDirtyChange={setDirty}
          onClose={close}
        />
      ) : null}

      <QueryStates
        query={query}
        pending="Loading the programme…"
        problem="We could not load the programme"
      >
        {(data) => (
          <OfficeSlotList
            slots={data.slots}
            occurrences={occurrences}
            localTimeZone={localTimeZone}
            locale={listener.locale}
            editingId={editing?.item?.id ?? null}
            onEdit={open}
            onDelete={setDeleting}
          />
        )}
      </QueryStates>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete this slot?"
        description={
          deleting ? (
            <>
              “{deleting.show}”, {daysLabel(deleting.days)} {pacificRange(deleting)} PT, leaves the
              schedule at once. Its hours go to the AutoDJ until another slot takes them.
            </>
          ) : null
        }
        confirmLabel="Delete slot"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        danger
        onConfirm={handleDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

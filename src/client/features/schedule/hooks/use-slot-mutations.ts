import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfficeSlot, SlotInput } from '../../../../shared/contracts/schedule-office';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import {
  createSlot,
  deleteSlot,
  PROGRAMME_READERS,
  scheduleOfficeQueries,
  staleSlotOf,
  updateSlot,
} from '../api/schedule-office';

/** After any answer: the editor's list, the public schedule and the show on air read again. */
function refreshProgramme(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: scheduleOfficeQueries.slots().queryKey });
  for (const queryKey of PROGRAMME_READERS) void queryClient.invalidateQueries({ queryKey });
}

export type SlotSave =
  | { kind: 'create'; input: SlotInput }
  | { kind: 'update'; id: number; input: SlotInput & { version: number } };

/** Adds or changes a slot; the form shows field problems and conflicts itself. */
export function useSaveSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SlotSave): Promise<OfficeSlot> =>
      save.kind === 'create' ? createSlot(save.input) : updateSlot(save.id, save.input),
    onSuccess: (saved, save) => {
      toast({
        title: save.kind === 'create' ? 'Slot added' : 'Slot saved',
        description: `“${saved.show}” is on the schedule as saved.`,
      });
    },
    onSettled: () => refreshProgramme(queryClient),
  });
}

/** Deletes a slot named by the version shown; a newer version refuses it and is shown instead. */
export function useDeleteSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSlot,
    onSuccess: (_answer, slot) => {
      toast({ title: 'Slot deleted', description: `“${slot.show}” is off the schedule.` });
    },
    onError: (error) => {
      const current = staleSlotOf(error);
      toast({
        title: current ? 'Not deleted: the slot changed' : 'Not deleted',
        description: current
          ? `Someone else changed “${current.show}” meanwhile. The list now shows it as it is; delete it again if it should still go.`
          : errorMessage(error),
        variant: 'destructive',
      });
    },
    onSettled: () => refreshProgramme(queryClient),
  });
}

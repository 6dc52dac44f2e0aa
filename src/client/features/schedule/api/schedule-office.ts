import { queryOptions } from '@tanstack/react-query';
import {
  type OfficeSchedule,
  type OfficeSlot,
  officeScheduleSchema,
  officeSlotSchema,
  type SlotInput,
  STALE_SLOT,
  staleSlotSchema,
} from '../../../../shared/contracts/schedule-office';
import { apiRequest } from '../../../lib/api-client';
import { staleReader } from '../../../lib/stale-edit';

const SLOTS_URL = '/api/schedule/slots';
const slotUrl = (id: number) => `${SLOTS_URL}/${id}`;

/**
 * What reads the programme and must follow a change at once: the public schedule and the show
 * on air. Both queries are keyed by their address, so they are named here by it.
 */
export const PROGRAMME_READERS = [['/api/schedule'], ['/api/radio/now-playing']] as const;

export const scheduleOfficeQueries = {
  /** Every slot with the version a change must name. */
  slots: () =>
    queryOptions({
      queryKey: [SLOTS_URL] as const,
      queryFn: async ({ signal }): Promise<OfficeSchedule> =>
        officeScheduleSchema.parse(await apiRequest(SLOTS_URL, { signal })),
    }),
};

export async function createSlot(input: SlotInput): Promise<OfficeSlot> {
  return officeSlotSchema.parse(await apiRequest(SLOTS_URL, { method: 'POST', body: input }));
}

export async function updateSlot(
  id: number,
  input: SlotInput & { version: number },
): Promise<OfficeSlot> {
  return officeSlotSchema.parse(await apiRequest(slotUrl(id), { method: 'PUT', body: input }));
}

export async function deleteSlot(slot: OfficeSlot): Promise<void> {
  await apiRequest(`${slotUrl(slot.id)}?version=${slot.version}`, { method: 'DELETE' });
}

/** The slot as someone else left it, when a change was refused for being made from an older one. */
export const staleSlotOf = staleReader(STALE_SLOT, staleSlotSchema);

import type { OfficeSlot } from '../../../shared/contracts/schedule-office.js';
import type { ScheduleSlot } from '../../../shared/domain/schedule.js';
import type { ScheduleSlotRow } from './schedule.repo.js';

/** A slot of the weekly programme, its days in order. */
export function toScheduleSlot(row: ScheduleSlotRow): ScheduleSlot {
  return {
    id: row.id,
    days: [...row.days].sort((a, b) => a - b),
    startMinute: row.startMinute,
    endMinute: row.endMinute,
    show: row.show,
    host: row.host,
    description: row.description,
    type: row.type,
  };
}

/** A slot as the back office edits it: with the version a change must name. */
export function toOfficeSlot(row: ScheduleSlotRow): OfficeSlot {
  return { ...toScheduleSlot(row), version: row.version, updatedAt: row.updatedAt.toISOString() };
}

import type { ScheduleSlot } from '../../../shared/domain/schedule.js';
import type { ScheduleSlotRow } from './schedule.repo.js';

/** A slot of the weekly programme, its days in order. */
export function toScheduleSlot(row: ScheduleSlotRow): ScheduleSlot {
  return {
    id: row.id,
    days: [...row.days].sort(),
    startMinute: row.startMinute,
    endMinute: row.endMinute,
    show: row.show,
    host: row.host,
    description: row.description,
    type: row.type,
  };
}

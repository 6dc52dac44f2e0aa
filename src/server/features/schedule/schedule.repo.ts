import { asc } from 'drizzle-orm';
import type { ScheduleSlot } from '../../../shared/domain/schedule.js';
import type { Db } from '../../db/client.js';
import { scheduleSlots } from '../../db/schema/index.js';

export function createScheduleRepo(db: Db) {
  return {
    async slots(): Promise<ScheduleSlot[]> {
      const rows = await db
        .select()
        .from(scheduleSlots)
        .orderBy(asc(scheduleSlots.sortOrder), asc(scheduleSlots.startMinute));
      return rows.map((row) => ({
        id: row.id,
        days: [...row.days].sort(),
        startMinute: row.startMinute,
        endMinute: row.endMinute,
        show: row.show,
        host: row.host,
        description: row.description,
        type: row.type,
      }));
    },
  };
}

export type ScheduleRepo = ReturnType<typeof createScheduleRepo>;

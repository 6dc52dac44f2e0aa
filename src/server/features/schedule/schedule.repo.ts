import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { scheduleSlots } from '../../db/schema/index.js';

export type ScheduleSlotRow = typeof scheduleSlots.$inferSelect;

export function createScheduleRepo(db: Db) {
  return {
    async slots(): Promise<ScheduleSlotRow[]> {
      return db
        .select()
        .from(scheduleSlots)
        .orderBy(asc(scheduleSlots.sortOrder), asc(scheduleSlots.startMinute));
    },
  };
}

export type ScheduleRepo = ReturnType<typeof createScheduleRepo>;

import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { scheduleSlots } from '../../db/schema/index.js';
import type { Queryable } from '../../modules.js';

export type ScheduleSlotRow = typeof scheduleSlots.$inferSelect;

/** What a slot holds, as the back office writes it. */
export interface SlotFields {
  days: number[];
  startMinute: number;
  endMinute: number;
  show: string;
  host: string | null;
  description: string;
  type: ScheduleSlotRow['type'];
}

export function createScheduleRepo(db: Db) {
  const slotsOf = (tx: Queryable) =>
    tx
      .select()
      .from(scheduleSlots)
      .orderBy(asc(scheduleSlots.startMinute), asc(scheduleSlots.endMinute), asc(scheduleSlots.id));
  // The programme is read by every visit to the schedule: prepared once, the statement is not
  // built again for each request, nor parsed and planned again by PostgreSQL.
  const allSlots = slotsOf(db).prepare('schedule_slots');

  return {
    /** In the order of the day: slots added or moved in the back office fall into place. */
    async slots(tx: Queryable = db): Promise<ScheduleSlotRow[]> {
      return tx === db ? allSlots.execute() : slotsOf(tx);
    },

    /**
     * Holds off other writers of the programme until the transaction ends (readers go on): an
     * overlap is a fact about every slot at once, so two writes checked side by side could
     * each pass and together clash.
     */
    async lock(tx: Queryable) {
      await tx.execute(sql`lock table ${scheduleSlots} in share row exclusive mode`);
    },

    async find(tx: Queryable, id: number): Promise<ScheduleSlotRow | undefined> {
      const [row] = await tx.select().from(scheduleSlots).where(eq(scheduleSlots.id, id));
      return row;
    },

    /** Another slot of that show starting at that minute (the table holds one at most). */
    async findByShowStart(
      tx: Queryable,
      show: string,
      startMinute: number,
      exceptId?: number,
    ): Promise<ScheduleSlotRow | undefined> {
      const [row] = await tx
        .select()
        .from(scheduleSlots)
        .where(
          and(
            eq(scheduleSlots.show, show),
            eq(scheduleSlots.startMinute, startMinute),
            exceptId === undefined ? undefined : ne(scheduleSlots.id, exceptId),
          ),
        );
      return row;
    },

    async insert(tx: Queryable, fields: SlotFields): Promise<ScheduleSlotRow> {
      const [row] = await tx.insert(scheduleSlots).values(fields).returning();
      if (!row) throw new Error('the new slot was not returned');
      return row;
    },

    /** Writes over the version named; nothing when that is no longer the slot's version. */
    async update(
      tx: Queryable,
      id: number,
      version: number,
      fields: SlotFields,
    ): Promise<ScheduleSlotRow | undefined> {
      const [row] = await tx
        .update(scheduleSlots)
        .set({
          ...fields,
          version: sql`${scheduleSlots.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(scheduleSlots.id, id), eq(scheduleSlots.version, version)))
        .returning();
      return row;
    },

    async remove(tx: Queryable, id: number, version: number): Promise<ScheduleSlotRow | undefined> {
      const [row] = await tx
        .delete(scheduleSlots)
        .where(and(eq(scheduleSlots.id, id), eq(scheduleSlots.version, version)))
        .returning();
      return row;
    },
  };
}

export type ScheduleRepo = ReturnType<typeof createScheduleRepo>;

import {
  type OfficeSchedule,
  type OfficeSlot,
  SLOT_NAME_TAKEN,
  SLOT_OVERLAP,
  type SlotValues,
  STALE_SLOT,
} from '../../../shared/contracts/schedule-office.js';
import { type Actor, can } from '../../../shared/domain/policies.js';
import {
  daysLabel,
  formatMinuteOfDay,
  overlapMessage,
  type ScheduleSlot,
  STATION_TIME_ZONE,
  slotOverlaps,
} from '../../../shared/domain/schedule.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { forbidden, HttpError, notFound } from '../../lib/http-error.js';
import type { AuditTrail, Queryable } from '../../modules.js';
import type { ScheduleRepo, ScheduleSlotRow, SlotFields } from './schedule.repo.js';
import { toOfficeSlot, toScheduleSlot } from './schedule.views.js';

/** Whoever edits the programme: the policy reads their roles, the audit trail their name. */
export type ScheduleEditor = Actor & { username: string };

/** A write based on a version someone has since replaced; the answer carries the slot as it is. */
export class StaleSlotError extends HttpError {
  constructor(readonly current: OfficeSlot) {
    super(
      409,
      STALE_SLOT,
      `Someone else changed “${current.show}” since you opened it. Look at the slot as it is now and make your change again.`,
    );
  }
}

const GONE = 'That slot is no longer in the programme: someone deleted it meanwhile.';

const when = (slot: Pick<ScheduleSlot, 'days' | 'startMinute' | 'endMinute'>) =>
  `${daysLabel(slot.days)}, ${formatMinuteOfDay(slot.startMinute)} – ${formatMinuteOfDay(slot.endMinute)} PT`;

/** What changed, as the audit trail's summary names it. */
function changedParts(before: ScheduleSlot, after: ScheduleSlot): string[] {
  const parts: string[] = [];
  if (before.days.join() !== after.days.join()) parts.push('days');
  if (before.startMinute !== after.startMinute || before.endMinute !== after.endMinute) {
    parts.push('times');
  }
  if (before.show !== after.show) parts.push('name');
  if (before.host !== after.host) parts.push('host');
  if (before.description !== after.description) parts.push('description');
  if (before.type !== after.type) parts.push('type');
  return parts;
}

function mayEdit(actor: ScheduleEditor) {
  if (!can(actor, 'schedule.edit')) {
    throw forbidden('Only DJs and administrators can change the schedule.');
  }
}

export interface ScheduleOfficeDeps {
  db: Db;
  repo: ScheduleRepo;
  audit: AuditTrail;
  /** Told after every committed change, so what reads the programme can read it again. */
  changed: () => Promise<void>;
}

/**
 * The back office's side of the programme: every change checked against the whole week (no
 * two shows at once), made from the version its editor read, and recorded in the audit trail
 * in the same transaction.
 */
export function createScheduleOffice({ db, repo, audit, changed }: ScheduleOfficeDeps) {
  const fieldsOf = (input: SlotValues): SlotFields => ({
    days: [...input.days].sort((a, b) => a - b),
    startMinute: input.startMinute,
    endMinute: input.endMinute,
    show: input.show,
    host: input.host,
    description: input.description,
    type: input.type,
  });

  const nameTaken = (fields: SlotFields, twin?: ScheduleSlot) => {
    const where = twin ? ` (${when(twin)})` : '';
    const reason = `“${fields.show}” already has a slot starting at ${formatMinuteOfDay(fields.startMinute)} PT${where}. Add these days to that slot, or start at another time.`;
    return new HttpError(409, SLOT_NAME_TAKEN, reason, [{ field: 'show', reason }]);
  };

  /** Refuses a slot that would play over another, or a second slot of a show at one start. */
  async function refuseClashes(tx: Queryable, fields: SlotFields, id?: number) {
    const others = (await repo.slots(tx)).map(toScheduleSlot);
    const overlaps = slotOverlaps({ ...fields, id }, others);
    if (overlaps.length) {
      const reason = overlaps.map(overlapMessage).join(' ');
      throw new HttpError(409, SLOT_OVERLAP, `${reason} Change the days or the times.`, [
        { field: 'startMinute', reason },
      ]);
    }
    const twin = await repo.findByShowStart(tx, fields.show, fields.startMinute, id);
    if (twin) throw nameTaken(fields, toScheduleSlot(twin));
  }

  /** Runs a write; the unique (show, start) rule, should a race reach it, answers as the check does. */
  async function write<T>(fields: SlotFields, work: (tx: Queryable) => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await db.transaction(async (tx) => {
        await repo.lock(tx);
        return work(tx);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken(fields);
      throw error;
    }
    await changed();
    return result;
  }

  /** The slot as it stands, refusing a write made from an older version of it. */
  async function current(tx: Queryable, id: number, version: number): Promise<ScheduleSlotRow> {
    const row = await repo.find(tx, id);
    if (!row) throw notFound(GONE);
    if (row.version !== version) throw new StaleSlotError(toOfficeSlot(row));
    return row;
  }

  return {
    async list(actor: ScheduleEditor): Promise<OfficeSchedule> {
      mayEdit(actor);
      const rows = await repo.slots();
      return { timeZone: STATION_TIME_ZONE, slots: rows.map(toOfficeSlot) };
    },

    async create(actor: ScheduleEditor, input: SlotValues): Promise<OfficeSlot> {
      mayEdit(actor);
      const fields = fieldsOf(input);
      const row = await write(fields, async (tx) => {
        await refuseClashes(tx, fields);
        const created = await repo.insert(tx, fields);
        const after = toScheduleSlot(created);
        await audit.append(tx, {
          actor,
          action: 'schedule.create',
          summary: `Schedule: added “${after.show}” (${when(after)})`,
          targetType: 'schedule_slot',
          targetId: created.id,
          after,
        });
        return created;
      });
      return toOfficeSlot(row);
    },

    async update(
      actor: ScheduleEditor,
      id: number,
      input: SlotValues & { version: number },
    ): Promise<OfficeSlot> {
      mayEdit(actor);
      const fields = fieldsOf(input);
      const row = await write(fields, async (tx) => {
        const before = toScheduleSlot(await current(tx, id, input.version));
        await refuseClashes(tx, fields, id);
        const updated = await repo.update(tx, id, input.version, fields);
        // The table is locked and the version was just read, so this only guards the impossible.
        if (!updated) throw notFound(GONE);
        const after = toScheduleSlot(updated);
        const parts = changedParts(before, after);
        await audit.append(tx, {
          actor,
          action: 'schedule.update',
          summary: `Schedule: changed “${after.show}”${parts.length ? ` (${parts.join(', ')})` : ''}, now ${when(after)}`,
          targetType: 'schedule_slot',
          targetId: id,
          before,
          after,
        });
        return updated;
      });
      return toOfficeSlot(row);
    },

    async remove(actor: ScheduleEditor, id: number, version: number): Promise<void> {
      mayEdit(actor);
      await db.transaction(async (tx) => {
        await repo.lock(tx);
        const before = toScheduleSlot(await current(tx, id, version));
        if (!(await repo.remove(tx, id, version))) throw notFound(GONE);
        await audit.append(tx, {
          actor,
          action: 'schedule.delete',
          summary: `Schedule: deleted “${before.show}” (${when(before)})`,
          targetType: 'schedule_slot',
          targetId: id,
          before,
        });
      });
      await changed();
    },
  };
}

export type ScheduleOffice = ReturnType<typeof createScheduleOffice>;

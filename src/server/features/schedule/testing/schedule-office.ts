import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { OfficeSlot } from '../../../../shared/contracts/schedule-office.js';
import { callsTo } from '../../../testing/accounts.js';
import { setUpTestApp } from '../../../testing/set-up-test-app.js';
import { rowsOf } from '../../../testing/sql-rows.js';

export const SLOTS = '/api/schedule/slots';

/** Minutes after midnight of an hour. */
export const h = (hour: number) => hour * 60;

/** A slot's fields as the back office sends them: a Saturday brunch unless told otherwise. */
export const slot = (overrides: Record<string, unknown> = {}) => ({
  days: [6],
  startMinute: h(10),
  endMinute: h(12),
  show: 'Saturday Brunch',
  host: 'Mara Lux',
  description: 'Slow jams for a slow morning.',
  type: 'live',
  ...overrides,
});

interface AuditEntry {
  action: string;
  actor_name: string;
  before: unknown;
  after: unknown;
  summary: string;
}

/**
 * The app with the demo programme and a DJ, an administrator and a member. The demo fills
 * every hour of the week, so the weekend is cleared: the tests plan in it, each on its own hours.
 */
export function setUpScheduleOffice() {
  const t = setUpTestApp({
    seed: true,
    users: {
      dj: { prefix: 'vektor', isDj: true },
      admin: { prefix: 'boss', isAdmin: true },
      fan: { prefix: 'fan' },
    },
  });
  beforeAll(async () => {
    await t.database.db.execute(sql`delete from schedule_slots where 6 = any(days)`);
  });
  const call = callsTo(t);

  return {
    t,
    call,
    /** Adds a slot as the DJ, expecting it to be taken. */
    async create(overrides: Record<string, unknown> = {}): Promise<OfficeSlot> {
      const res = await call(t.users.dj, 'POST', SLOTS, slot(overrides));
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    },
    /** The audit trail's entries about one slot, oldest first. */
    auditOf: (id: number) =>
      rowsOf<AuditEntry>(
        t.database.db,
        sql`select action, actor_name, before, after, summary from audit_log
            where target_type = 'schedule_slot' and target_id = ${String(id)} order by id`,
      ),
    /** How many entries the audit trail holds about slots. */
    async auditCount(): Promise<number> {
      const [row] = await rowsOf<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from audit_log where target_type = 'schedule_slot'`,
      );
      return Number(row?.n);
    },
  };
}

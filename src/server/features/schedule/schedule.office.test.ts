import { describe, expect, it } from 'vitest';
import type { OfficeSlot } from '../../../shared/contracts/schedule-office.js';
import { slotAt, zonedParts } from '../../../shared/domain/schedule.js';
import { createUser } from '../../testing/accounts.js';
import { h, SLOTS, setUpScheduleOffice, slot } from './testing/schedule-office.js';

const { t, call, create, auditOf } = setUpScheduleOffice();

describe('editing the schedule: who may', () => {
  it('asks anonymous callers to sign in and refuses members', async () => {
    expect((await call(null, 'GET', SLOTS)).statusCode).toBe(401);
    expect((await call(null, 'POST', SLOTS, slot())).statusCode).toBe(401);
    expect((await call(t.users.fan, 'GET', SLOTS)).statusCode).toBe(403);
    expect((await call(t.users.fan, 'POST', SLOTS, slot())).statusCode).toBe(403);
    expect((await call(t.users.fan, 'DELETE', `${SLOTS}/1?version=1`)).statusCode).toBe(403);
  });

  it('refuses an administrator without two-factor sign-in', async () => {
    const admin = await createUser(t.app, t.database, {
      prefix: 'nofa',
      isAdmin: true,
      twoFactor: false,
    });
    const res = await call(admin, 'GET', SLOTS);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('TWO_FACTOR_REQUIRED');
  });

  it('lists every slot with its version for DJs and administrators, never kept by a cache', async () => {
    for (const user of [t.users.dj, t.users.admin]) {
      const res = await call(user, 'GET', SLOTS);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json();
      expect(body.timeZone).toBe('America/Los_Angeles');
      expect(body.slots.length).toBeGreaterThan(0);
      expect(body.slots[0]).toMatchObject({
        version: expect.any(Number),
        updatedAt: expect.any(String),
      });
    }
  });

  it('lets an administrator add a slot too', async () => {
    const res = await call(
      t.users.admin,
      'POST',
      SLOTS,
      slot({ show: 'Admin Hour', startMinute: h(6), endMinute: h(7) }),
    );
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('editing the schedule: the show on air', () => {
  it('makes the show on air follow a change at once', async () => {
    const list = (await call(t.users.dj, 'GET', SLOTS)).json() as { slots: OfficeSlot[] };
    let onAir = slotAt(list.slots, new Date());
    if (!onAir) {
      // Now is in the weekend cleared above: a slot is made for this hour first.
      const { isoWeekday, minuteOfDay } = zonedParts(new Date());
      const start = Math.floor(minuteOfDay / 60) * 60;
      onAir = await create({
        show: 'On Air Now',
        days: [isoWeekday],
        startMinute: start,
        endMinute: start + 60,
      });
    }
    const { id, updatedAt: _, ...rest } = onAir;
    const renamed = `${onAir.show.slice(0, 60)} Special`;
    const res = await call(t.users.dj, 'PUT', `${SLOTS}/${id}`, { ...rest, show: renamed });
    expect(res.statusCode, res.body).toBe(200);
    const now = await t.app.inject({ method: 'GET', url: '/api/radio/now-playing' });
    expect(now.json().onAir).toMatchObject({ slotId: id, show: renamed });
  });
});

describe('editing the schedule: slots', () => {
  it('adds a slot, shows it on the public schedule at once, and records who added it', async () => {
    const created = await create({ days: [7, 6], host: '  ', description: ' Brunch beats ' });
    expect(created).toMatchObject({
      days: [6, 7],
      host: null,
      description: 'Brunch beats',
      version: 1,
    });

    const schedule = await t.app.inject({ method: 'GET', url: '/api/schedule' });
    expect(schedule.headers['cache-control']).toBe('no-cache');
    expect(schedule.json().slots.map((s: { id: number }) => s.id)).toContain(created.id);

    const [entry, ...more] = await auditOf(created.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'schedule.create',
      actor_name: t.users.dj.username,
      before: null,
      after: { show: 'Saturday Brunch', days: [6, 7], startMinute: h(10), endMinute: h(12) },
    });
    expect(entry?.summary).toContain('Saturday and Sunday, 10:00 AM – 12:00 PM PT');
  });

  it('moves a slot, bumping its version, with the before and after in the audit trail', async () => {
    const created = await create({ show: 'Moving Target', startMinute: h(13), endMinute: h(14) });
    const res = await call(t.users.dj, 'PUT', `${SLOTS}/${created.id}`, {
      ...slot({ show: 'Moving Target' }),
      days: [7],
      startMinute: h(14),
      endMinute: h(15) + 30,
      version: created.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ days: [7], startMinute: h(14), endMinute: 930, version: 2 });
    const entries = await auditOf(created.id);
    expect(entries.map((entry) => entry.action)).toEqual(['schedule.create', 'schedule.update']);
    expect(entries[1]).toMatchObject({
      before: { days: [6], startMinute: h(13) },
      after: { days: [7], startMinute: h(14), endMinute: 930 },
    });
    expect(entries[1]?.summary).toContain('(days, times)');
  });

  it('deletes a slot named by its version and records what it was', async () => {
    const created = await create({ show: 'Short Lived', startMinute: h(16), endMinute: h(17) });
    const res = await call(t.users.dj, 'DELETE', `${SLOTS}/${created.id}?version=1`);
    expect(res.statusCode, res.body).toBe(204);
    const schedule = await t.app.inject({ method: 'GET', url: '/api/schedule' });
    expect(schedule.json().slots.map((s: { id: number }) => s.id)).not.toContain(created.id);
    const entries = await auditOf(created.id);
    expect(entries.at(-1)).toMatchObject({
      action: 'schedule.delete',
      before: { show: 'Short Lived' },
      after: null,
    });
    const again = await call(t.users.dj, 'DELETE', `${SLOTS}/${created.id}?version=1`);
    expect(again.statusCode).toBe(404);
  });
});

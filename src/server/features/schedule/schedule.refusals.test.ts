import { describe, expect, it } from 'vitest';
import { h, SLOTS, setUpScheduleOffice, slot } from './testing/schedule-office.js';

const { t, call, create, auditCount } = setUpScheduleOffice();

describe('editing the schedule: refusals', () => {
  it('refuses bad fields with a 400 naming each one, and writes nothing', async () => {
    const before = await auditCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ days: [] }, 'days'],
      [{ days: [6, 6] }, 'days'],
      [{ days: [0] }, 'days.0'],
      [{ days: [8] }, 'days.0'],
      [{ startMinute: 601 }, 'startMinute'],
      [{ startMinute: -5 }, 'startMinute'],
      [{ endMinute: 1445 }, 'endMinute'],
      [{ startMinute: h(12), endMinute: h(11) }, 'endMinute'],
      [{ startMinute: h(12), endMinute: h(12) }, 'endMinute'],
      [{ show: '   ' }, 'show'],
      [{ show: 'x'.repeat(81) }, 'show'],
      [{ host: 'x'.repeat(61) }, 'host'],
      [{ description: 'x'.repeat(501) }, 'description'],
      [{ type: 'podcast' }, 'type'],
      [{ show: 'Null\u0000Byte' }, 'show'],
    ];
    for (const [overrides, field] of cases) {
      const res = await call(t.users.dj, 'POST', SLOTS, slot(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      const fields = res.json().error.fields.map((problem: { field: string }) => problem.field);
      expect(fields, JSON.stringify(overrides)).toContain(field);
    }
    const end = await call(
      t.users.dj,
      'POST',
      SLOTS,
      slot({ startMinute: h(12), endMinute: h(11) }),
    );
    expect(end.json().error.fields).toContainEqual({
      field: 'endMinute',
      reason: 'must be after the start',
    });
    const put = await call(t.users.dj, 'PUT', `${SLOTS}/1`, slot());
    expect(put.statusCode).toBe(400);
    expect(put.json().error.fields).toContainEqual(expect.objectContaining({ field: 'version' }));
    const del = await call(t.users.dj, 'DELETE', `${SLOTS}/1`);
    expect(del.statusCode).toBe(400);
    expect(await auditCount()).toBe(before);
  });

  it('refuses a slot that plays over another, naming the show and the days', async () => {
    await create({ show: 'Night Owls', days: [6, 7], startMinute: h(20), endMinute: h(22) });
    const before = await auditCount();
    const res = await call(
      t.users.dj,
      'POST',
      SLOTS,
      slot({ show: 'Late Guest', days: [5, 6], startMinute: h(21) + 30, endMinute: h(23) }),
    );
    expect(res.statusCode).toBe(409);
    const { error } = res.json();
    expect(error.code).toBe('SLOT_OVERLAP');
    expect(error.message).toContain('“Night Owls” on Saturday (8:00 PM – 10:00 PM PT)');
    // Friday is the weekday programme's: its late show is named too.
    expect(error.message).toContain('on Friday');
    expect(error.fields[0]).toMatchObject({ field: 'startMinute' });
    expect(await auditCount()).toBe(before);

    // Starting as the other ends is no overlap.
    const after = await call(
      t.users.dj,
      'POST',
      SLOTS,
      slot({ show: 'After Hours', days: [6, 7], startMinute: h(22), endMinute: h(24) }),
    );
    expect(after.statusCode, after.body).toBe(201);
  });

  it('refuses a move onto another slot, but not onto its own old time', async () => {
    const a = await create({ show: 'Block A', days: [6], startMinute: h(1), endMinute: h(2) });
    await create({ show: 'Block B', days: [6], startMinute: h(2), endMinute: h(3) });
    const onto = await call(t.users.dj, 'PUT', `${SLOTS}/${a.id}`, {
      ...slot({ show: 'Block A', days: [6], startMinute: h(1), endMinute: h(2) + 30 }),
      version: a.version,
    });
    expect(onto.statusCode).toBe(409);
    expect(onto.json().error.message).toContain('“Block B”');
    const within = await call(t.users.dj, 'PUT', `${SLOTS}/${a.id}`, {
      ...slot({ show: 'Block A', days: [6], startMinute: h(1) + 15, endMinute: h(2) }),
      version: a.version,
    });
    expect(within.statusCode, within.body).toBe(200);
  });

  it('refuses a second slot of a show starting at the same minute with a clear 409', async () => {
    await create({ show: 'Dawn Patrol', days: [6], startMinute: h(4), endMinute: h(5) });
    const before = await auditCount();
    const res = await call(
      t.users.dj,
      'POST',
      SLOTS,
      slot({ show: 'Dawn Patrol', days: [7], startMinute: h(4), endMinute: h(5) }),
    );
    expect(res.statusCode).toBe(409);
    const { error } = res.json();
    expect(error.code).toBe('SLOT_NAME_TAKEN');
    expect(error.message).toContain('“Dawn Patrol” already has a slot starting at 4:00 AM PT');
    expect(error.fields[0]).toMatchObject({ field: 'show' });
    expect(await auditCount()).toBe(before);
  });

  it('refuses a change made from an older version, answering with the slot as it is now', async () => {
    const created = await create({
      show: 'Contested',
      days: [7],
      startMinute: h(7),
      endMinute: h(8),
    });
    const first = await call(t.users.admin, 'PUT', `${SLOTS}/${created.id}`, {
      ...slot({ show: 'Contested', days: [7], startMinute: h(7), endMinute: h(8) }),
      host: 'Rex Thunder',
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    const before = await auditCount();
    const stale = await call(t.users.dj, 'PUT', `${SLOTS}/${created.id}`, {
      ...slot({ show: 'Contested', days: [7], startMinute: h(7), endMinute: h(8) }),
      description: 'My change',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: { status: 409, code: 'STALE_SLOT' },
      current: { id: created.id, host: 'Rex Thunder', version: 2 },
    });
    const staleDelete = await call(t.users.dj, 'DELETE', `${SLOTS}/${created.id}?version=1`);
    expect(staleDelete.statusCode).toBe(409);
    expect(staleDelete.json().current).toMatchObject({ version: 2 });
    expect(await auditCount()).toBe(before);
  });

  it('answers 404 for a slot that is not there', async () => {
    const res = await call(t.users.dj, 'PUT', `${SLOTS}/999999`, { ...slot(), version: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

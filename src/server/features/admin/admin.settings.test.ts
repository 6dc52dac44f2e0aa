import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_SETTINGS } from '../../../shared/admin.constants.js';
import { bearer, callAs, createUser, type TestUser } from '../../testing/accounts.js';
import { changeSettings, readSettings } from '../../testing/admin-settings.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { rowsOf } from '../../testing/sql-rows.js';

const t = setUpTestApp({ users: { admin: { prefix: 'boss', isAdmin: true } } });
// Every test starts from the defaults, whatever the one before switched.
afterEach(async () => {
  await changeSettings(t.app, t.users.admin, { ...DEFAULT_PLATFORM_SETTINGS });
});

const put = (user: TestUser, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(user.token), payload });

describe('platform settings', () => {
  it('start at the spec defaults and are public as features, rates included', async () => {
    const settings = await readSettings(t.app, t.users.admin);
    expect(settings).toMatchObject({
      artistRegistrationEnabled: true,
      streamingEnabled: true,
      paymentsEnabled: true,
      tippingEnabled: true,
      merchandiseEnabled: true,
      betaMode: false,
      artistStreamingRate: 80,
      artistMerchandiseRate: 85,
    });
    const features = await t.app.inject({ method: 'GET', url: '/api/platform/features' });
    expect(features.statusCode).toBe(200);
    expect(features.json()).not.toHaveProperty('version');
    expect(features.json().artistStreamingRate).toBe(80);
  });

  it('take the full object with its version, bump the version and write the change to the audit log', async () => {
    const before = await readSettings(t.app, t.users.admin);
    const after = await changeSettings(t.app, t.users.admin, { tippingEnabled: false });
    expect(after.version).toBe(before.version + 1);
    expect(after.tippingEnabled).toBe(false);
    expect(after.updatedBy).toBe(t.users.admin.username);
    const audit = await callAs(t.app, t.users.admin, 'GET', '/api/admin/audit');
    const [entry] = audit.json().entries;
    expect(entry).toMatchObject({
      action: 'settings.update',
      actor: { id: t.users.admin.id, username: t.users.admin.username },
      before: { tippingEnabled: true },
      after: { tippingEnabled: false },
      summary: 'Settings: Tipping off',
    });
  });

  it('refuse a stale write, so two administrators never silently undo each other', async () => {
    const other = await createUser(t.app, t.database, { prefix: 'boss2', isAdmin: true });
    const { updatedAt: _a, updatedBy: _b, ...read } = await readSettings(t.app, t.users.admin);
    // Both read version N; the other admin writes first.
    expect((await put(other, { ...read, paymentsEnabled: false })).statusCode).toBe(200);
    const stale = await put(t.users.admin, { ...read, tippingEnabled: false });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('STALE_SETTINGS');
    const now = await readSettings(t.app, t.users.admin);
    expect(now).toMatchObject({ paymentsEnabled: false, tippingEnabled: true });
  });

  it('refuse rates that are not whole percents from 50 to 100, naming the field', async () => {
    const { updatedAt: _a, updatedBy: _b, ...read } = await readSettings(t.app, t.users.admin);
    for (const [field, value] of [
      ['artistStreamingRate', 49],
      ['artistStreamingRate', 101],
      ['artistMerchandiseRate', 85.5],
      ['artistMerchandiseRate', '85'],
    ] as const) {
      const res = await put(t.users.admin, { ...read, [field]: value });
      expect(res.statusCode, `${field}=${value}`).toBe(400);
      expect(JSON.stringify(res.json().error)).toContain(field);
    }
    const missing = await put(t.users.admin, { artistStreamingRate: 80 });
    expect(missing.statusCode).toBe(400);
    expect((await readSettings(t.app, t.users.admin)).version).toBe(read.version);
  });

  it('read a settings object without betaMode as beta mode on (spec)', async () => {
    const {
      updatedAt: _a,
      updatedBy: _b,
      betaMode: _beta,
      ...read
    } = await readSettings(t.app, t.users.admin);
    const res = await put(t.users.admin, read);
    expect(res.statusCode).toBe(200);
    expect(res.json().betaMode).toBe(true);
  });

  it('keeps the audit log append-only in the database', async () => {
    await changeSettings(t.app, t.users.admin, { merchandiseEnabled: false });
    for (const statement of [sql`update audit_log set summary = 'x'`, sql`delete from audit_log`]) {
      const refused = await t.database.db.execute(statement).then(
        () => null,
        (error: Error) => error,
      );
      expect(String((refused?.cause as Error | undefined)?.message)).toMatch(/append-only/);
    }
    const [row] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log`,
    );
    expect(row?.n).toBeGreaterThan(0);
  });
});

import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_SETTINGS } from '../../../shared/admin.constants.js';
import { callsTo, createUser, type TestUser } from '../../testing/accounts.js';
import { changeSettings } from '../../testing/admin-settings.js';
import { createPricedCreator } from '../../testing/payments.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { rowsOf } from '../../testing/sql-rows.js';

const t = setUpTestApp({ users: { admin: { prefix: 'sw_admin', isAdmin: true } } });
afterEach(async () => {
  await changeSettings(t.app, t.users.admin, { ...DEFAULT_PLATFORM_SETTINGS });
});

const call = callsTo(t);

const becomeCreator = (user: TestUser) =>
  call(user, 'POST', '/api/creators', {
    category: 'music',
    tagline: 'Night drives',
    subscriptionPriceCents: 0,
    accent: 'magenta',
  });

const creatorWithPrice = (priceCents: number) =>
  createPricedCreator(t.app, t.database, priceCents, 'sw_artist');

async function subscribeAndPay(fan: TestUser, creator: TestUser) {
  const started = await call(fan, 'POST', `/api/creators/${creator.username}/subscribe`);
  if (started.statusCode !== 201) return started;
  const id = started.json().checkoutId;
  return call(fan, 'POST', `/api/checkouts/${id}/pay`, {
    cardNumber: '4242424242424242',
    expiry: '12/39',
    cvc: '123',
    name: 'Night Driver',
  });
}

describe('artistRegistrationEnabled', () => {
  it('off: Become a Creator and creator sign-ups are refused with a clear message; on: they work', async () => {
    await changeSettings(t.app, t.users.admin, { artistRegistrationEnabled: false });
    const member = await createUser(t.app, t.database, { prefix: 'sw_hopeful' });
    const refused = await becomeCreator(member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'CREATOR_REGISTRATION_CLOSED' });
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'sw_closed_1',
        email: 'sw_closed_1@example.test',
        password: 'Neon-Skyline-77-Drive',
        isCreator: true,
      },
    });
    expect(signUp.statusCode).toBe(403);
    expect(signUp.json().error.message).toMatch(/closed/);

    await changeSettings(t.app, t.users.admin, { artistRegistrationEnabled: true });
    expect((await becomeCreator(member)).statusCode).toBe(201);
  });
});

describe('betaMode', () => {
  it('on: a new creator waits in the approval queue until an administrator approves them', async () => {
    await changeSettings(t.app, t.users.admin, { betaMode: true });
    const member = await createUser(t.app, t.database, { prefix: 'sw_beta' });
    const applied = await becomeCreator(member);
    expect(applied.statusCode, applied.body).toBe(202);
    expect(applied.json().application).toMatchObject({
      status: 'pending',
      tagline: 'Night drives',
    });
    expect((await call(member, 'GET', '/api/auth/user')).json().isCreator).toBe(false);
    expect((await becomeCreator(member)).json().error.code).toBe('APPLICATION_PENDING');

    const queue = await call(t.users.admin, 'GET', '/api/admin/approvals');
    expect(queue.json().approvals.map((a: { user: { id: number } }) => a.user.id)).toContain(
      member.id,
    );
    const approved = await call(
      t.users.admin,
      'POST',
      `/api/admin/approvals/${member.id}/approve`,
      {
        note: 'Welcome',
      },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('approved');
    expect((await call(member, 'GET', '/api/auth/user')).json().isCreator).toBe(true);
    expect((await call(member, 'GET', '/api/creators/application')).json().application.status).toBe(
      'approved',
    );
    const audit = (await call(t.users.admin, 'GET', '/api/admin/audit')).json().entries;
    expect(audit[0]).toMatchObject({ action: 'creator.approve', note: 'Welcome' });
  });

  it('a rejected applicant is told why and may apply again', async () => {
    await changeSettings(t.app, t.users.admin, { betaMode: true });
    const member = await createUser(t.app, t.database, { prefix: 'sw_reject' });
    expect((await becomeCreator(member)).statusCode).toBe(202);
    const rejected = await call(t.users.admin, 'POST', `/api/admin/approvals/${member.id}/reject`, {
      note: 'Add a tagline',
    });
    expect(rejected.json().status).toBe('rejected');
    expect((await call(member, 'GET', '/api/creators/application')).json().application.note).toBe(
      'Add a tagline',
    );
    expect((await becomeCreator(member)).statusCode).toBe(202);
  });

  it('off: creators are admitted at once', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'sw_nobeta' });
    expect((await becomeCreator(member)).statusCode).toBe(201);
  });
});

describe('paymentsEnabled and tippingEnabled', () => {
  it('payments off: no new subscription; tips still go through while tipping is on', async () => {
    const creator = await creatorWithPrice(499);
    const fan = await createUser(t.app, t.database, { prefix: 'sw_fan' });
    await changeSettings(t.app, t.users.admin, { paymentsEnabled: false });
    const refused = await subscribeAndPay(fan, creator);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('PAYMENTS_DISABLED');
    const tip = await call(fan, 'POST', `/api/creators/${creator.username}/tips`, {
      amountCents: 500,
    });
    expect(tip.statusCode).toBe(201);

    await changeSettings(t.app, t.users.admin, { paymentsEnabled: true });
    expect((await subscribeAndPay(fan, creator)).statusCode).toBe(200);
  });

  it('a checkout opened before payments were switched off is not paid after', async () => {
    const creator = await creatorWithPrice(499);
    const fan = await createUser(t.app, t.database, { prefix: 'sw_fan2' });
    const started = await call(fan, 'POST', `/api/creators/${creator.username}/subscribe`);
    expect(started.statusCode).toBe(201);
    await changeSettings(t.app, t.users.admin, { paymentsEnabled: false });
    const paid = await call(fan, 'POST', `/api/checkouts/${started.json().checkoutId}/pay`, {
      cardNumber: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
      name: 'Night Driver',
    });
    expect(paid.statusCode).toBe(403);
    const [row] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ledger_transactions where creator_id = ${creator.id}`,
    );
    expect(row?.n).toBe(0);
  });

  it('tipping off: no tips, with the reason; on: tips again', async () => {
    const creator = await creatorWithPrice(0);
    const fan = await createUser(t.app, t.database, { prefix: 'sw_tipper' });
    await changeSettings(t.app, t.users.admin, { tippingEnabled: false });
    const refused = await call(fan, 'POST', `/api/creators/${creator.username}/tips`, {
      amountCents: 500,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'TIPPING_DISABLED',
      message: 'Tipping is paused for now.',
    });
    await changeSettings(t.app, t.users.admin, { tippingEnabled: true });
    expect(
      (await call(fan, 'POST', `/api/creators/${creator.username}/tips`, { amountCents: 500 }))
        .statusCode,
    ).toBe(201);
  });
});

describe('merchandiseEnabled', () => {
  // A balanced merchandise sale, booked straight into the ledger (there is no shop page yet).
  const bookMerch = (key: string) =>
    t.database.db.execute(sql`with t as (
        insert into ledger_transactions (idempotency_key, kind, provider, gross_cents, artist_rate_bp)
        values (${key}, 'merchandise', 'demo', 2000, 8500) returning id)
      insert into ledger_entries (transaction_id, account, amount_cents, kind, artist_rate_bp)
      select t.id, v.account, v.amount, 'merchandise', 8500 from t,
        (values ('fan_payments', -2000), ('artist_payable', 1700), ('platform_revenue', 300)) as v(account, amount)`);

  it('off: the ledger refuses merchandise sales; on: it books them', async () => {
    await changeSettings(t.app, t.users.admin, { merchandiseEnabled: false });
    const refused = await bookMerch('merch-off').then(
      () => null,
      (error: Error) => error,
    );
    expect(String((refused?.cause as Error | undefined)?.message)).toMatch(
      /merchandise sales are switched off/,
    );
    await changeSettings(t.app, t.users.admin, { merchandiseEnabled: true });
    await bookMerch('merch-on');
    const [row] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ledger_transactions where idempotency_key like 'merch-%'`,
    );
    expect(row?.n).toBe(1);
  });
});

describe('rates', () => {
  it('apply to new ledger entries only: past entries keep the rate they were booked at', async () => {
    const creator = await creatorWithPrice(1000);
    const early = await createUser(t.app, t.database, { prefix: 'sw_early' });
    expect((await subscribeAndPay(early, creator)).statusCode).toBe(200);
    await changeSettings(t.app, t.users.admin, { artistStreamingRate: 70 });
    const late = await createUser(t.app, t.database, { prefix: 'sw_late' });
    expect((await subscribeAndPay(late, creator)).statusCode).toBe(200);

    const rows = await rowsOf<{ fan_id: number; artist_rate_bp: number; artist: number }>(
      t.database.db,
      sql`select t.fan_id, t.artist_rate_bp,
            (select sum(amount_cents) from ledger_entries e where e.transaction_id = t.id and e.account = 'artist_payable')::int as artist
          from ledger_transactions t where t.creator_id = ${creator.id} order by t.id`,
    );
    expect(rows).toEqual([
      { fan_id: early.id, artist_rate_bp: 8000, artist: 800 },
      { fan_id: late.id, artist_rate_bp: 7000, artist: 700 },
    ]);
    const config = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(config.json().artistStreamingRate).toBe(70);
  });
});

import { describe, expect, it } from 'vitest';
import { paymentEntries } from '../../../shared/domain/ledger.js';
import { createDemoProvider } from '../../lib/payments/demo-provider.js';
import { callsTo, createUser, type TestUser } from '../../testing/accounts.js';
import { createPricedCreator } from '../../testing/payments.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { createLedgerRepo } from './ledger.repo.js';
import { createPaymentsServices } from './payments.module.js';
import { addMonth } from './payments.settle.js';

const t = setUpTestApp();

const call = callsTo(t);

async function subscribe(fan: TestUser, creator: TestUser, cardNumber = '4242424242424242') {
  const started = await call(fan, 'POST', `/api/creators/${creator.username}/subscribe`);
  expect(started.statusCode, started.body).toBe(201);
  const id = started.json().checkoutId;
  const paid = await call(fan, 'POST', `/api/checkouts/${id}/pay`, {
    cardNumber,
    expiry: '01/40',
    cvc: '999',
    name: 'Fan',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json().receiptId as number;
}

const pricedCreator = (priceCents: number) =>
  createPricedCreator(t.app, t.database, priceCents, 'sub');

const notices: { userId: number; title: string }[] = [];
const renewals = () =>
  createPaymentsServices(t.database.db, {
    provider: createDemoProvider(),
    notify: async (userId, notice) => {
      notices.push({ userId, title: notice.title });
    },
    publicUrl: 'http://localhost',
  }).subscriptions;

const mySubscription = async (fan: TestUser) =>
  (await call(fan, 'GET', '/api/me/subscriptions')).json().subscriptions[0];

describe('the life of a subscription', () => {
  it('renews monthly at the new price from the next period, and tells the creator of the new subscriber', async () => {
    const creator = await pricedCreator(500);
    const fan = await createUser(t.app, t.database, { prefix: 'fan' });
    await subscribe(fan, creator);
    const notices = (await call(creator, 'GET', '/api/notifications')).body;
    expect(notices).toContain('New subscriber');

    // The creator raises the price mid-period: the current period keeps its price.
    await call(creator, 'PATCH', '/api/creators/me', { subscriptionPriceCents: 700 });
    const before = await mySubscription(fan);
    expect(before).toMatchObject({ priceCents: 500, nextPriceCents: 700, status: 'active' });

    const end = new Date(before.currentPeriodEnd);
    expect(await renewals().renewDue(new Date(end.getTime() - 1000))).toEqual({
      renewed: 0,
      failed: 0,
    });
    expect(await renewals().renewDue(new Date(end.getTime() + 1000))).toEqual({
      renewed: 1,
      failed: 0,
    });
    const after = await mySubscription(fan);
    expect(after).toMatchObject({ priceCents: 700, status: 'active' });
    expect(after.currentPeriodEnd).toBe(addMonth(end).toISOString());

    const lines = (await call(creator, 'GET', '/api/artist/statement')).json().lines;
    expect(
      lines.map((l: { grossCents: number; artistCents: number }) => [l.grossCents, l.artistCents]),
    ).toEqual([
      [700, 560],
      [500, 400],
    ]);
    // Running the sweep again at the same moment books nothing more.
    expect(await renewals().renewDue(new Date(end.getTime() + 1000))).toEqual({
      renewed: 0,
      failed: 0,
    });
  });

  it('goes past due when a renewal is declined, keeps trying, then ends', async () => {
    const creator = await pricedCreator(300);
    const fan = await createUser(t.app, t.database, { prefix: 'fan' });
    await subscribe(fan, creator, '4000000000000341');
    let at = new Date((await mySubscription(fan)).currentPeriodEnd);
    for (const expected of ['past_due', 'past_due', 'ended']) {
      at = new Date(at.getTime() + 25 * 3_600_000);
      expect(await renewals().renewDue(at)).toEqual({ renewed: 0, failed: 1 });
      expect((await mySubscription(fan)).status).toBe(expected);
    }
    expect(notices).toContainEqual({ userId: fan.id, title: 'Subscription payment failed' });
    expect((await call(creator, 'GET', '/api/artist/balance')).json().balanceCents).toBe(240);
  });

  it('cancels at the end of the paid period, can be resumed before then, and others cannot touch it', async () => {
    const creator = await pricedCreator(900);
    const fan = await createUser(t.app, t.database, { prefix: 'fan' });
    const other = await createUser(t.app, t.database, { prefix: 'fan' });
    await subscribe(fan, creator);
    const sub = await mySubscription(fan);
    expect((await call(other, 'POST', `/api/me/subscriptions/${sub.id}/cancel`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(fan, 'POST', `/api/me/subscriptions/${sub.id}/cancel`)).json(),
    ).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    expect(
      (await call(fan, 'POST', `/api/me/subscriptions/${sub.id}/resume`)).json().cancelAtPeriodEnd,
    ).toBe(false);
    await call(fan, 'POST', `/api/me/subscriptions/${sub.id}/cancel`);
    await renewals().renewDue(new Date(new Date(sub.currentPeriodEnd).getTime() + 1000));
    expect((await mySubscription(fan)).status).toBe('ended');
    const mine = (await call(fan, 'GET', `/api/creators/${creator.username}/subscription`)).json();
    expect(mine.subscription.status).toBe('ended');
    // Ended, so the fan may subscribe again.
    await subscribe(fan, creator);
    expect((await mySubscription(fan)).status).toBe('active');
  });
});

describe('payouts, refunds and receipts', () => {
  it('pays a creator their balance once, refunds claw back only what the balance holds', async () => {
    const creator = await pricedCreator(1000);
    const fan = await createUser(t.app, t.database, { prefix: 'fan' });
    const admin = await createUser(t.app, t.database, { prefix: 'admin', isAdmin: true });
    const receiptId = await subscribe(fan, creator);

    const receipt = (await call(fan, 'GET', `/api/me/payments/${receiptId}`)).json();
    expect(receipt).toMatchObject({
      amountCents: 1000,
      artistCents: 800,
      platformCents: 200,
      artistRatePercent: 80,
      kind: 'subscription',
    });
    expect(receipt.number).toMatch(/^R-\d{8}$/);
    const stranger = await createUser(t.app, t.database, { prefix: 'fan' });
    expect((await call(stranger, 'GET', `/api/me/payments/${receiptId}`)).statusCode).toBe(404);
    expect((await call(creator, 'GET', `/api/me/payments/${receiptId}`)).statusCode).toBe(200);

    expect((await call(fan, 'POST', '/api/artist/payouts')).statusCode).toBe(403);
    const request = await call(creator, 'POST', '/api/artist/payouts');
    expect(request.statusCode, request.body).toBe(201);
    expect(request.json()).toMatchObject({ amountCents: 800, status: 'requested' });
    expect((await call(creator, 'POST', '/api/artist/payouts')).json().error.code).toBe(
      'PAYOUT_PENDING',
    );
    expect((await call(creator, 'GET', '/api/artist/balance')).json()).toEqual({
      balanceCents: 800,
      requestedCents: 800,
      availableCents: 0,
    });
    expect(
      (await call(creator, 'POST', `/api/admin/payouts/${request.json().id}/paid`)).statusCode,
    ).toBe(403);

    const listed = (await call(admin, 'GET', '/api/admin/payouts?status=requested')).json().payouts;
    expect(listed.map((p: { id: number }) => p.id)).toContain(request.json().id);
    const paid = await call(admin, 'POST', `/api/admin/payouts/${request.json().id}/paid`);
    expect(paid.json()).toMatchObject({ status: 'paid', amountCents: 800 });
    expect((await call(creator, 'GET', '/api/artist/balance')).json().balanceCents).toBe(0);
    expect((await call(creator, 'GET', '/api/notifications')).body).toContain('Payout sent');

    // A refund after the payout: the balance cannot go below zero, the platform bears it.
    const refunded = await call(admin, 'POST', `/api/admin/payments/${receiptId}/refund`, {});
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().refunds).toHaveLength(1);
    expect((await call(creator, 'GET', '/api/artist/balance')).json().balanceCents).toBe(0);
    expect(
      (await call(admin, 'POST', `/api/admin/payments/${receiptId}/refund`, {})).statusCode,
    ).toBe(409);
    const payments = (await call(fan, 'GET', '/api/me/payments')).json().payments;
    expect(payments[0]).toMatchObject({ id: receiptId, amountCents: 1000, refundedCents: 1000 });

    const csv = await call(creator, 'GET', '/api/artist/statement.csv');
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="statement-/);
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toBe(
      'id,date,kind,fan,gross,artist_share,artist_rate_percent,platform_share,processor_fee,message,reverses,heard_on_air',
    );
    expect(rows.slice(1).map((r) => r.split(',')[2])).toEqual(['subscription', 'payout', 'refund']);
    const months = (await call(creator, 'GET', '/api/artist/statement/months')).json().months;
    expect(months[0]).toMatchObject({ grossCents: 0, artistCents: 800, count: 1 });
  });

  it('pages a statement without skipping lines booked in the same instant', async () => {
    const creator = await pricedCreator(0);
    const ledger = createLedgerRepo(t.database.db);
    // One database transaction: every line gets the very same created_at.
    await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < 27; i += 1) {
        await ledger.book(tx, {
          idempotencyKey: `same-instant-${creator.id}-${i}`,
          kind: 'tip',
          creatorId: creator.id,
          fanId: null,
          provider: 'demo',
          providerRef: `same-instant-${i}`,
          grossCents: 100 + i,
          artistRateBp: 10_000,
          entries: paymentEntries({
            creatorId: creator.id,
            grossCents: 100 + i,
            artistRateBp: 10_000,
          }).entries,
        });
      }
    });
    const first = (await call(creator, 'GET', '/api/artist/statement')).json();
    expect(first.lines).toHaveLength(25);
    const second = (
      await call(creator, 'GET', `/api/artist/statement?cursor=${first.nextCursor}`)
    ).json();
    expect(second.nextCursor).toBeNull();
    const amounts = [...first.lines, ...second.lines].map(
      (line: { grossCents: number }) => line.grossCents,
    );
    expect(new Set(amounts).size).toBe(27);
  });

  it('cancels a payout request when refunds have emptied the balance, so it no longer waits', async () => {
    const creator = await pricedCreator(0);
    const fan = await createUser(t.app, t.database, { prefix: 'fan' });
    const admin = await createUser(t.app, t.database, { prefix: 'admin', isAdmin: true });
    const tip = await call(fan, 'POST', `/api/creators/${creator.username}/tips`, {
      amountCents: 300,
    });
    const paid = await call(fan, 'POST', `/api/checkouts/${tip.json().checkoutId}/pay`, {
      cardNumber: '4242424242424242',
      expiry: '01/40',
      cvc: '999',
      name: 'Fan',
    });
    const request = await call(creator, 'POST', '/api/artist/payouts');
    expect(request.statusCode).toBe(201);
    await call(admin, 'POST', `/api/admin/payments/${paid.json().receiptId}/refund`, {});
    const marked = await call(admin, 'POST', `/api/admin/payouts/${request.json().id}/paid`);
    expect(marked.statusCode).toBe(409);
    expect(marked.json().error.code).toBe('NOTHING_TO_PAY');
    const waiting = (await call(admin, 'GET', '/api/admin/payouts?status=requested')).json()
      .payouts;
    expect(waiting.map((p: { id: number }) => p.id)).not.toContain(request.json().id);
    expect((await call(creator, 'GET', '/api/artist/payouts')).json().payouts[0].status).toBe(
      'cancelled',
    );
  });

  it('lets an administrator read any creator’s statement, and no one else', async () => {
    const creator = await pricedCreator(0);
    const other = await pricedCreator(0);
    const admin = await createUser(t.app, t.database, { prefix: 'admin', isAdmin: true });
    expect(
      (await call(admin, 'GET', `/api/artist/statement?creator=${creator.username}`)).statusCode,
    ).toBe(200);
    expect(
      (await call(other, 'GET', `/api/artist/statement?creator=${creator.username}`)).statusCode,
    ).toBe(403);
    expect((await call(admin, 'GET', '/api/artist/statement?cursor=nonsense')).statusCode).toBe(
      404,
    );
    expect((await call(creator, 'GET', '/api/artist/statement?cursor=nonsense')).statusCode).toBe(
      400,
    );
  });
});

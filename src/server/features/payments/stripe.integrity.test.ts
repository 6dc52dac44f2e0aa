import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../testing/accounts.js';
import { rowsOf } from '../../testing/sql-rows.js';
import { setUpStripeHarness } from '../../testing/stripe-harness.js';

const h = setUpStripeHarness();
let admin: TestUser;

beforeAll(async () => {
  admin = await createUser(h.app, h.database, { prefix: 'si_admin', isAdmin: true });
});

const refundsAsked = (charge?: string) =>
  h.fake.requests.filter(
    (r) =>
      r.method === 'POST' &&
      r.path === '/v1/refunds' &&
      (charge === undefined || r.params.charge === charge),
  );

const count = async (query: ReturnType<typeof sql>) =>
  (await rowsOf<{ n: number }>(h.database.db, query))[0]?.n;
const statement = async (creator: TestUser) =>
  (await h.get(creator, '/api/artist/statement')).json().lines as {
    id: number;
    kind: string;
    grossCents: number;
  }[];

describe('charged at most once, through Stripe (a stand-in on loopback)', () => {
  it('ends two subscription checkouts opened before paying with one live subscription at Stripe and one refund', async () => {
    const creator = await h.creatorWithPrice(499);
    const fan = await createUser(h.app, h.database, { prefix: 'si_fan' });
    const first = await h.startCheckout(fan, `/api/creators/${creator.username}/subscribe`);
    const second = await h.startCheckout(fan, `/api/creators/${creator.username}/subscribe`);

    await h.deliverAll(h.fake.completeCheckout(first.sessionId));
    const outcomes = await h.deliverAll(h.fake.completeCheckout(second.sessionId));
    expect(outcomes['invoice.paid']).toBe('handled');
    const kept = h.fake.get(first.sessionId).subscription as string;
    const duplicate = h.fake.get(second.sessionId).subscription as string;

    // At Stripe: the first subscription lives on, the second is cancelled and its charge refunded.
    expect(h.fake.get(kept).status).toBe('active');
    expect(h.fake.get(duplicate).status).toBe('canceled');
    expect(refundsAsked()).toHaveLength(1);
    const refundedCharge = refundsAsked()[0]?.params.charge as string;
    expect(h.fake.get(refundedCharge).amount_refunded).toBe(499);

    // Here: one live subscription, the one the fan can cancel in settings.
    const mine = (await h.get(fan, '/api/me/subscriptions')).json().subscriptions;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'active' });
    expect(
      await count(
        sql`select count(*)::int as n from subscriptions where provider_ref = ${duplicate}`,
      ),
    ).toBe(0);

    // Stripe reports the refund and the cancellation: the refund is booked once, nothing else moves.
    const reported = await h.deliverAll(h.fake.takeEvents());
    expect(reported).toMatchObject({
      'charge.refunded': 'handled',
      'customer.subscription.deleted': 'ignored',
    });
    const lines = await statement(creator);
    expect(lines.map((line) => [line.kind, line.grossCents])).toEqual([
      ['refund', -499],
      ['subscription', 499],
      ['subscription', 499],
    ]);
    const receipt = (await h.get(fan, `/api/me/payments/${lines[1]?.id}`)).json();
    expect(receipt.refunds[0].note).toMatch(/already paid for/);
    const notices = (await h.get(fan, '/api/notifications')).json();
    expect(JSON.stringify(notices)).toMatch(/already subscribe/);
    // The first subscription still works after all of it.
    expect((await h.get(fan, '/api/me/subscriptions')).json().subscriptions[0].status).toBe(
      'active',
    );
  });

  it('asks Stripe once per refund when 20 partial refunds of $1 on a $3.33 tip arrive at once', async () => {
    const creator = await h.creatorWithPrice(0);
    const fan = await createUser(h.app, h.database, { prefix: 'si_tipper' });
    const tip = await h.startCheckout(fan, `/api/creators/${creator.username}/tips`, {
      amountCents: 333,
    });
    await h.deliverAll(h.fake.completeCheckout(tip.sessionId));
    const [line] = await statement(creator);
    const before = refundsAsked().length;

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        h.post(admin, `/api/admin/payments/${line?.id}/refund`, { amountCents: 100 }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    const asked = refundsAsked().slice(before);
    expect(asked).toHaveLength(3);
    const charge = asked[0]?.params.charge as string;
    expect(h.fake.get(charge).amount_refunded).toBe(300);

    // Stripe's reports book 300 cents back in all, whatever order they come in.
    const events = h.fake.takeEvents().reverse();
    await h.deliverAll(events);
    const refunded = await count(
      sql`select coalesce(sum(gross_cents), 0)::int as n from ledger_transactions where reverses_id = ${line?.id}`,
    );
    expect(refunded).toBe(300);
  });

  it('cancels a subscription at Stripe when its payment is refunded in full, and ends it here', async () => {
    const creator = await h.creatorWithPrice(600);
    const fan = await createUser(h.app, h.database, { prefix: 'si_sub' });
    const { subscriptionId } = await h.subscribe(fan, creator);
    const [payment] = await statement(creator);

    const res = await h.post(admin, `/api/admin/payments/${payment?.id}/refund`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(h.fake.get(subscriptionId).status).toBe('canceled');
    await h.deliverAll(h.fake.takeEvents());
    const [mine] = (await h.get(fan, '/api/me/subscriptions')).json().subscriptions;
    expect(mine.status).toBe('ended');
    const receipt = (await h.get(fan, `/api/me/payments/${payment?.id}`)).json();
    expect(receipt.refunds[0]).toMatchObject({ amountCents: 600 });
    expect(receipt.refunds[0].note).toMatch(/subscription it paid for has ended/);
  });

  it('refunds a payment that reaches a suspended creator through a checkout opened before the suspension', async () => {
    const creator = await h.creatorWithPrice(0);
    const fan = await createUser(h.app, h.database, { prefix: 'si_late' });
    const tip = await h.startCheckout(fan, `/api/creators/${creator.username}/tips`, {
      amountCents: 700,
    });
    const suspended = await h.post(admin, `/api/admin/users/${creator.id}/suspend`, {
      reason: 'Chargebacks',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const before = refundsAsked().length;
    await h.deliverAll(h.fake.completeCheckout(tip.sessionId));
    expect(refundsAsked().slice(before)).toHaveLength(1);
    await h.deliverAll(h.fake.takeEvents());
    expect(
      await count(
        sql`select coalesce(sum(e.amount_cents), 0)::int as n from ledger_entries e where e.account = 'artist_payable' and e.creator_id = ${creator.id}`,
      ),
    ).toBe(0);
  });
});

import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { playedTracks } from '../../db/schema/index.js';
import { callAs, createUser, type TestUser } from '../../testing/accounts.js';
import { type FakeStripeEvent, stripeFee } from '../../testing/fake-stripe.js';
import { publishForSubscribers } from '../../testing/posts.js';
import {
  type StripeHarness,
  setUpStripeHarness,
  WEBHOOK_SECRET,
} from '../../testing/stripe-harness.js';
import { until } from '../../testing/until.js';

const harness = setUpStripeHarness();

const deliver: StripeHarness['deliver'] = (...args) => harness.deliver(...args);
const deliverAll: StripeHarness['deliverAll'] = (events) => harness.deliverAll(events);
const get: StripeHarness['get'] = (user, url) => harness.get(user, url);
const post: StripeHarness['post'] = (user, url, payload) => harness.post(user, url, payload);
const creatorWithPrice = (priceCents: number) => harness.creatorWithPrice(priceCents);
const startCheckout: StripeHarness['startCheckout'] = (fan, url, payload) =>
  harness.startCheckout(fan, url, payload);
const subscribe: StripeHarness['subscribe'] = (fan, creator, options) =>
  harness.subscribe(fan, creator, options);

const tipCheckout = (fan: TestUser, creator: TestUser, amountCents: number, message = '') =>
  startCheckout(fan, `/api/creators/${creator.username}/tips`, { amountCents, message });

/** The event of `type` among those the fake Stripe sent, which must be there. */
function eventOfType(events: FakeStripeEvent[], type: string): FakeStripeEvent {
  const found = events.find((event) => event.type === type);
  if (!found) throw new Error(`no ${type}`);
  return found;
}

/** A new fan's tip checkout, and the event Stripe sends once the fan has paid it. */
async function paidTipEvent(creator: TestUser, amountCents: number) {
  const fan = await createUser(harness.app, harness.database, { prefix: 'fan' });
  const { sessionId } = await tipCheckout(fan, creator, amountCents);
  return eventOfType(harness.fake.completeCheckout(sessionId), 'checkout.session.completed');
}

const statement = async (creator: TestUser) => {
  const res = await get(creator, '/api/artist/statement');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().lines as Record<string, unknown>[];
};
const balance = async (creator: TestUser) =>
  (await get(creator, '/api/artist/balance')).json().balanceCents as number;
const mySubscription = async (fan: TestUser) => {
  const subscriptions = (await get(fan, '/api/me/subscriptions')).json().subscriptions;
  expect(subscriptions).toHaveLength(1);
  return subscriptions[0];
};

const invoicePeriod = (invoiceId: string) => {
  const line = (
    harness.fake.get(invoiceId).lines as { data: { period: { start: number; end: number } }[] }
  ).data[0];
  return {
    start: new Date((line?.period.start ?? 0) * 1000).toISOString(),
    end: new Date((line?.period.end ?? 0) * 1000).toISOString(),
  };
};

describe('payments through Stripe (a stand-in on loopback)', () => {
  it('opens a Stripe Checkout for a tip and books it from the webhook, the fee out of the platform part', async () => {
    const creator = await creatorWithPrice(0);
    const fan = await createUser(harness.app, harness.database, { prefix: 'fan' });
    const { checkoutId, sessionId, session } = await tipCheckout(
      fan,
      creator,
      1000,
      'for the night drive',
    );

    expect(session).toMatchObject({
      mode: 'payment',
      client_reference_id: checkoutId,
      customer_email: fan.email,
      metadata: { checkoutId, fanId: String(fan.id), creatorId: String(creator.id) },
      payment_intent_data: { metadata: { checkoutId } },
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '1000' } }],
      success_url: `http://localhost:5000/creator/${creator.username}?paid=tip`,
      cancel_url: `http://localhost:5000/creator/${creator.username}`,
    });
    expect(session.subscription_data).toBeUndefined();
    expect(await statement(creator)).toHaveLength(0);

    const outcomes = await deliverAll(harness.fake.completeCheckout(sessionId));
    expect(outcomes).toEqual({
      'payment_intent.succeeded': 'ignored',
      'charge.succeeded': 'ignored',
      'checkout.session.completed': 'handled',
    });

    const fee = stripeFee(1000);
    expect(fee).toBe(59);
    const lines = await statement(creator);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      kind: 'tip',
      grossCents: 1000,
      artistCents: 1000,
      platformCents: -59,
      feeCents: 59,
      artistRatePercent: 100,
      message: 'for the night drive',
    });
    expect(await balance(creator)).toBe(1000);

    // Booked under the charge id, which is what a later charge.refunded names.
    const chargeId = harness.fake.get(
      harness.fake.get(sessionId).payment_intent as string,
    ).latest_charge;
    const receipt = (await get(fan, `/api/me/payments/${lines[0]?.id}`)).json();
    expect(receipt).toMatchObject({
      provider: 'stripe',
      providerRef: chargeId,
      amountCents: 1000,
      feeCents: 59,
    });
    const checkout = (await get(fan, `/api/checkouts/${checkoutId}`)).json();
    expect(checkout).toMatchObject({ status: 'paid', testMode: true, receiptId: lines[0]?.id });
  });

  it('books a tip for a song heard on air from the webhook with the song noted', async () => {
    const creator = await creatorWithPrice(0);
    const fan = await createUser(harness.app, harness.database, { prefix: 'fan' });
    const [play] = await harness.database.db
      .insert(playedTracks)
      .values({
        artist: 'Laser Lynx',
        title: 'Chrome Horizon',
        startedAt: new Date(Date.now() - 10 * 60_000),
        listeners: 8,
        creatorId: creator.id,
      })
      .returning({ id: playedTracks.id });
    const { sessionId } = await startCheckout(fan, `/api/creators/${creator.username}/tips`, {
      amountCents: 800,
      message: '',
      heardOnAirPlayId: play?.id,
    });
    await deliverAll(harness.fake.completeCheckout(sessionId));
    const [line] = await statement(creator);
    expect(line).toMatchObject({
      kind: 'tip',
      grossCents: 800,
      artistCents: 800,
      heardOnAir: 'Laser Lynx - Chrome Horizon',
    });
    const receipt = (await get(fan, `/api/me/payments/${line?.id}`)).json();
    expect(receipt).toMatchObject({
      provider: 'stripe',
      heardOnAir: 'Laser Lynx - Chrome Horizon',
    });
  });

  it('subscribes through Stripe Billing: the first invoice unlocks posts and books 80/20, a renewal books again', async () => {
    const creator = await creatorWithPrice(499);
    const fan = await createUser(harness.app, harness.database, { prefix: 'fan' });
    const postId = await publishForSubscribers(harness.app, creator, 'the secret stems link');
    expect((await get(fan, `/api/posts/${postId}`)).json().content).toBeNull();

    const { checkoutId, session, outcomes, subscriptionId } = await subscribe(fan, creator);
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: checkoutId,
      subscription_data: {
        metadata: { checkoutId, fanId: String(fan.id), creatorId: String(creator.id) },
      },
      line_items: [
        {
          price_data: {
            unit_amount: '499',
            recurring: { interval: 'month' },
            product_data: { name: expect.stringMatching(/^Monthly subscription to /) },
          },
        },
      ],
    });
    expect(session.payment_intent_data).toBeUndefined();
    // The session says nothing about money: the invoice books the first month.
    expect(outcomes).toEqual({
      'customer.subscription.created': 'ignored',
      'invoice.paid': 'handled',
      'invoice.payment_succeeded': 'ignored',
      'checkout.session.completed': 'ignored',
    });

    expect((await get(fan, `/api/posts/${postId}`)).json().content).toBe('the secret stems link');
    const firstPeriod = invoicePeriod(harness.fake.get(subscriptionId).latest_invoice as string);
    expect(await mySubscription(fan)).toMatchObject({
      status: 'active',
      priceCents: 499,
      provider: 'stripe',
      cancelAtPeriodEnd: false,
      startedAt: firstPeriod.start,
      currentPeriodEnd: firstPeriod.end,
    });
    const fee = stripeFee(499);
    expect(fee).toBe(44);
    const split = {
      kind: 'subscription',
      grossCents: 499,
      artistCents: 399,
      platformCents: 100 - fee,
      feeCents: fee,
      artistRatePercent: 80,
    };
    expect(await statement(creator)).toEqual([expect.objectContaining(split)]);

    const renewal = await deliverAll(harness.fake.renewSubscription(subscriptionId));
    expect(renewal['invoice.paid']).toBe('handled');
    const secondPeriod = invoicePeriod(harness.fake.get(subscriptionId).latest_invoice as string);
    expect(secondPeriod.start).toBe(firstPeriod.end);
    expect(await mySubscription(fan)).toMatchObject({
      status: 'active',
      currentPeriodEnd: secondPeriod.end,
    });
    const lines = await statement(creator);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toMatchObject(split);
    expect(await balance(creator)).toBe(798);
    const stats = (await get(creator, '/api/artist/stats')).json();
    expect(stats).toMatchObject({ subscriberCount: 1, totalEarningsCents: 798 });
  });

  it('makes a subscription past due when a renewal is declined, and active again when the retry pays', async () => {
    const creator = await creatorWithPrice(900);
    const fan = await createUser(harness.app, harness.database, { prefix: 'fan' });
    // Invoices without Stripe's metadata snapshot: the provider asks for the subscription instead.
    const { subscriptionId } = await subscribe(fan, creator, { metadataSnapshot: false });
    expect(harness.fake.requests).toContainEqual(
      expect.objectContaining({ method: 'GET', path: `/v1/subscriptions/${subscriptionId}` }),
    );
    expect(await mySubscription(fan)).toMatchObject({ status: 'active', priceCents: 900 });

    const failed = await deliverAll(harness.fake.failRenewal(subscriptionId));
    expect(failed['invoice.payment_failed']).toBe('handled');
    expect(await mySubscription(fan)).toMatchObject({ status: 'past_due' });
    expect(await statement(creator)).toHaveLength(1);

    const retried = await deliverAll(harness.fake.renewSubscription(subscriptionId));
    expect(retried['invoice.paid']).toBe('handled');
    const period = invoicePeriod(harness.fake.get(subscriptionId).latest_invoice as string);
    expect(await mySubscription(fan)).toMatchObject({
      status: 'active',
      currentPeriodEnd: period.end,
    });
    const lines = await statement(creator);
    expect(lines).toHaveLength(2);
    const fee = stripeFee(900);
    for (const line of lines) {
      expect(line).toMatchObject({
        grossCents: 900,
        artistCents: 720,
        platformCents: 180 - fee,
        feeCents: fee,
      });
    }
  });

  it('carries a creator’s new price to Stripe from the next period, and a price of 0 ends subscriptions at the period end', async () => {
    const creator = await creatorWithPrice(500);
    const fan = await createUser(harness.app, harness.database, { prefix: 'fan' });
    const { subscriptionId } = await subscribe(fan, creator);
    const priceAtStripe = () =>
      (harness.fake.get(subscriptionId).items as { data: { price: { unit_amount: number } }[] })
        .data[0]?.price.unit_amount;

    const raised = await callAs(harness.app, creator, 'PATCH', '/api/creators/me', {
      subscriptionPriceCents: 700,
    });
    expect(raised.statusCode).toBe(200);
    await until(priceAtStripe, (amount) => amount === 700, { what: 'the new price at Stripe' });
    // The period already paid keeps its price; the next invoice charges the new one.
    expect(await mySubscription(fan)).toMatchObject({ priceCents: 500, nextPriceCents: 700 });
    await deliverAll(harness.fake.renewSubscription(subscriptionId));
    expect(await mySubscription(fan)).toMatchObject({ priceCents: 700, status: 'active' });
    expect((await statement(creator)).map((line) => line.grossCents)).toEqual([700, 500]);

    await callAs(harness.app, creator, 'PATCH', '/api/creators/me', { subscriptionPriceCents: 0 });
    await until(
      () => harness.fake.get(subscriptionId).cancel_at_period_end,
      (cancelled) => cancelled === true,
      { what: 'the cancellation at Stripe' },
    );
    // The row follows the call to Stripe; wait for it rather than race it.
    await until(
      () => mySubscription(fan),
      (sub) => sub.cancelAtPeriodEnd === true,
      { what: 'the cancellation on our side' },
    );
    expect(await mySubscription(fan)).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
  });

  it('cancels at Stripe at the period end, and ends the subscription when Stripe deletes it', async () => {
    const creator = await creatorWithPrice(499);
    const fan = await createUser(harness.app, harness.database, { prefix: 'fan' });
    const { subscriptionId } = await subscribe(fan, creator);
    const mine = await mySubscription(fan);

    const cancelled = await post(fan, `/api/me/subscriptions/${mine.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(harness.fake.get(subscriptionId).cancel_at_period_end).toBe(true);
    const resumed = await post(fan, `/api/me/subscriptions/${mine.id}/resume`);
    expect(resumed.json()).toMatchObject({ cancelAtPeriodEnd: false });
    expect(harness.fake.get(subscriptionId).cancel_at_period_end).toBe(false);
    await post(fan, `/api/me/subscriptions/${mine.id}/cancel`);
    expect(harness.fake.get(subscriptionId).cancel_at_period_end).toBe(true);
    expect(await deliverAll(harness.fake.takeEvents())).toEqual({
      'customer.subscription.updated': 'ignored',
    });

    const ended = await deliverAll(harness.fake.endSubscription(subscriptionId));
    expect(ended['customer.subscription.deleted']).toBe('handled');
    const after = await mySubscription(fan);
    expect(after).toMatchObject({ status: 'ended' });
    expect(after.endedAt).not.toBeNull();
    // Money already booked stays booked.
    expect(await balance(creator)).toBe(399);
    expect((await post(fan, `/api/me/subscriptions/${mine.id}/resume`)).statusCode).toBe(409);
  });

  it('refunds through Stripe and books the reversal once, from charge.refunded', async () => {
    const creator = await creatorWithPrice(0);
    const fan = await createUser(harness.app, harness.database, { prefix: 'fan' });
    const admin = await createUser(harness.app, harness.database, {
      prefix: 'admin',
      isAdmin: true,
    });
    const { sessionId } = await tipCheckout(fan, creator, 2000);
    await deliverAll(harness.fake.completeCheckout(sessionId));
    const [tip] = await statement(creator);
    const chargeId = harness.fake.get(harness.fake.get(sessionId).payment_intent as string)
      .latest_charge as string;

    const refunded = await post(admin, `/api/admin/payments/${tip?.id}/refund`, {
      amountCents: 500,
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(harness.fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/refunds',
      params: { charge: chargeId, amount: '500' },
    });
    expect(harness.fake.get(chargeId).amount_refunded).toBe(500);
    // Nothing is booked until Stripe reports it.
    expect(await statement(creator)).toHaveLength(1);
    expect(await balance(creator)).toBe(2000);

    const [chargeRefunded, ...others] = harness.fake.takeEvents();
    expect(chargeRefunded?.type).toBe('charge.refunded');
    expect((await deliver(chargeRefunded as FakeStripeEvent)).json().outcome).toBe('handled');
    expect(await deliverAll(others)).toEqual({ 'refund.created': 'ignored' });
    const lines = await statement(creator);
    expect(lines).toHaveLength(2);
    expect(lines.find((line) => line.kind === 'refund')).toMatchObject({
      grossCents: -500,
      artistCents: -500,
      platformCents: 0,
      feeCents: 0,
      reversesId: tip?.id,
    });
    expect(await balance(creator)).toBe(1500);

    // Stripe delivers again: nothing more is booked.
    expect((await deliver(chargeRefunded as FakeStripeEvent)).json().outcome).toBe('duplicate');
    expect(await statement(creator)).toHaveLength(2);
    expect(await balance(creator)).toBe(1500);

    // The rest of it, then nothing is left to refund.
    const rest = await post(admin, `/api/admin/payments/${tip?.id}/refund`, {});
    expect(rest.statusCode, rest.body).toBe(200);
    expect(harness.fake.get(chargeId)).toMatchObject({ amount_refunded: 2000, refunded: true });
    await deliverAll(harness.fake.takeEvents());
    expect(await balance(creator)).toBe(0);
    expect(await statement(creator)).toHaveLength(3);
    expect((await post(admin, `/api/admin/payments/${tip?.id}/refund`, {})).statusCode).toBe(409);
    expect((await post(fan, `/api/admin/payments/${tip?.id}/refund`, {})).statusCode).toBe(403);
  });

  it('answers 400 to a webhook that is unsigned, signed with another secret or altered, and books nothing', async () => {
    const creator = await creatorWithPrice(0);
    const completed = await paidTipEvent(creator, 700);

    const genuine = JSON.stringify(completed);
    const altered = genuine.replace('"amount_total":700', '"amount_total":70000');
    expect(altered).not.toBe(genuine);
    const forgeries = [
      deliver(completed, { secret: 'whsec_someone_else' }),
      deliver(completed, { signature: null }),
      deliver(completed, { signature: 't=1,v1=deadbeef' }),
      deliver(completed, {
        payload: altered,
        signature: Stripe.webhooks.generateTestHeaderString({
          payload: genuine,
          secret: WEBHOOK_SECRET,
        }),
      }),
      deliver(completed, {
        signature: Stripe.webhooks.generateTestHeaderString({
          payload: genuine,
          secret: WEBHOOK_SECRET,
          timestamp: Math.floor(Date.now() / 1000) - 3600,
        }),
      }),
    ];
    for (const res of await Promise.all(forgeries)) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('BAD_SIGNATURE');
    }
    expect(await statement(creator)).toHaveLength(0);
    expect(await balance(creator)).toBe(0);

    // The genuine delivery still books: the forgeries claimed nothing.
    expect((await deliver(completed)).json().outcome).toBe('handled');
    expect(await balance(creator)).toBe(700);
  });

  it('books a webhook delivered ten times at once exactly once', async () => {
    const creator = await creatorWithPrice(499);
    const completed = await paidTipEvent(creator, 1500);

    const results = await Promise.all(Array.from({ length: 10 }, () => deliver(completed)));
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    const outcomes = results.map((res) => res.json().outcome as string);
    expect(outcomes.filter((outcome) => outcome === 'handled')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(9);
    expect(await balance(creator)).toBe(1500);
    expect(await statement(creator)).toHaveLength(1);

    // The same first invoice reported at once under ten event ids (Stripe's at-least-once delivery
    // may repeat a payment in new events) still books one month.
    const subscriber = await createUser(harness.app, harness.database, { prefix: 'fan' });
    const checkout = await startCheckout(subscriber, `/api/creators/${creator.username}/subscribe`);
    const paid = eventOfType(harness.fake.completeCheckout(checkout.sessionId), 'invoice.paid');
    const copies = Array.from({ length: 10 }, (_, i) => ({
      ...paid,
      id: i === 0 ? paid.id : `${paid.id}_copy${i}`,
    }));
    const invoiceResults = await Promise.all(copies.map((copy) => deliver(copy)));
    for (const res of invoiceResults) expect(res.statusCode, res.body).toBe(200);
    expect(await balance(creator)).toBe(1500 + 399);
    expect((await statement(creator)).filter((line) => line.kind === 'subscription')).toHaveLength(
      1,
    );
    expect(await mySubscription(subscriber)).toMatchObject({ status: 'active' });
  });
});

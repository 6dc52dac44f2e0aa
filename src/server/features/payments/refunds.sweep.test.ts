import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../../lib/payments/provider.js';
import { ProviderRefusal } from '../../lib/payments/provider.js';
import { callAs, createUser } from '../../testing/accounts.js';
import { payWithTestCard } from '../../testing/payments.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { rowsOf } from '../../testing/sql-rows.js';
import { createPaymentsServices } from './payments.module.js';

const t = setUpTestApp();

/** A provider that books by webhook, whose refunds fail the way the test says. */
function flakyProvider(failures: Error[]) {
  const asked: { paymentRef: string; amountCents: number; key: string }[] = [];
  const provider: PaymentProvider = {
    name: 'stripe',
    testMode: true,
    refundsAtOnce: false,
    openCheckout: async () => ({ url: '/', providerRef: null }),
    setCancelAtPeriodEnd: async () => {},
    cancelSubscription: async () => {},
    async refund(paymentRef, amountCents, key) {
      asked.push({ paymentRef, amountCents, key });
      const failure = failures.shift();
      if (failure) throw failure;
      return 'later';
    },
  };
  return { provider, asked };
}

async function paidTip(amountCents: number) {
  const creator = await createUser(t.app, t.database, { prefix: 'rs_artist', isCreator: true });
  const fan = await createUser(t.app, t.database, { prefix: 'rs_fan' });
  const tip = `/api/creators/${creator.username}/tips`;
  const started = await callAs(t.app, fan, 'POST', tip, { amountCents });
  const paid = await payWithTestCard(t.app, fan, started.json().checkoutId);
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json().receiptId as number;
}

const requestsOf = (transactionId: number) =>
  rowsOf<{ status: string; attempts: number; amount_cents: number }>(
    t.database.db,
    sql`select status, attempts, amount_cents from refund_requests where transaction_id = ${transactionId} order by id`,
  );

describe('refund requests the provider did not receive', () => {
  it('sends a refund again with the same key after a network failure, and frees the cents of one the provider refused', async () => {
    const transactionId = await paidTip(900);
    const failures: Error[] = [new Error('connect ECONNREFUSED')];
    const { provider, asked } = flakyProvider(failures);
    const admin = await createUser(t.app, t.database, { prefix: 'rs_admin', isAdmin: true });
    const { refunding } = createPaymentsServices(t.database.db, {
      provider,
      notify: async () => {},
      publicUrl: 'http://localhost',
    });
    const byAdmin = {
      id: admin.id,
      isAdmin: true,
      isDj: false,
      isCreator: false,
      twoFactorEnabled: true,
    };

    // Not reached: reserved, answered, and left pending for the job runner.
    await refunding.refund(byAdmin, transactionId, 300);
    expect(await requestsOf(transactionId)).toEqual([
      { status: 'pending', attempts: 1, amount_cents: 300 },
    ]);
    // The job runner's next pass sends it with the same key.
    expect(await refunding.sendPending(new Date(Date.now() + 120_000))).toBe(1);
    expect(asked.map((a) => a.key)).toEqual([asked[0]?.key, asked[0]?.key]);
    expect((await requestsOf(transactionId))[0]).toMatchObject({ status: 'sent', attempts: 2 });

    // Refused for good: the admin is told, and those cents may be asked for again.
    failures.push(new ProviderRefusal('Charge has been disputed'));
    await expect(refunding.refund(byAdmin, transactionId, 600)).rejects.toMatchObject({
      statusCode: 409,
      code: 'REFUND_REFUSED',
    });
    expect((await requestsOf(transactionId))[1]).toMatchObject({ status: 'failed' });
    await refunding.refund(byAdmin, transactionId, 600);
    expect((await requestsOf(transactionId)).map((r) => r.status)).toEqual([
      'sent',
      'failed',
      'sent',
    ]);
    // All 900 cents are now asked for: nothing more may be.
    await expect(refunding.refund(byAdmin, transactionId, 1)).rejects.toMatchObject({
      statusCode: 409,
    });
  });
});

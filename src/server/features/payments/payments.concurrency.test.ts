import { spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../../lib/paths.js';
import { createDemoProvider } from '../../lib/payments/demo-provider.js';
import type { PaymentEvent } from '../../lib/payments/provider.js';
import { bearer, callAs, createUser, type TestUser } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { rowsOf } from '../../testing/sql-rows.js';
import { createPaymentsServices } from './payments.module.js';
import type { createPaymentsRepo } from './payments.repo.js';

const t = setUpTestApp();

const card = { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Fan' };

const balanceOf = async (creator: TestUser) =>
  (await callAs(t.app, creator, 'GET', '/api/artist/balance')).json().balanceCents as number;

function services() {
  return createPaymentsServices(t.database.db, {
    provider: createDemoProvider(),
    notify: async () => {},
    publicUrl: 'http://localhost',
  });
}

/** Opens a fan's 10.00 checkout with a creator; returns the provider's event that it was paid. */
async function openCheckout(
  repo: ReturnType<typeof createPaymentsRepo>,
  fan: TestUser,
  creator: TestUser,
  checkoutId: string,
  ref: string,
): Promise<PaymentEvent> {
  await repo.insertCheckout({
    id: checkoutId,
    fanId: fan.id,
    creatorId: creator.id,
    purpose: 'song_purchase',
    amountCents: 1000,
    provider: 'demo',
    returnPath: '/',
    expiresAt: new Date(Date.now() + 600_000),
  });
  return {
    type: 'payment.succeeded',
    eventId: `evt_${ref}`,
    checkoutId,
    paymentRef: `pay_${ref}`,
    amountCents: 1000,
    feeCents: 59,
  };
}

describe('payments under concurrency', () => {
  it('books 100 simultaneous tips to one creator exactly', async () => {
    const creator = await createUser(t.app, t.database, { prefix: 'busy', isCreator: true });
    const fans = await Promise.all(
      Array.from({ length: 10 }, () => createUser(t.app, t.database, { prefix: 'cfan' })),
    );
    const checkouts = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const fan = fans[i % fans.length] as TestUser;
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/creators/${creator.username}/tips`,
          headers: bearer(fan.token),
          remoteAddress: `203.0.113.${i}`,
          payload: { amountCents: 100 + i },
        });
        expect(res.statusCode, res.body).toBe(201);
        return { fan, id: res.json().checkoutId as string };
      }),
    );
    const paid = await Promise.all(
      checkouts.map(({ fan, id }, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/checkouts/${id}/pay`,
          headers: bearer(fan.token),
          remoteAddress: `203.0.113.${i}`,
          payload: card,
        }),
      ),
    );
    expect(paid.map((res) => res.statusCode)).toEqual(Array(100).fill(200));
    // 100 + 101 + … + 199, all of it to the artist.
    expect(await balanceOf(creator)).toBe((100 * (100 + 199)) / 2);
  });

  it('books the same webhook delivered 10 times at once exactly once', async () => {
    const { repo, payments } = services();
    const creator = await createUser(t.app, t.database, { prefix: 'hook', isCreator: true });
    const fan = await createUser(t.app, t.database, { prefix: 'hfan' });
    const event = await openCheckout(repo, fan, creator, 'concurrent-delivery-1', 'concurrent_1');
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => payments.handleEvent(event)),
    );
    expect(outcomes.filter((o) => o === 'handled')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(9);
    expect(await balanceOf(creator)).toBe(800);
    const rows = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ledger_transactions where idempotency_key = 'demo:payment:pay_concurrent_1'`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'leaves all or nothing when the process is killed mid-booking, and the retry completes it',
    async () => {
      const { repo, payments } = services();
      const creator = await createUser(t.app, t.database, { prefix: 'crash', isCreator: true });
      const fan = await createUser(t.app, t.database, { prefix: 'crfan' });
      const event = await openCheckout(repo, fan, creator, 'crash-checkout-1', 'crash_1');
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          projectPath('src/server/features/payments/testing/payments.crash-child.ts'),
          t.database.url ?? '',
          JSON.stringify(event),
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let stderr = '';
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
      });
      const exited = new Promise<NodeJS.Signals | null>((resolve) =>
        child.once('exit', (_code, signal) => resolve(signal)),
      );
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`the child never booked: ${stderr}`)),
          30_000,
        );
        child.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('BOOKED-NOT-COMMITTED')) {
            clearTimeout(timer);
            resolve();
          }
        });
      });
      child.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');

      // Nothing of the killed booking survives: no transaction, no entries, no claimed event.
      const count = async (query: ReturnType<typeof sql>) =>
        (await rowsOf<{ n: number }>(t.database.db, query))[0]?.n;
      expect(
        await count(
          sql`select count(*)::int as n from ledger_transactions where provider_ref = 'pay_crash_1'`,
        ),
      ).toBe(0);
      expect(
        await count(
          sql`select count(*)::int as n from payment_events where event_id = 'evt_crash_1'`,
        ),
      ).toBe(0);
      expect((await repo.checkout('crash-checkout-1'))?.status).toBe('open');
      expect(await balanceOf(creator)).toBe(0);

      // The provider retries the webhook: now it books, once, in full.
      expect(await payments.handleEvent(event)).toBe('handled');
      expect(await payments.handleEvent(event)).toBe('duplicate');
      expect(await balanceOf(creator)).toBe(800);
      expect(
        await count(
          sql`select count(*)::int as n from ledger_entries e join ledger_transactions t on t.id = e.transaction_id where t.provider_ref = 'pay_crash_1'`,
        ),
      ).toBe(4);
      expect((await repo.checkout('crash-checkout-1'))?.status).toBe('paid');
    },
    60_000,
  );
});

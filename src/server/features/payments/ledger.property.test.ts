import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { artistPart } from '../../../shared/domain/ledger.js';
import type { Actor } from '../../../shared/domain/policies.js';
import { createDemoProvider } from '../../lib/payments/demo-provider.js';
import { callAs, createUser } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { rowsOf } from '../../testing/sql-rows.js';
import { createPaymentsServices } from './payments.module.js';

const t = setUpTestApp();

const actor = (id: number, roles: Partial<Actor> = {}): Actor => ({
  id,
  isAdmin: false,
  isDj: false,
  isCreator: false,
  twoFactorEnabled: true,
  ...roles,
});

type Op =
  | {
      kind: 'pay';
      creator: number;
      fan: number;
      amount: number;
      fee: number;
      purpose: 'tip' | 'song_purchase';
    }
  | { kind: 'refund'; payment: number; share: number }
  | { kind: 'payout'; creator: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      creator: fc.nat(2),
      fan: fc.nat(1),
      amount: fc.oneof(fc.integer({ min: 100, max: 50_000 }), fc.integer({ min: 1, max: 999 })),
      fee: fc.integer({ min: 0, max: 150 }),
      purpose: fc.constantFrom('tip' as const, 'song_purchase' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      payment: fc.nat(40),
      share: fc.integer({ min: 1, max: 100 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('payout' as const), creator: fc.nat(2) }) },
);

describe('the ledger under any sequence of payments, refunds and payouts', () => {
  it('balances every transaction, derives balances from entries, and never splits off by a cent', async () => {
    const { repo, ledger, payments, payouts, refunding } = createPaymentsServices(t.database.db, {
      provider: createDemoProvider(),
      notify: async () => {},
      publicUrl: 'http://localhost',
    });
    const admin = await createUser(t.app, t.database, { prefix: 'admin', isAdmin: true });
    let run = 0;

    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        run += 1;
        const creators = await Promise.all(
          [0, 1, 2].map(() => createUser(t.app, t.database, { prefix: 'prop', isCreator: true })),
        );
        const fans = await Promise.all(
          [0, 1].map(() => createUser(t.app, t.database, { prefix: 'pfan' })),
        );
        const paid: number[] = [];
        for (const [index, step] of ops.entries()) {
          if (step.kind === 'pay') {
            const creator = creators[step.creator];
            const fan = fans[step.fan];
            if (!creator || !fan) continue;
            const checkoutId = `prop${run}x${index}xxxxxxxx`;
            await repo.insertCheckout({
              id: checkoutId,
              fanId: fan.id,
              creatorId: creator.id,
              purpose: step.purpose,
              amountCents: step.amount,
              provider: 'demo',
              returnPath: '/',
              expiresAt: new Date(Date.now() + 60_000),
            });
            await payments.handleEvent({
              type: 'payment.succeeded',
              eventId: `evt_${checkoutId}`,
              checkoutId,
              paymentRef: `pay_${checkoutId}`,
              amountCents: step.amount,
              feeCents: Math.min(step.fee, step.amount),
            });
            const booked = await ledger.findByKey(t.database.db, `demo:payment:pay_${checkoutId}`);
            if (booked) paid.push(booked.id);
          } else if (step.kind === 'refund') {
            const id = paid[step.payment % Math.max(1, paid.length)];
            if (id === undefined) continue;
            const row = await ledger.summary(id);
            const left = (row?.grossCents ?? 0) - (await ledger.refundedCents(t.database.db, id));
            if (left <= 0) continue;
            const amount = Math.max(1, Math.floor((left * step.share) / 100));
            await refunding.refund(actor(admin.id, { isAdmin: true }), id, amount);
          } else {
            const creator = creators[step.creator];
            if (!creator) continue;
            const request = await payouts
              .request({ ...actor(creator.id, { isCreator: true }), emailVerifiedAt: new Date() })
              .catch(() => null);
            if (request) await payouts.markPaid(actor(admin.id, { isAdmin: true }), request.id);
          }
        }

        const unbalanced = await rowsOf(
          t.database.db,
          sql`select transaction_id from ledger_entries group by transaction_id having sum(amount_cents) <> 0`,
        );
        expect(unbalanced).toEqual([]);
        for (const creator of creators) {
          const [sum] = await rowsOf<{ total: number }>(
            t.database.db,
            sql`select coalesce(sum(amount_cents), 0)::int as total from ledger_entries where account = 'artist_payable' and creator_id = ${creator.id}`,
          );
          const balance = await callAs(t.app, creator, 'GET', '/api/artist/balance');
          expect(balance.json().balanceCents).toBe(sum?.total);
          expect(balance.json().balanceCents).toBeGreaterThanOrEqual(0);
        }
        for (const id of paid) {
          const row = await ledger.summary(id);
          if (!row) throw new Error(`payment ${id} vanished`);
          // The rate frozen on the payment is the one in force: all of a tip, 80% of a purchase.
          expect(row.artistRateBp).toBe(row.kind === 'tip' ? 10_000 : 8_000);
          expect(row.artistCents).toBe(artistPart(row.grossCents, row.artistRateBp));
          expect(row.artistCents + row.platformCents + row.feeCents).toBe(row.grossCents);
          expect(await ledger.refundedCents(t.database.db, id)).toBeLessThanOrEqual(row.grossCents);
        }
      }),
      { numRuns: 15 },
    );
  });
});

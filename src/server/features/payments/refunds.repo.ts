import { and, asc, desc, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import { type Cents, cents } from '../../../shared/domain/money.js';
import type { Db } from '../../db/client.js';
import { refundRequests, songPurchases, subscriptions } from '../../db/schema/index.js';
import type { Tx, WithCents } from './ledger.repo.js';

type Queryable = Db | Tx;

export type RefundRequestRow = WithCents<
  typeof refundRequests.$inferSelect,
  'amountCents' | 'totalCents'
>;
export type RefundReason = 'admin' | 'duplicate' | 'suspended' | 'ended';

/** Refund requests (money asked back before the provider confirms it) and the entitlements refunds end. */
export function createRefundsRepo(db: Db) {
  return {
    /** All asked back on a payment so far, leaving out what the provider refused. */
    async requestedCents(tx: Queryable, transactionId: number): Promise<Cents> {
      const [row] = await tx
        .select({ total: sql<string>`coalesce(sum(${refundRequests.amountCents}), 0)` })
        .from(refundRequests)
        .where(
          and(eq(refundRequests.transactionId, transactionId), ne(refundRequests.status, 'failed')),
        );
      return cents(Number(row?.total ?? 0));
    },

    async insert(
      tx: Queryable,
      row: {
        transactionId: number;
        amountCents: number;
        totalCents: number;
        requestedBy: number | null;
        reason: RefundReason;
        subscriptionRef: string | null;
      },
    ): Promise<RefundRequestRow> {
      const [inserted] = await tx.insert(refundRequests).values(row).returning();
      if (!inserted) throw new Error('refund request insert returned nothing');
      return inserted as RefundRequestRow;
    },

    async find(id: number) {
      const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, id));
      return (row ?? null) as RefundRequestRow | null;
    },

    async mark(
      id: number,
      changes: Partial<Pick<RefundRequestRow, 'status' | 'sentAt' | 'attempts'>>,
      tx: Queryable = db,
    ): Promise<void> {
      await tx.update(refundRequests).set(changes).where(eq(refundRequests.id, id));
    },

    /** Requests the provider was never told of (a crash, a network failure), oldest first. */
    async pending(createdBefore: Date, limit: number): Promise<RefundRequestRow[]> {
      const rows = await db
        .select()
        .from(refundRequests)
        .where(
          and(eq(refundRequests.status, 'pending'), lte(refundRequests.createdAt, createdBefore)),
        )
        .orderBy(asc(refundRequests.createdAt))
        .limit(limit);
      return rows as RefundRequestRow[];
    },

    /** Why the refund that brings a payment to `totalCents` was asked for ('admin' when unknown). */
    async reasonFor(tx: Queryable, transactionId: number, totalCents: number) {
      const [row] = await tx
        .select({ reason: refundRequests.reason })
        .from(refundRequests)
        .where(
          and(
            eq(refundRequests.transactionId, transactionId),
            sql`${refundRequests.totalCents} >= ${totalCents}`,
            ne(refundRequests.status, 'failed'),
          ),
        )
        .orderBy(asc(refundRequests.totalCents), desc(refundRequests.id))
        .limit(1);
      return (row?.reason ?? 'admin') as RefundReason;
    },

    /** A purchase refunded in full: its buyer hears the preview again. */
    async revokePurchase(tx: Queryable, purchaseTransactionId: number, refundId: number) {
      const rows = await tx
        .update(songPurchases)
        .set({ revokedAt: new Date(), revokedBy: refundId })
        .where(
          and(
            eq(songPurchases.transactionId, purchaseTransactionId),
            isNull(songPurchases.revokedAt),
          ),
        )
        .returning({ songId: songPurchases.songId });
      return rows.length > 0;
    },

    async subscriptionRefOf(tx: Queryable, id: number | null) {
      if (id === null) return null;
      const [row] = await tx
        .select({ providerRef: subscriptions.providerRef })
        .from(subscriptions)
        .where(eq(subscriptions.id, id));
      return row?.providerRef ?? null;
    },

    /** Ends a live subscription now; answers its provider reference when it was live. */
    async endSubscription(tx: Queryable, id: number, at: Date) {
      const [row] = await tx
        .update(subscriptions)
        .set({ status: 'ended', endedAt: at, nextAttemptAt: null, cancelAtPeriodEnd: true })
        .where(
          and(eq(subscriptions.id, id), sql`${subscriptions.status} in ('active', 'past_due')`),
        )
        .returning({ providerRef: subscriptions.providerRef });
      return row ? { providerRef: row.providerRef } : null;
    },
  };
}

export type RefundsRepo = ReturnType<typeof createRefundsRepo>;

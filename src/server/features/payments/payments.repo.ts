import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Cents } from '../../../shared/domain/money.js';
import type { PayoutStatus } from '../../../shared/payments.constants.js';
import type { Db } from '../../db/client.js';
import {
  checkouts,
  creatorProfiles,
  paymentEvents,
  payoutRequests,
  playedTracks,
  songPurchases,
  subscriptions,
  users,
} from '../../db/schema/index.js';
import type { Tx, WithCents } from './ledger.repo.js';

type Queryable = Db | Tx;

export type SubscriptionRow = WithCents<typeof subscriptions.$inferSelect, 'priceCents'>;
export type CheckoutRow = WithCents<typeof checkouts.$inferSelect, 'amountCents'>;
export type PayoutRow = WithCents<typeof payoutRequests.$inferSelect, 'amountCents'>;

/** A creator as payments need them, with their price typed as cents. */
export interface PayableCreator {
  id: number;
  username: string;
  displayName: string;
  priceCents: Cents;
  followerCount: number;
  suspendedAt: Date | null;
}

const live = inArray(subscriptions.status, ['active', 'past_due']);

/** A creator as payments need them: id, names, price and followers. */
const creatorColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  priceCents: creatorProfiles.subscriptionPriceCents,
  followerCount: users.followerCount,
  /** A suspended creator may not be paid. */
  suspendedAt: users.suspendedAt,
};

/** Subscriptions, checkouts, payout requests and handled provider events: the mutable side of payments. */
export function createPaymentsRepo(db: Db) {
  return {
    db,
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** A creator as payments need them: id, names, price; null for a member without a creator page. */
    async creatorByUsername(username: string) {
      const [row] = await db
        .select(creatorColumns)
        .from(users)
        .innerJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
        .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
      return (row ?? null) as PayableCreator | null;
    },

    async creatorById(id: number, tx: Queryable = db) {
      const [row] = await tx
        .select(creatorColumns)
        .from(users)
        .innerJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
        .where(eq(users.id, id));
      return (row ?? null) as PayableCreator | null;
    },

    /** The current monthly price of each of these creators. */
    async pricesOf(creatorIds: readonly number[]): Promise<Map<number, Cents>> {
      if (creatorIds.length === 0) return new Map();
      const rows = await db
        .select({ id: creatorProfiles.userId, priceCents: creatorProfiles.subscriptionPriceCents })
        .from(creatorProfiles)
        .where(inArray(creatorProfiles.userId, [...new Set(creatorIds)]));
      return new Map(rows.map((row) => [row.id, row.priceCents as Cents]));
    },

    /**
     * Whether a creator's address is confirmed, and what fans paid them in all so far (gross,
     * refunds not taken off), for the limit on money to unconfirmed addresses.
     */
    async receivingState(creatorId: number) {
      const [row] = await db
        .select({
          confirmed: sql<boolean>`${users.emailVerifiedAt} is not null`,
          // Spelt out: inside a one-table select the columns would lose their table names.
          receivedCents: sql<string>`coalesce((select sum(lt.gross_cents) from ledger_transactions lt where lt.creator_id = ${creatorId} and lt.kind in ('subscription', 'tip', 'song_purchase', 'merchandise')), 0)`,
        })
        .from(users)
        .where(eq(users.id, creatorId));
      return { confirmed: row?.confirmed ?? false, receivedCents: Number(row?.receivedCents ?? 0) };
    },

    async emailOf(userId: number) {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? null;
    },

    /** A play in the station's history, as a tip for a song heard on air names it. */
    async play(id: number) {
      const [row] = await db
        .select({
          id: playedTracks.id,
          artist: playedTracks.artist,
          title: playedTracks.title,
          creatorId: playedTracks.creatorId,
          startedAt: playedTracks.startedAt,
        })
        .from(playedTracks)
        .where(eq(playedTracks.id, id));
      return row ?? null;
    },

    // Checkouts

    async insertCheckout(row: typeof checkouts.$inferInsert) {
      await db.insert(checkouts).values(row);
    },

    async setCheckoutProviderRef(id: string, providerRef: string) {
      await db.update(checkouts).set({ providerRef }).where(eq(checkouts.id, id));
    },

    async checkout(id: string) {
      const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id));
      return (row ?? null) as CheckoutRow | null;
    },

    /** The checkout, locked until the end of the transaction. */
    async lockCheckout(tx: Tx, id: string) {
      const [row] = await tx.select().from(checkouts).where(eq(checkouts.id, id)).for('update');
      return (row ?? null) as CheckoutRow | null;
    },

    async closeCheckout(tx: Queryable, id: string, transactionId: number) {
      await tx.update(checkouts).set({ status: 'paid', transactionId }).where(eq(checkouts.id, id));
    },

    /** Whether the fan holds a purchase of the song that was not refunded. */
    async ownsSong(tx: Queryable, fanId: number, songId: number) {
      const [row] = await tx
        .select({ songId: songPurchases.songId })
        .from(songPurchases)
        .where(
          and(
            eq(songPurchases.fanId, fanId),
            eq(songPurchases.songId, songId),
            isNull(songPurchases.revokedAt),
          ),
        );
      return row !== undefined;
    },

    /** A bought song: its buyer hears it in full from now on (booked with the payment). */
    async recordSongPurchase(tx: Queryable, songId: number, fanId: number, transactionId: number) {
      // Bought again after a refund revoked it: the new payment is the purchase now.
      await tx
        .insert(songPurchases)
        .values({ songId, fanId, transactionId })
        .onConflictDoUpdate({
          target: [songPurchases.songId, songPurchases.fanId],
          set: { transactionId, revokedAt: null, revokedBy: null, createdAt: new Date() },
          setWhere: sql`${songPurchases.revokedAt} is not null`,
        });
    },

    // Subscriptions

    async liveSubscription(tx: Queryable, fanId: number, creatorId: number) {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.fanId, fanId), eq(subscriptions.creatorId, creatorId), live))
        .for('update');
      return (row ?? null) as SubscriptionRow | null;
    },

    /** The fan's subscription to a creator: the live one, else the latest that ended. */
    async latestSubscription(fanId: number, creatorId: number) {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.fanId, fanId), eq(subscriptions.creatorId, creatorId)))
        .orderBy(
          sql`${subscriptions.status} in ('active', 'past_due') desc`,
          desc(subscriptions.id),
        )
        .limit(1);
      return (row ?? null) as SubscriptionRow | null;
    },

    async subscription(id: number) {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
      return (row ?? null) as SubscriptionRow | null;
    },

    async lockSubscription(tx: Tx, id: number, options: { lock: boolean } = { lock: true }) {
      const query = tx.select().from(subscriptions).where(eq(subscriptions.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return (row ?? null) as SubscriptionRow | null;
    },

    /** The subscription a provider knows by this reference, locked unless told otherwise. */
    async subscriptionByRef(
      tx: Queryable,
      provider: string,
      providerRef: string,
      options: { lock: boolean } = { lock: true },
    ) {
      const query = tx
        .select()
        .from(subscriptions)
        .where(
          and(eq(subscriptions.provider, provider), eq(subscriptions.providerRef, providerRef)),
        );
      const [row] = options.lock ? await query.for('update') : await query;
      return (row ?? null) as SubscriptionRow | null;
    },

    async insertSubscription(tx: Queryable, row: typeof subscriptions.$inferInsert) {
      const [inserted] = await tx.insert(subscriptions).values(row).returning();
      if (!inserted) throw new Error('subscription insert returned nothing');
      return inserted as SubscriptionRow;
    },

    async updateSubscription(
      tx: Queryable,
      id: number,
      changes: Partial<typeof subscriptions.$inferInsert>,
    ) {
      const [row] = await tx
        .update(subscriptions)
        .set(changes)
        .where(eq(subscriptions.id, id))
        .returning();
      return (row ?? null) as SubscriptionRow | null;
    },

    async subscriptionsOfFan(fanId: number) {
      const rows = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.fanId, fanId), sql`${subscriptions.status} <> 'incomplete'`))
        .orderBy(sql`${subscriptions.status} = 'ended'`, desc(subscriptions.createdAt))
        .limit(200);
      return rows as SubscriptionRow[];
    },

    /** A creator's live subscriptions at one provider. */
    async liveSubscriptionsOf(creatorId: number, provider: string) {
      const rows = await db
        .select()
        .from(subscriptions)
        .where(
          and(eq(subscriptions.creatorId, creatorId), eq(subscriptions.provider, provider), live),
        );
      return rows as SubscriptionRow[];
    },

    async subscribersOf(creatorId: number) {
      const rows = await db
        .select()
        .from(subscriptions)
        .where(
          and(eq(subscriptions.creatorId, creatorId), sql`${subscriptions.status} <> 'incomplete'`),
        )
        .orderBy(sql`${subscriptions.status} = 'ended'`, desc(subscriptions.startedAt))
        .limit(500);
      return rows as SubscriptionRow[];
    },

    async activeSubscriberCount(creatorId: number) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(subscriptions)
        .where(and(eq(subscriptions.creatorId, creatorId), live));
      return row?.n ?? 0;
    },

    /**
     * Of `creatorIds`, the ones the fan holds a live subscription to whose paid period covers
     * `at`: a subscription whose end was never reported (a lost webhook) stops granting access
     * when the period it paid for is over.
     */
    async subscribedAmong(fanId: number, creatorIds: readonly number[], at: Date = new Date()) {
      if (creatorIds.length === 0) return new Set<number>();
      const rows = await db
        .select({ creatorId: subscriptions.creatorId })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.fanId, fanId),
            inArray(subscriptions.creatorId, [...creatorIds]),
            live,
            gt(subscriptions.currentPeriodEnd, at),
          ),
        );
      return new Set(rows.map((row) => row.creatorId));
    },

    /** Demo subscriptions whose next charge is due. */
    async dueDemoSubscriptions(now: Date, limit: number) {
      return db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.provider, 'demo'), live, lte(subscriptions.nextAttemptAt, now)))
        .orderBy(asc(subscriptions.nextAttemptAt))
        .limit(limit);
    },

    // Payouts

    async openPayout(tx: Queryable, creatorId: number) {
      const [row] = await tx
        .select()
        .from(payoutRequests)
        .where(
          and(eq(payoutRequests.creatorId, creatorId), eq(payoutRequests.status, 'requested')),
        );
      return (row ?? null) as PayoutRow | null;
    },

    async insertPayout(tx: Queryable, creatorId: number, amountCents: number) {
      const [row] = await tx
        .insert(payoutRequests)
        .values({ creatorId, amountCents })
        .onConflictDoNothing()
        .returning();
      return (row ?? null) as PayoutRow | null;
    },

    async lockPayout(tx: Tx, id: number) {
      const [row] = await tx
        .select()
        .from(payoutRequests)
        .where(eq(payoutRequests.id, id))
        .for('update');
      return (row ?? null) as PayoutRow | null;
    },

    async updatePayout(tx: Queryable, id: number, changes: Partial<PayoutRow>) {
      const [row] = await tx
        .update(payoutRequests)
        .set(changes)
        .where(eq(payoutRequests.id, id))
        .returning();
      return (row ?? null) as PayoutRow | null;
    },

    async payoutsOf(creatorId: number) {
      const rows = await db
        .select()
        .from(payoutRequests)
        .where(eq(payoutRequests.creatorId, creatorId))
        .orderBy(desc(payoutRequests.requestedAt))
        .limit(100);
      return rows as PayoutRow[];
    },

    async payouts(status: PayoutStatus | undefined) {
      const rows = await db
        .select()
        .from(payoutRequests)
        .where(status ? eq(payoutRequests.status, status) : undefined)
        .orderBy(desc(payoutRequests.requestedAt))
        .limit(200);
      return rows as PayoutRow[];
    },

    // Provider events

    /** Records an event as handled; false when it already was (by this or a concurrent delivery). */
    async claimEvent(tx: Tx, provider: string, eventId: string, type: string) {
      const inserted = await tx
        .insert(paymentEvents)
        .values({ provider, eventId, type })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      return inserted.length > 0;
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;

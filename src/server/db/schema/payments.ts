import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_STATUSES } from '../../../shared/payments.constants.js';
import {
  belongsTo,
  bigSerialId,
  createdAt,
  notNegative,
  oneOf,
  positive,
  serialId,
  timestampTz,
} from './columns.js';
import { users } from './users.js';

/**
 * One booking in the ledger: a payment, a refund or a payout. Append-only (a trigger in migration
 * 0009 refuses UPDATE and DELETE), so the people it names are plain ids without foreign keys: an
 * account deleted later leaves its money history whole.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigSerialId(),
    /** The provider's payment or event id, or our own for demo bookings: a key books once. */
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    creatorId: integer('creator_id'),
    fanId: integer('fan_id'),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    /** What the fan paid (or what a refund gave back, or a payout paid out), in cents. */
    grossCents: integer('gross_cents').notNull(),
    /** The artist's share in force when booked, in basis points (8000 = 80%). */
    artistRateBp: integer('artist_rate_bp').notNull(),
    reversesId: bigint('reverses_id', { mode: 'number' }),
    subscriptionId: integer('subscription_id'),
    message: text('message').notNull().default(''),
    /** A tip given for a song heard on the station: "Artist - Title" as it was on air. */
    heardOnAir: text('heard_on_air'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_idempotency_key_unique').on(t.idempotencyKey),
    index('ledger_transactions_creator_time_idx').on(t.creatorId, t.createdAt, t.id),
    index('ledger_transactions_fan_time_idx').on(t.fanId, t.createdAt, t.id),
    index('ledger_transactions_reverses_idx').on(t.reversesId),
    notNegative('ledger_transactions_gross_check', t.grossCents),
    check(
      'ledger_transactions_rate_check',
      sql`${t.artistRateBp} >= 0 and ${t.artistRateBp} <= 10000`,
    ),
  ],
);

/**
 * The entries of a transaction; they sum to zero (a deferred trigger checks it at commit).
 * Accounts: `fan_payments` (money in from fans, negative), `artist_payable` (owed to a creator),
 * `platform_revenue`, `processor_fees`, `payouts` (money paid out to creators).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigSerialId(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    account: text('account').notNull(),
    creatorId: integer('creator_id'),
    amountCents: integer('amount_cents').notNull(),
    kind: text('kind').notNull(),
    artistRateBp: integer('artist_rate_bp').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    // The admin's revenue of one day.
    index('ledger_entries_time_idx').on(t.createdAt),
    index('ledger_entries_payable_idx')
      .on(t.creatorId, t.kind, t.createdAt, t.amountCents)
      .where(sql`${t.account} = 'artist_payable'`),
    oneOf('ledger_entries_account_check', t.account, [
      'fan_payments',
      'artist_payable',
      'platform_revenue',
      'processor_fees',
      'payouts',
    ]),
  ],
);

/** A fan's subscription to a creator: current state, changed as periods pass (not part of the ledger). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serialId(),
    fanId: belongsTo('fan_id', () => users.id),
    creatorId: belongsTo('creator_id', () => users.id),
    status: text('status').notNull().default('incomplete'),
    /** The price of the current period; a creator's new price applies from the next one. */
    priceCents: integer('price_cents').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    /** Demo provider: how the saved test card behaves on later charges. */
    cardFailsLater: boolean('card_fails_later').notNull().default(false),
    cardLast4: text('card_last4'),
    currentPeriodStart: timestampTz('current_period_start'),
    currentPeriodEnd: timestampTz('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    nextAttemptAt: timestampTz('next_attempt_at'),
    createdAt: createdAt(),
    startedAt: timestampTz('started_at'),
    endedAt: timestampTz('ended_at'),
  },
  (t) => [
    uniqueIndex('subscriptions_live_pair_unique')
      .on(t.fanId, t.creatorId)
      .where(sql`${t.status} in ('active', 'past_due')`),
    uniqueIndex('subscriptions_provider_ref_unique').on(t.provider, t.providerRef),
    index('subscriptions_creator_idx').on(t.creatorId, t.status),
    index('subscriptions_fan_idx').on(t.fanId, t.status),
    index('subscriptions_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('active', 'past_due')`),
    oneOf('subscriptions_status_check', t.status, SUBSCRIPTION_STATUSES),
    notNegative('subscriptions_price_check', t.priceCents),
  ],
);

/** A fan's way to pay for one thing: the demo checkout page, or a provider's hosted checkout. */
export const checkouts = pgTable(
  'checkouts',
  {
    id: text('id').primaryKey(),
    fanId: belongsTo('fan_id', () => users.id),
    creatorId: belongsTo('creator_id', () => users.id),
    purpose: text('purpose').notNull(),
    amountCents: integer('amount_cents').notNull(),
    message: text('message').notNull().default(''),
    /** A tip for a song heard on air: "Artist - Title", checked against the station's history. */
    heardOnAir: text('heard_on_air'),
    status: text('status').notNull().default('open'),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    returnPath: text('return_path').notNull(),
    /** For a song purchase: the song bought. */
    songId: integer('song_id'),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (t) => [
    index('checkouts_fan_idx').on(t.fanId, t.createdAt),
    positive('checkouts_amount_check', t.amountCents),
  ],
);

/** A creator asking for their balance; an administrator marks it paid (a payout transaction). */
export const payoutRequests = pgTable(
  'payout_requests',
  {
    id: serialId(),
    creatorId: belongsTo('creator_id', () => users.id),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('requested'),
    requestedAt: timestampTz('requested_at').notNull().defaultNow(),
    decidedAt: timestampTz('decided_at'),
    decidedBy: integer('decided_by'),
    transactionId: bigint('transaction_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('payout_requests_open_unique')
      .on(t.creatorId)
      .where(sql`${t.status} = 'requested'`),
    index('payout_requests_status_idx').on(t.status, t.requestedAt),
    positive('payout_requests_amount_check', t.amountCents),
  ],
);

/**
 * Money an administrator asked to give back on a payment. Written under the creator's lock before
 * the provider is asked, so concurrent requests cannot refund the same cents twice; its id is the
 * provider's idempotency key. A provider that reports refunds by webhook books them later.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: serialId(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** All asked for on that payment once this one is counted: the refund's running total. */
    totalCents: integer('total_cents').notNull(),
    requestedBy: integer('requested_by'),
    /**
     * Why: 'admin' (by hand), 'duplicate' (a second payment for something already owned) or
     * 'suspended' (a payment to a creator who may not be paid).
     */
    reason: text('reason').notNull().default('admin'),
    /** A provider subscription to cancel with the refund (one the fan must not keep paying). */
    subscriptionRef: text('subscription_ref'),
    /** pending (the provider not yet asked), sent, or failed (the provider said no: not counted). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    sentAt: timestampTz('sent_at'),
  },
  (t) => [
    index('refund_requests_transaction_idx').on(t.transactionId),
    index('refund_requests_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    positive('refund_requests_amount_check', t.amountCents),
    oneOf('refund_requests_status_check', t.status, ['pending', 'sent', 'failed']),
  ],
);

/** Provider events already handled: a redelivered webhook finds its id here and does nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestampTz('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

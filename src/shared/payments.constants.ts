/** Limits and fixed values of payments that both sides use; free of zod. */

/** Tips run from $1 to $500. */
export const TIP_MIN_CENTS = 100;
export const TIP_MAX_CENTS = 50_000;
export const TIP_MESSAGE_MAX = 280;
/** The amounts the tip form offers as one-tap choices, in cents. */
export const TIP_PRESETS_CENTS = [300, 500, 1000, 2500] as const;

/** The label every demo checkout carries, so nobody mistakes it for a real payment. */
export const TEST_MODE_LABEL = 'Test mode — no real money moves';

/**
 * The well-known test card numbers the demo checkout understands (the same numbers payment
 * processors publish for their test modes).
 */
export const TEST_CARDS = Object.freeze({
  /** Always succeeds. */
  succeeds: '4242424242424242',
  /** Always declined. */
  declined: '4000000000000002',
  /** Succeeds now; every later charge (a monthly renewal) is declined. */
  failsLater: '4000000000000341',
});

/** How many transactions one statement page holds. */
export const STATEMENT_PAGE_SIZE = 25;

/** A demo renewal that failed is tried again after this long, this many times, then the subscription ends. */
export const RENEWAL_RETRY_HOURS = 24;
export const RENEWAL_ATTEMPTS_MAX = 3;

/** An unpaid checkout stops accepting payment after this long. */
export const CHECKOUT_LIFETIME_MINUTES = 60;

/** What a ledger transaction records. */
export const LEDGER_KINDS = [
  'subscription',
  'tip',
  'song_purchase',
  'merchandise',
  'refund',
  'payout',
  'fee',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  subscription: 'Subscription',
  tip: 'Tip',
  song_purchase: 'Song purchase',
  merchandise: 'Merchandise',
  refund: 'Refund',
  payout: 'Payout',
  fee: 'Processor fee',
};

/** What a fan can pay for through a checkout. */
export const PAYMENT_PURPOSES = ['subscription', 'tip', 'song_purchase'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const SUBSCRIPTION_STATUSES = ['incomplete', 'active', 'past_due', 'ended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  incomplete: 'Awaiting payment',
  active: 'Active',
  past_due: 'Past due',
  ended: 'Ended',
};

export const PAYOUT_STATUSES = ['requested', 'paid', 'cancelled'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['demo', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * What a creator whose e-mail address is not confirmed yet may receive in all (gross, before
 * shares): enough to begin, while money beyond it waits for an address the station can reach.
 */
export const UNCONFIRMED_RECEIVING_LIMIT_CENTS = 5_000;

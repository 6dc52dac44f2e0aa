import { z } from 'zod';
import {
  LEDGER_KINDS,
  PAYMENT_PROVIDERS,
  PAYMENT_PURPOSES,
  PAYOUT_STATUSES,
  SUBSCRIPTION_STATUSES,
  TIP_MAX_CENTS,
  TIP_MESSAGE_MAX,
  TIP_MIN_CENTS,
} from '../payments.constants.js';
import { cursorPage, text, trimmedText } from './fields.js';
import { personSchema } from './posts.js';

export * from '../payments.constants.js';

export const ledgerKindSchema = z.enum(LEDGER_KINDS);
export const paymentPurposeSchema = z.enum(PAYMENT_PURPOSES);
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export const payoutStatusSchema = z.enum(PAYOUT_STATUSES);

/** Amounts travel as cents; the decimal string beside some of them is derived from the cents. */
const centsField = () => z.number().int();

/** How a payment was shared out: the artist's part, the platform's and the processor's fee. */
const shareFields = {
  artistCents: centsField(),
  platformCents: centsField(),
  feeCents: centsField(),
};

/** A tip for a song heard on air: "Artist - Title". */
const heardOnAirField = () => z.string().nullable();

/** Which provider takes payments, so the pages can say "test mode" where it is. */
export const paymentsConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  testMode: z.boolean(),
  tipMinCents: centsField(),
  tipMaxCents: centsField(),
  /** The shares in force, in percent of what the fan pays. */
  artistStreamingRate: z.number(),
  artistMerchandiseRate: z.number(),
  artistTipRate: z.number(),
});

export const startTipRequestSchema = z.object({
  amountCents: z
    .number({ message: 'must be a number of cents' })
    .int('must be a whole number of cents')
    .min(TIP_MIN_CENTS, 'must be at least $1')
    .max(TIP_MAX_CENTS, 'must be at most $500'),
  message: trimmedText(TIP_MESSAGE_MAX).optional().default(''),
  /**
   * A tip for a song heard on the station: the play in its history (the now-playing track's
   * `playId`). It must be the tipped artist's song, on air within the last day.
   */
  heardOnAirPlayId: z
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .positive('must be positive')
    .max(2_147_483_647, 'is too large')
    .optional(),
});

/** Where to send the fan to pay: the site's own test checkout, or the provider's hosted page. */
export const checkoutStartedSchema = z.object({
  checkoutId: z.string(),
  url: z.string(),
});

export const checkoutStatusSchema = z.enum(['open', 'paid', 'failed', 'expired']);

/** The demo checkout page's view of one checkout (its owner only). */
export const checkoutSchema = z.object({
  id: z.string(),
  purpose: paymentPurposeSchema,
  amountCents: centsField(),
  message: z.string(),
  heardOnAir: heardOnAirField(),
  creator: personSchema,
  status: checkoutStatusSchema,
  testMode: z.boolean(),
  /** Where the fan goes back to after paying (a path on this site). */
  returnPath: z.string(),
  /** The receipt, once paid. */
  receiptId: z.number().int().nullable(),
  expiresAt: z.string(),
});

const digits = (field: string) =>
  text()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d+$/, `${field} must contain digits only`));

export const payCheckoutRequestSchema = z.object({
  cardNumber: digits('the card number').pipe(
    z.string().min(12, 'is too short').max(19, 'is too long'),
  ),
  /** MM/YY. */
  expiry: text()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'must be MM/YY'),
  cvc: text()
    .trim()
    .regex(/^\d{3,4}$/, 'must be 3 or 4 digits'),
  name: text().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
});

export const payCheckoutResultSchema = z.object({
  status: z.literal('paid'),
  receiptId: z.number().int(),
  returnPath: z.string(),
});

export const subscriptionSchema = z.object({
  id: z.number().int(),
  creator: personSchema,
  status: subscriptionStatusSchema,
  priceCents: centsField(),
  /** The price from the next period on, when the creator changed it. */
  nextPriceCents: centsField(),
  startedAt: z.string(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  endedAt: z.string().nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
});

export const mySubscriptionsSchema = z.object({ subscriptions: z.array(subscriptionSchema) });

/** The caller's relation to one creator's subscription, for the creator page's button. */
export const creatorSubscriptionSchema = z.object({
  subscription: subscriptionSchema.nullable(),
});

/** One payment as the fan who made it sees it. */
export const myPaymentSchema = z.object({
  id: z.number().int(),
  kind: ledgerKindSchema,
  creator: personSchema.nullable(),
  amountCents: centsField(),
  refundedCents: centsField(),
  message: z.string(),
  heardOnAir: heardOnAirField(),
  createdAt: z.string(),
});

export const myPaymentsSchema = z.object({ payments: z.array(myPaymentSchema) });

/** A receipt: what the fan paid, and how it was shared. */
export const receiptSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: ledgerKindSchema,
  creator: personSchema.nullable(),
  fan: personSchema.nullable(),
  amountCents: centsField(),
  ...shareFields,
  /** The artist's share in force when it was booked, in percent. */
  artistRatePercent: z.number(),
  message: z.string(),
  heardOnAir: heardOnAirField(),
  provider: z.enum(PAYMENT_PROVIDERS),
  providerRef: z.string().nullable(),
  createdAt: z.string(),
  refunds: z.array(
    z.object({
      id: z.number().int(),
      amountCents: centsField(),
      createdAt: z.string(),
      /** Why, when it was not an administrator's choice, and what it ended (a purchase, a subscription). */
      note: z.string(),
    }),
  ),
});

/** Spec section 3, artist stats; every money figure also in cents. */
export const artistStatsSchema = z.object({
  totalPlays: z.number().int(),
  monthlyEarnings: z.string(),
  monthlyEarningsCents: centsField(),
  subscriberCount: z.number().int(),
  totalTips: z.string(),
  totalTipsCents: centsField(),
  totalSongs: z.number().int(),
  /** Active subscribers per hundred followers. */
  conversionRate: z.number(),
  totalEarnings: z.string(),
  totalEarningsCents: centsField(),
  balanceCents: centsField(),
});

export const balanceSchema = z.object({
  balanceCents: centsField(),
  /** Asked for in an open payout request. */
  requestedCents: centsField(),
  /** What a new payout request may ask for. */
  availableCents: centsField(),
});

/** One line of an artist's statement: a whole ledger transaction seen from the artist's side. */
export const statementLineSchema = z.object({
  id: z.number().int(),
  kind: ledgerKindSchema,
  createdAt: z.string(),
  fan: personSchema.nullable(),
  grossCents: centsField(),
  ...shareFields,
  artistRatePercent: z.number(),
  message: z.string(),
  heardOnAir: heardOnAirField(),
  /** For a refund: the transaction it reverses. */
  reversesId: z.number().int().nullable(),
});

export const statementPageSchema = cursorPage('lines', statementLineSchema, z.string());

export const statementQuerySchema = z.object({
  cursor: text().max(40).optional(),
  /** Admins may read any creator's statement. */
  creator: text().max(60).optional(),
});

export const monthlyTotalsSchema = z.object({
  months: z.array(
    z.object({
      /** YYYY-MM, in UTC. */
      month: z.string(),
      grossCents: centsField(),
      ...shareFields,
      count: z.number().int(),
    }),
  ),
});

export const subscriberSchema = z.object({
  id: z.number().int(),
  fan: personSchema,
  status: subscriptionStatusSchema,
  since: z.string(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  priceCents: centsField(),
});

export const subscribersSchema = z.object({
  subscribers: z.array(subscriberSchema),
  activeCount: z.number().int(),
});

export const payoutSchema = z.object({
  id: z.number().int(),
  creator: personSchema,
  amountCents: centsField(),
  status: payoutStatusSchema,
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});

export const payoutListSchema = z.object({ payouts: z.array(payoutSchema) });

export const payoutListQuerySchema = z.object({
  status: payoutStatusSchema.optional(),
});

export const refundRequestSchema = z.object({
  /** Omit for the whole remaining amount. */
  amountCents: z
    .number({ message: 'must be a number of cents' })
    .int('must be a whole number of cents')
    .min(1, 'must be at least 1 cent')
    .optional(),
});

export const checkoutParamsSchema = z.object({
  id: text()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'is not a checkout id'),
});

export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;
export type StartTipRequest = z.input<typeof startTipRequestSchema>;
export type CheckoutStarted = z.infer<typeof checkoutStartedSchema>;
export type Checkout = z.infer<typeof checkoutSchema>;
export type PayCheckoutRequest = z.input<typeof payCheckoutRequestSchema>;
export type PayCheckoutResult = z.infer<typeof payCheckoutResultSchema>;
export type Subscription = z.infer<typeof subscriptionSchema>;
export type MyPayment = z.infer<typeof myPaymentSchema>;
export type Receipt = z.infer<typeof receiptSchema>;
export type ArtistStats = z.infer<typeof artistStatsSchema>;
export type Balance = z.infer<typeof balanceSchema>;
export type StatementLine = z.infer<typeof statementLineSchema>;
export type StatementPage = z.infer<typeof statementPageSchema>;
export type MonthlyTotals = z.infer<typeof monthlyTotalsSchema>;
export type Subscriber = z.infer<typeof subscriberSchema>;
export type Payout = z.infer<typeof payoutSchema>;

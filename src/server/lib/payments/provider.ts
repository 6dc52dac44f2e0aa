import type { PaymentProviderName, PaymentPurpose } from '../../../shared/payments.constants.js';

/** What a provider needs to open a checkout for one thing a fan pays for. */
export interface CheckoutRequest {
  checkoutId: string;
  purpose: PaymentPurpose;
  amountCents: number;
  /** Shown to the fan on the provider's page, e.g. "Monthly subscription to Neon Rider". */
  description: string;
  fanId: number;
  fanEmail: string;
  creatorId: number;
  /** Absolute URLs on this site. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutOpened {
  /** Where to send the fan: a path on this site (demo) or the provider's page. */
  url: string;
  providerRef: string | null;
}

/**
 * What happened at the provider, in the platform's words. Providers translate their own events
 * into these; the payments service books them. `eventId` makes each one happen once.
 */
export type PaymentEvent =
  | {
      type: 'payment.succeeded';
      eventId: string;
      checkoutId: string;
      /** The provider's id of the payment: the ledger's idempotency key. */
      paymentRef: string;
      amountCents: number;
      feeCents: number;
    }
  | {
      type: 'subscription.paid';
      eventId: string;
      /** The checkout that started it, when the provider knows it. */
      checkoutId: string | null;
      subscriptionRef: string;
      /** The invoice or charge id: the ledger's idempotency key. */
      paymentRef: string;
      amountCents: number;
      feeCents: number;
      periodStart: Date;
      periodEnd: Date;
    }
  | {
      type: 'subscription.payment_failed';
      eventId: string;
      subscriptionRef: string;
      nextAttemptAt: Date | null;
    }
  | { type: 'subscription.ended'; eventId: string; subscriptionRef: string }
  | {
      type: 'payment.refunded';
      eventId: string;
      /** The payment as it was booked (`paymentRef` of the event that booked it). */
      paymentRef: string;
      /** All refunded so far on that payment, in cents. */
      refundedTotalCents: number;
    }
  | { type: 'ignored'; eventId: string; reason: string };

export class WebhookSignatureError extends Error {}

/** The provider refused a request for good (a retry would be refused too): not a network failure. */
export class ProviderRefusal extends Error {}

/**
 * A payment provider: where fans pay, and what it tells us afterwards. The demo provider books
 * at once, inside the site; Stripe's hosted pages pay and its webhooks book.
 */
export interface PaymentProvider {
  name: PaymentProviderName;
  /** Whether money is pretend: the pages say so. */
  testMode: boolean;
  /**
   * Whether a refund happens the moment it is asked for, with no one else to ask (the demo
   * provider): it is then booked in the same database transaction that reserved it.
   */
  refundsAtOnce: boolean;
  openCheckout(request: CheckoutRequest): Promise<CheckoutOpened>;
  /** Stop or resume renewals at the end of the paid period. */
  setCancelAtPeriodEnd(subscriptionRef: string, cancel: boolean): Promise<void>;
  /**
   * Charge a new monthly price from the next period on, with no proration. Providers that renew
   * by themselves need it; the demo provider reads the creator's price at each renewal.
   */
  changePrice?(subscriptionRef: string, amountCents: number): Promise<void>;
  /** End a subscription now: no further charges (one the fan must not keep paying for). */
  cancelSubscription(subscriptionRef: string): Promise<void>;
  /**
   * Ask for money back, once per `idempotencyKey` however often it is asked. Providers that report
   * refunds by webhook book them from there (`'later'`); the demo provider has no one to ask, so
   * the caller books at once (`'now'`).
   */
  refund(paymentRef: string, amountCents: number, idempotencyKey: string): Promise<'now' | 'later'>;
  /** Verifies and translates a webhook delivery; throws WebhookSignatureError when unsigned. */
  readWebhook?(body: Buffer, signature: string | undefined): Promise<PaymentEvent>;
}

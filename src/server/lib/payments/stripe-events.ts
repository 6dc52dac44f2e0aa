import type Stripe from 'stripe';
import type { PaymentEvent } from './provider.js';

type Ref = string | { id: string } | null | undefined;
const idOf = (ref: Ref): string | null => (typeof ref === 'string' ? ref : (ref?.id ?? null));
const fromSeconds = (seconds: number) => new Date(seconds * 1000);

/** Stripe's fee on a charge; a charge not yet settled into the balance has none to tell. */
function feeOf(charge: Stripe.Charge): number {
  const transaction = charge.balance_transaction;
  return transaction && typeof transaction === 'object' ? transaction.fee : 0;
}

/**
 * The charge behind a PaymentIntent, with its balance transaction. Payments are booked under the
 * charge id because a `charge.refunded` event names the charge, and refunds must find the booking.
 */
async function chargeOfPaymentIntent(
  stripe: Stripe,
  paymentIntentId: string,
): Promise<Stripe.Charge> {
  const intent = await stripe.paymentIntents.retrieve(paymentIntentId, {
    expand: ['latest_charge.balance_transaction'],
  });
  const charge = intent.latest_charge;
  // Throwing answers 500, so Stripe delivers the event again once the charge exists.
  if (!charge || typeof charge === 'string') {
    throw new Error(`PaymentIntent ${paymentIntentId} has no charge yet`);
  }
  return charge;
}

/**
 * What paid an invoice. Since the 2025 "basil" API an invoice no longer names its charge or
 * PaymentIntent; its invoice payments do, and they are not part of the event's invoice.
 */
async function chargeOfInvoice(stripe: Stripe, invoiceId: string): Promise<Stripe.Charge | null> {
  const payments = await stripe.invoicePayments.list({
    invoice: invoiceId,
    status: 'paid',
    limit: 10,
  });
  for (const { payment } of payments.data) {
    const intent = idOf(payment.payment_intent);
    if (intent) return chargeOfPaymentIntent(stripe, intent);
    const charge = idOf(payment.charge);
    if (charge) return stripe.charges.retrieve(charge, { expand: ['balance_transaction'] });
  }
  return null;
}

function subscriptionOf(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/**
 * The checkout that started a subscription. Invoices carry a snapshot of the subscription's
 * metadata when Stripe has one; older ones do not, and then the subscription itself is asked.
 */
async function checkoutOfSubscription(
  stripe: Stripe,
  invoice: Stripe.Invoice,
  subscriptionRef: string,
): Promise<string | null> {
  const snapshot = invoice.parent?.subscription_details?.metadata?.checkoutId;
  if (snapshot) return snapshot;
  const subscription = await stripe.subscriptions.retrieve(subscriptionRef);
  return subscription.metadata?.checkoutId ?? null;
}

async function paidSession(
  stripe: Stripe,
  eventId: string,
  session: Stripe.Checkout.Session,
): Promise<PaymentEvent> {
  const ignored = (reason: string): PaymentEvent => ({ type: 'ignored', eventId, reason });
  // A subscription's first payment is booked from its invoice, like every renewal after it.
  if (session.mode !== 'payment')
    return ignored(`a ${session.mode} session is booked from its invoices`);
  // Delayed payment methods complete the session unpaid and report again when the money arrives.
  if (session.payment_status !== 'paid') return ignored(`the session is ${session.payment_status}`);
  const checkoutId = session.metadata?.checkoutId ?? session.client_reference_id;
  const intent = idOf(session.payment_intent);
  if (!checkoutId || !intent) return ignored('the session is not one of this site’s checkouts');
  const charge = await chargeOfPaymentIntent(stripe, intent);
  return {
    type: 'payment.succeeded',
    eventId,
    checkoutId,
    paymentRef: charge.id,
    amountCents: session.amount_total ?? charge.amount,
    feeCents: feeOf(charge),
  };
}

async function paidInvoice(
  stripe: Stripe,
  eventId: string,
  invoice: Stripe.Invoice,
): Promise<PaymentEvent> {
  const subscriptionRef = subscriptionOf(invoice);
  if (!subscriptionRef)
    return { type: 'ignored', eventId, reason: 'the invoice is not a subscription’s' };
  // A free period (a trial, a full discount) took no money, so there is nothing to book.
  if (invoice.amount_paid <= 0)
    return { type: 'ignored', eventId, reason: 'the invoice took no money' };
  const [checkoutId, charge] = await Promise.all([
    checkoutOfSubscription(stripe, invoice, subscriptionRef),
    chargeOfInvoice(stripe, invoice.id),
  ]);
  // The subscription line's period is the month paid for; the invoice's own period_start and
  // period_end describe when its items were collected, which for a first invoice is one instant.
  const line = invoice.lines.data.find((item) => item.period.end > item.period.start);
  const period = line?.period ?? { start: invoice.period_start, end: invoice.period_end };
  return {
    type: 'subscription.paid',
    eventId,
    checkoutId,
    subscriptionRef,
    // Paid outside Stripe (marked paid by hand): no charge to refund, so the invoice is the key.
    paymentRef: charge?.id ?? invoice.id,
    amountCents: invoice.amount_paid,
    feeCents: charge ? feeOf(charge) : 0,
    periodStart: fromSeconds(period.start),
    periodEnd: fromSeconds(period.end),
  };
}

/** Translates a verified Stripe event into the platform's words, asking Stripe what it left out. */
export async function translateStripeEvent(
  stripe: Stripe,
  event: Stripe.Event,
): Promise<PaymentEvent> {
  const eventId = event.id;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return paidSession(stripe, eventId, event.data.object);
    case 'invoice.paid':
      return paidInvoice(stripe, eventId, event.data.object);
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscriptionRef = subscriptionOf(invoice);
      if (!subscriptionRef)
        return { type: 'ignored', eventId, reason: 'the invoice is not a subscription’s' };
      const next = invoice.next_payment_attempt;
      return {
        type: 'subscription.payment_failed',
        eventId,
        subscriptionRef,
        nextAttemptAt: next ? fromSeconds(next) : null,
      };
    }
    case 'customer.subscription.deleted':
      return { type: 'subscription.ended', eventId, subscriptionRef: event.data.object.id };
    case 'charge.refunded': {
      const charge = event.data.object;
      return {
        type: 'payment.refunded',
        eventId,
        paymentRef: charge.id,
        refundedTotalCents: charge.amount_refunded,
      };
    }
    default:
      return { type: 'ignored', eventId, reason: `${event.type} books nothing` };
  }
}

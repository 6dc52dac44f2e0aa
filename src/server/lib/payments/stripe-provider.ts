import Stripe from 'stripe';
import { type PaymentProvider, ProviderRefusal, WebhookSignatureError } from './provider.js';
import { translateStripeEvent } from './stripe-events.js';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (a local stand-in in tests). */
  apiUrl?: string | undefined;
}

/** Long enough for Stripe's slowest calls, short enough that a fan is not left waiting on a hang. */
const TIMEOUT_MS = 20_000;

/** Where the SDK sends its requests when told to use a stand-in for api.stripe.com. */
function addressOf(apiUrl: string) {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * Runs a call, turning Stripe's refusals of the request itself (4xx: already refunded, too much)
 * into ProviderRefusal; connection failures and Stripe's own errors stay as they are, to be tried
 * again.
 */
async function refusals<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) {
      throw new ProviderRefusal(error.message);
    }
    throw error;
  }
}

/** Stripe Checkout and Billing through the official SDK, booked from verified webhooks. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    timeout: TIMEOUT_MS,
    // A stand-in answers at once or not at all; Stripe itself is worth a retry or two, and the
    // SDK sends an idempotency key with every retried request so nothing happens twice.
    maxNetworkRetries: options.apiUrl ? 0 : 2,
    telemetry: false,
    appInfo: { name: 'Tuneslingers' },
    ...(options.apiUrl ? addressOf(options.apiUrl) : {}),
  });

  return {
    name: 'stripe',
    testMode: /^(sk|rk)_test_/.test(options.secretKey),
    refundsAtOnce: false,

    async openCheckout(request) {
      const metadata = {
        checkoutId: request.checkoutId,
        fanId: String(request.fanId),
        creatorId: String(request.creatorId),
      };
      const subscription = request.purpose === 'subscription';
      const priceData = {
        currency: 'usd',
        unit_amount: request.amountCents,
        product_data: { name: request.description },
      };
      const session = await stripe.checkout.sessions.create(
        {
          mode: subscription ? 'subscription' : 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: subscription
                ? { ...priceData, recurring: { interval: 'month' } }
                : priceData,
            },
          ],
          // The metadata travels on to what the session creates, so each later event (an
          // invoice, a charge) still says which checkout it belongs to.
          ...(subscription
            ? { subscription_data: { metadata } }
            : { payment_intent_data: { metadata } }),
          metadata,
          client_reference_id: request.checkoutId,
          ...(request.fanEmail ? { customer_email: request.fanEmail } : {}),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // A retried request for the same checkout gets the same session, not a second one.
        { idempotencyKey: `checkout-${request.checkoutId}` },
      );
      if (!session.url) throw new Error(`Stripe opened session ${session.id} without a page`);
      return { url: session.url, providerRef: session.id };
    },

    async setCancelAtPeriodEnd(subscriptionRef, cancel) {
      await stripe.subscriptions.update(subscriptionRef, { cancel_at_period_end: cancel });
    },

    async changePrice(subscriptionRef, amountCents) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionRef);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionRef} has no item`);
      const product =
        typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
      await stripe.subscriptions.update(subscriptionRef, {
        items: [
          {
            id: item.id,
            price_data: {
              currency: 'usd',
              product,
              unit_amount: amountCents,
              recurring: { interval: 'month' },
            },
          },
        ],
        // The period already paid keeps its price; the next invoice charges the new one.
        proration_behavior: 'none',
      });
    },

    async cancelSubscription(subscriptionRef) {
      await refusals(async () => {
        const subscription = await stripe.subscriptions.retrieve(subscriptionRef);
        // Asking again for one already ended is not an error: the outcome is the one wanted.
        if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
          return;
        }
        await stripe.subscriptions.cancel(subscriptionRef);
      });
    },

    async refund(paymentRef, amountCents, idempotencyKey) {
      // Payments are booked under their charge id (see stripe-events.ts). The key makes a retried
      // request (after a timeout, or from the job runner) the same refund, never a second one.
      await refusals(() =>
        stripe.refunds.create({ charge: paymentRef, amount: amountCents }, { idempotencyKey }),
      );
      return 'later';
    },

    async readWebhook(body, signature) {
      if (!signature) throw new WebhookSignatureError('The stripe-signature header is missing');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(body, signature, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
      }
      return translateStripeEvent(stripe, event);
    },
  };
}

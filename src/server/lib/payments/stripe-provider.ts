import type { PaymentProvider } from './provider.js';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (a local stand-in in tests). */
  apiUrl?: string | undefined;
}

/** Stripe Checkout and Billing through the official SDK, booked from verified webhooks. */
export function createStripeProvider(_options: StripeProviderOptions): PaymentProvider {
  throw new Error('The Stripe provider is not available yet');
}

import type { Env } from '../../env.js';
import { createDemoProvider } from './demo-provider.js';
import type { PaymentProvider } from './provider.js';
import { createStripeProvider } from './stripe-provider.js';

/** The provider the environment chose: the demo checkout unless Stripe is configured. */
export function paymentProviderFor(
  env: Partial<
    Pick<Env, 'PAYMENT_PROVIDER' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL'>
  >,
): PaymentProvider {
  if (env.PAYMENT_PROVIDER !== 'stripe') return createDemoProvider();
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) {
    throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  return createStripeProvider({
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiUrl: env.STRIPE_API_URL,
  });
}

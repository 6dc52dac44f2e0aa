import { TEST_CARDS } from '../../../shared/payments.constants.js';
import type { PaymentProvider } from './provider.js';

/**
 * The zero-set-up provider: the checkout is a page of this site in test mode, cards are the
 * published test numbers, and nothing leaves the machine.
 */
export function createDemoProvider(): PaymentProvider {
  return {
    name: 'demo',
    testMode: true,
    refundsAtOnce: true,
    openCheckout: async ({ checkoutId }) => ({ url: `/checkout/${checkoutId}`, providerRef: null }),
    setCancelAtPeriodEnd: async () => {},
    cancelSubscription: async () => {},
    refund: async () => 'now',
  };
}

export type DemoCardOutcome =
  | { kind: 'succeeds'; failsLater: boolean; last4: string }
  | { kind: 'declined' }
  | { kind: 'invalid'; reason: string };

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** What the demo checkout does with a card: the test numbers behave as their names say. */
export function demoCardOutcome(cardNumber: string): DemoCardOutcome {
  if (!passesLuhn(cardNumber)) return { kind: 'invalid', reason: 'is not a valid card number' };
  if (cardNumber === TEST_CARDS.declined) return { kind: 'declined' };
  if (cardNumber === TEST_CARDS.succeeds || cardNumber === TEST_CARDS.failsLater) {
    return {
      kind: 'succeeds',
      failsLater: cardNumber === TEST_CARDS.failsLater,
      last4: cardNumber.slice(-4),
    };
  }
  return {
    kind: 'invalid',
    reason: 'is not a test card: in test mode use 4242 4242 4242 4242',
  };
}

/** Whether an MM/YY expiry is this month or later. */
export function expiryInFuture(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

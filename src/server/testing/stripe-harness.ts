import type { FastifyInstance, LightMyRequestResponse as Response } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../db/client.js';
import { callAs, type TestUser } from './accounts.js';
import { type FakeStripe, type FakeStripeEvent, startFakeStripe } from './fake-stripe.js';
import { createPricedCreator } from './payments.js';
import { createTestApp } from './test-app.js';

export const WEBHOOK_SECRET = 'whsec_test_neon_skyline';
const WEBHOOK = '/api/payments/stripe/webhook';

export interface StripeHarness {
  app: FastifyInstance;
  database: Database;
  fake: FakeStripe;
  /** Posts an event to the webhook as Stripe does: the exact bytes, signed with the endpoint's secret. */
  deliver(
    event: FakeStripeEvent,
    options?: { secret?: string; payload?: string; signature?: string | null },
  ): Promise<Response>;
  /** Delivers events in order; answers each event type's outcome. */
  deliverAll(events: FakeStripeEvent[]): Promise<Record<string, string>>;
  get(user: TestUser, url: string): Promise<Response>;
  post(user: TestUser, url: string, payload?: object): Promise<Response>;
  creatorWithPrice(priceCents: number): Promise<TestUser>;
  /** Starts a checkout through the API; answers the Stripe session it opened. */
  startCheckout(
    fan: TestUser,
    url: string,
    payload?: object,
  ): Promise<{
    checkoutId: string;
    url: string;
    sessionId: string;
    session: ReturnType<FakeStripe['get']>;
  }>;
  /** A paid subscription: the session, the events delivered, and the Stripe subscription's id. */
  subscribe(
    fan: TestUser,
    creator: TestUser,
    options?: { metadataSnapshot?: boolean },
  ): Promise<{
    checkoutId: string;
    sessionId: string;
    session: ReturnType<FakeStripe['get']>;
    outcomes: Record<string, string>;
    subscriptionId: string;
  }>;
  close(): Promise<void>;
}

/** The real app with the Stripe provider, talking to a stand-in for Stripe's API on loopback. */
export async function startStripeHarness(): Promise<StripeHarness> {
  const fake = await startFakeStripe();
  const { app, database } = await createTestApp({
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_synthwave_radio',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    },
  });

  const deliver: StripeHarness['deliver'] = (event, options = {}) => {
    const payload = JSON.stringify(event);
    const signature =
      options.signature === undefined
        ? Stripe.webhooks.generateTestHeaderString({
            payload,
            secret: options.secret ?? WEBHOOK_SECRET,
          })
        : options.signature;
    return app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: {
        'content-type': 'application/json',
        ...(signature === null ? {} : { 'stripe-signature': signature }),
      },
      payload: options.payload ?? payload,
    });
  };

  const deliverAll: StripeHarness['deliverAll'] = async (events) => {
    const outcomes: Record<string, string> = {};
    for (const event of events) {
      const res = await deliver(event);
      expect(res.statusCode, res.body).toBe(200);
      outcomes[event.type] = res.json().outcome;
    }
    return outcomes;
  };

  const get: StripeHarness['get'] = (user, url) => callAs(app, user, 'GET', url);
  const post: StripeHarness['post'] = (user, url, payload) =>
    callAs(app, user, 'POST', url, payload);

  const startCheckout: StripeHarness['startCheckout'] = async (fan, url, payload) => {
    const res = await post(fan, url, payload);
    expect(res.statusCode, res.body).toBe(201);
    const started = res.json() as { checkoutId: string; url: string };
    expect(started.url.startsWith(`${fake.url}/c/pay/cs_test_`)).toBe(true);
    const sessionId = started.url.split('/').at(-1) ?? '';
    return { ...started, sessionId, session: fake.get(sessionId) };
  };

  return {
    app,
    database,
    fake,
    deliver,
    deliverAll,
    get,
    post,
    startCheckout,
    creatorWithPrice: (priceCents) => createPricedCreator(app, database, priceCents),
    async subscribe(fan, creator, options) {
      const checkout = await startCheckout(fan, `/api/creators/${creator.username}/subscribe`);
      const outcomes = await deliverAll(fake.completeCheckout(checkout.sessionId, options));
      const subscriptionId = fake.get(checkout.sessionId).subscription as string;
      return { ...checkout, outcomes, subscriptionId };
    },
    async close() {
      await app.close();
      await fake.close();
    },
  };
}

/**
 * The Stripe harness for the tests of one file: started in `beforeAll`, closed in `afterAll`,
 * both registered here. Its properties and helpers are readable once set-up has run.
 */
export function setUpStripeHarness(): StripeHarness {
  let started: StripeHarness | undefined;
  beforeAll(async () => {
    started = await startStripeHarness();
  });
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as StripeHarness, {
    get(_, key) {
      if (!started) {
        throw new Error(
          `setUpStripeHarness: ${String(key)} is read before set-up; read it inside a test or a later hook`,
        );
      }
      return Reflect.get(started, key);
    },
  });
}

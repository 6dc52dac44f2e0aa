import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { callAs, createUser, type TestUser } from './accounts.js';

/** The demo provider's test card, as a buyer named `name` enters it at checkout. */
export const testCard = (name = 'Fan') => ({
  cardNumber: '4242424242424242',
  expiry: '12/39',
  cvc: '123',
  name,
});

/** Pays a demo checkout with the test card as `user`; the answer is the pay route's own. */
export const payWithTestCard = (
  app: FastifyInstance,
  user: { token: string },
  checkoutId: string,
  name = 'Fan',
) => callAs(app, user, 'POST', `/api/checkouts/${checkoutId}/pay`, testCard(name));

/**
 * A new creator whose monthly subscription costs `priceCents` (0: no subscriptions), signing in
 * with two factors as a creator who asks for payouts must.
 */
export async function createPricedCreator(
  app: FastifyInstance,
  database: Database,
  priceCents: number,
  prefix = 'artist',
): Promise<TestUser> {
  const creator = await createUser(app, database, { prefix, isCreator: true, twoFactor: true });
  const res = await callAs(app, creator, 'PATCH', '/api/creators/me', {
    subscriptionPriceCents: priceCents,
  });
  if (res.statusCode !== 200) throw new Error(`setting the price failed: ${res.body}`);
  return creator;
}

import { describe, expect, it } from 'vitest';
import { createDemoProvider } from '../../lib/payments/demo-provider.js';
import { bearer, createUser } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { createPaymentsServices } from './payments.module.js';

const t = setUpTestApp();

describe('renewals while payments are paused (the admin switch paymentsEnabled off)', () => {
  it('off: an existing subscription keeps its access to the end of the period paid for, then ends without a charge', async () => {
    const creator = await createUser(t.app, t.database, { prefix: 'as_creator', isCreator: true });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/creators/me',
      headers: bearer(creator.token),
      payload: { subscriptionPriceCents: 500 },
    });
    const fan = await createUser(t.app, t.database, { prefix: 'as_fan' });
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/creators/${creator.username}/subscribe`,
      headers: bearer(fan.token),
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/checkouts/${started.json().checkoutId}/pay`,
      headers: bearer(fan.token),
      payload: { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Fan' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const mine = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/me/subscriptions',
          headers: bearer(fan.token),
        })
      ).json().subscriptions[0];
    const end = new Date((await mine()).currentPeriodEnd);

    const renewals = createPaymentsServices(t.database.db, {
      provider: createDemoProvider(),
      notify: async () => undefined,
      publicUrl: 'http://localhost',
      paymentsOpen: async () => false,
    }).subscriptions;
    // Before the period ends nothing happens; the subscription is active.
    await renewals.renewDue(new Date(end.getTime() - 1000));
    expect((await mine()).status).toBe('active');
    await renewals.renewDue(new Date(end.getTime() + 1000));
    expect((await mine()).status).toBe('ended');
    const lines = (
      await t.app.inject({
        method: 'GET',
        url: '/api/artist/statement',
        headers: bearer(creator.token),
      })
    ).json().lines;
    expect(lines).toHaveLength(1);
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import { createDemoProvider } from '../../lib/payments/demo-provider.js';
import { callAs, createUser } from '../../testing/accounts.js';
import { payWithTestCard } from '../../testing/payments.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { createPaymentsServices } from './payments.module.js';

const t = setUpTestApp();

describe('renewals while payments are paused (the admin switch paymentsEnabled off)', () => {
  it('off: an existing subscription keeps its access to the end of the period paid for, then ends without a charge', async () => {
    const creator = await createUser(t.app, t.database, { prefix: 'as_creator', isCreator: true });
    await callAs(t.app, creator, 'PATCH', '/api/creators/me', { subscriptionPriceCents: 500 });
    const fan = await createUser(t.app, t.database, { prefix: 'as_fan' });
    const subscribe = `/api/creators/${creator.username}/subscribe`;
    const started = await callAs(t.app, fan, 'POST', subscribe);
    const paid = await payWithTestCard(t.app, fan, started.json().checkoutId);
    expect(paid.statusCode, paid.body).toBe(200);
    const mine = async () =>
      (await callAs(t.app, fan, 'GET', '/api/me/subscriptions')).json().subscriptions[0];
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
    const lines = (await callAs(t.app, creator, 'GET', '/api/artist/statement')).json().lines;
    expect(lines).toHaveLength(1);
  }, 60_000);
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playedTracks } from '../../db/schema/index.js';
import { bearer, callAs, createUser, type TestUser } from '../../testing/accounts.js';
import { createPricedCreator } from '../../testing/payments.js';
import { publishForSubscribers } from '../../testing/posts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';

const t = setUpTestApp();

const creatorWithPrice = (priceCents: number) => createPricedCreator(t.app, t.database, priceCents);

const card = (cardNumber: string) => ({
  cardNumber,
  expiry: '12/39',
  cvc: '123',
  name: 'Night Driver',
});

async function pay(fan: TestUser, url: string, number = '4242 4242 4242 4242') {
  const id = url.split('/').at(-1);
  return callAs(t.app, fan, 'POST', `/api/checkouts/${id}/pay`, card(number));
}

async function tip(fan: TestUser, creator: TestUser, amountCents: number, message = '') {
  const res = await callAs(t.app, fan, 'POST', `/api/creators/${creator.username}/tips`, {
    amountCents,
    message,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { checkoutId: string; url: string };
}

const get = async (user: TestUser, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(user.token) });
  return res;
};

describe('subscriptions and tips through the demo checkout', () => {
  it('subscribes with the test card, unlocks subscribers-only posts, and books 80/20', async () => {
    const creator = await creatorWithPrice(499);
    const fan = await createUser(t.app, t.database, { prefix: 'fan' });
    const postId = await publishForSubscribers(t.app, creator, 'the secret stems link');
    expect((await get(fan, `/api/posts/${postId}`)).json().content).toBeNull();

    const started = await callAs(t.app, fan, 'POST', `/api/creators/${creator.username}/subscribe`);
    expect(started.statusCode, started.body).toBe(201);
    const { url } = started.json();
    expect(url).toMatch(/^\/checkout\//);
    const checkout = await get(fan, `/api/checkouts/${url.split('/').at(-1)}`);
    expect(checkout.json()).toMatchObject({
      purpose: 'subscription',
      amountCents: 499,
      testMode: true,
      status: 'open',
    });

    const paid = await pay(fan, url);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().status).toBe('paid');
    // A double click books nothing twice.
    const again = await pay(fan, url);
    expect(again.json().receiptId).toBe(paid.json().receiptId);

    expect((await get(fan, `/api/posts/${postId}`)).json().content).toBe('the secret stems link');
    const mine = (await get(fan, '/api/me/subscriptions')).json().subscriptions;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'active', priceCents: 499, cancelAtPeriodEnd: false });

    const statement = (await get(creator, '/api/artist/statement')).json();
    expect(statement.lines).toHaveLength(1);
    expect(statement.lines[0]).toMatchObject({
      kind: 'subscription',
      grossCents: 499,
      artistCents: 399,
      platformCents: 100,
      feeCents: 0,
      artistRatePercent: 80,
    });
    const stats = (await get(creator, '/api/artist/stats')).json();
    expect(stats).toMatchObject({
      subscriberCount: 1,
      totalEarningsCents: 399,
      totalEarnings: '3.99',
    });

    const again409 = await callAs(
      t.app,
      fan,
      'POST',
      `/api/creators/${creator.username}/subscribe`,
    );
    expect(again409.statusCode).toBe(409);
  });

  it('declines the decline card with a clear error and books nothing', async () => {
    const creator = await creatorWithPrice(0);
    const fan = await createUser(t.app, t.database, { prefix: 'fan' });
    const { url } = await tip(fan, creator, 500, 'keep it up');
    const declined = await pay(fan, url, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toMatchObject({ code: 'CARD_DECLINED' });
    expect(declined.json().error.message).toMatch(/declined/);
    expect((await get(creator, '/api/artist/statement')).json().lines).toHaveLength(0);
    // The checkout is still open: another card pays it.
    const paid = await pay(fan, url);
    expect(paid.statusCode).toBe(200);
    const lines = (await get(creator, '/api/artist/statement')).json().lines;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      kind: 'tip',
      grossCents: 500,
      artistCents: 500,
      platformCents: 0,
      message: 'keep it up',
    });
  });

  it('refuses bad tips and bad cards with field problems, never a 500', async () => {
    const creator = await creatorWithPrice(0);
    const fan = await createUser(t.app, t.database, { prefix: 'fan' });
    for (const amountCents of [99, 50_001, 1.5, -100]) {
      const res = await callAs(t.app, fan, 'POST', `/api/creators/${creator.username}/tips`, {
        amountCents,
      });
      expect(res.statusCode).toBe(400);
    }
    const self = await callAs(t.app, creator, 'POST', `/api/creators/${creator.username}/tips`, {
      amountCents: 500,
    });
    expect(self.statusCode).toBe(400);
    const { url } = await tip(fan, creator, 300);
    const bad = await pay(fan, url, '4242 4242 4242 4241');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[0].field).toBe('cardNumber');
    const stranger = await createUser(t.app, t.database, { prefix: 'fan' });
    expect((await pay(stranger, url)).statusCode).toBe(404);
  });

  it('refuses UPDATE and DELETE on ledger rows in the database', async () => {
    const creator = await creatorWithPrice(0);
    const fan = await createUser(t.app, t.database, { prefix: 'fan' });
    const { url } = await tip(fan, creator, 1000);
    expect((await pay(fan, url)).statusCode).toBe(200);
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.database.db.execute(statement).then(
        () => 'allowed',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(sql`update ledger_entries set amount_cents = 0`)).toMatch(/append-only/);
    expect(await refusal(sql`update ledger_transactions set gross_cents = 1`)).toMatch(
      /append-only/,
    );
    expect(await refusal(sql`delete from ledger_transactions`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from ledger_entries`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate ledger_entries`)).toMatch(/append-only/);
  });
});

const HOUR_MS = 60 * 60 * 1000;

/** A play in the station's history, credited to `creator` (null: music off the platform). */
async function play(creator: TestUser | null, title: string, hoursAgo = 0) {
  const [row] = await t.database.db
    .insert(playedTracks)
    .values({
      artist: creator ? creator.username : 'Kavinsky',
      title,
      startedAt: new Date(Date.now() - hoursAgo * HOUR_MS),
      listeners: 12,
      creatorId: creator?.id ?? null,
    })
    .returning({ id: playedTracks.id });
  if (!row) throw new Error('played_tracks insert returned nothing');
  return row.id;
}

describe('a tip for a song heard on air', () => {
  it('notes the song on the checkout, the receipt, the statement and the notification, all to the artist', async () => {
    const creator = await creatorWithPrice(0);
    const fan = await createUser(t.app, t.database, { prefix: 'fan' });
    const playId = await play(creator, 'Neon Skyline', 2);
    const started = await callAs(t.app, fan, 'POST', `/api/creators/${creator.username}/tips`, {
      amountCents: 700,
      message: 'caught it on the drive home',
      heardOnAirPlayId: playId,
    });
    expect(started.statusCode, started.body).toBe(201);
    const { url } = started.json();
    const heard = `${creator.username} - Neon Skyline`;
    const checkout = await get(fan, `/api/checkouts/${url.split('/').at(-1)}`);
    expect(checkout.json()).toMatchObject({ purpose: 'tip', heardOnAir: heard });

    const paid = await pay(fan, url);
    expect(paid.statusCode, paid.body).toBe(200);
    const receiptId = paid.json().receiptId;

    const receipt = (await get(fan, `/api/me/payments/${receiptId}`)).json();
    expect(receipt).toMatchObject({
      kind: 'tip',
      amountCents: 700,
      artistCents: 700,
      platformCents: 0,
      message: 'caught it on the drive home',
      heardOnAir: heard,
    });
    const lines = (await get(creator, '/api/artist/statement')).json().lines;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ kind: 'tip', artistCents: 700, heardOnAir: heard });
    const mine = (await get(fan, '/api/me/payments')).json().payments;
    expect(mine[0]).toMatchObject({ id: receiptId, heardOnAir: heard });
    const csv = (await get(creator, '/api/artist/statement.csv')).body;
    expect(csv.trim().split('\r\n')[1]?.endsWith(`,${heard}`)).toBe(true);
    const notices = (await get(creator, '/api/notifications')).body;
    expect(notices).toContain(`for ${heard}, heard on air`);
  });

  it('leaves an ordinary tip without a song heard on air', async () => {
    const creator = await creatorWithPrice(0);
    const fan = await createUser(t.app, t.database, { prefix: 'fan' });
    const { url } = await tip(fan, creator, 300);
    const paid = await pay(fan, url);
    const receipt = (await get(fan, `/api/me/payments/${paid.json().receiptId}`)).json();
    expect(receipt.heardOnAir).toBeNull();
  });

  it.each([
    ['a play of another artist', 'other'],
    ['a play of music off the platform', 'unlinked'],
    ['an unknown play', 'unknown'],
    ['a play older than a day', 'old'],
  ] as const)('refuses %s with 400 on heardOnAirPlayId and books nothing', async (_, kind) => {
    const creator = await creatorWithPrice(0);
    const fan = await createUser(t.app, t.database, { prefix: 'fan' });
    const other = await createUser(t.app, t.database, { prefix: 'artist', isCreator: true });
    const playId =
      kind === 'other'
        ? await play(other, 'Not Yours')
        : kind === 'unlinked'
          ? await play(null, 'Nightcall')
          : kind === 'old'
            ? await play(creator, 'Yesterday’s Drive', 25)
            : 2_000_000_000;
    const res = await callAs(t.app, fan, 'POST', `/api/creators/${creator.username}/tips`, {
      amountCents: 500,
      heardOnAirPlayId: playId,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toBe('That play is not one of this artist’s songs on air.');
    expect(res.json().error.fields[0].field).toBe('heardOnAirPlayId');
    expect((await get(fan, '/api/me/payments')).json().payments).toHaveLength(0);
    expect((await get(creator, '/api/artist/statement')).json().lines).toHaveLength(0);
  });

  it('refuses a play id that is not a positive whole number', async () => {
    const creator = await creatorWithPrice(0);
    const fan = await createUser(t.app, t.database, { prefix: 'fan' });
    for (const heardOnAirPlayId of [0, -3, 1.5, 'seven']) {
      const res = await callAs(t.app, fan, 'POST', `/api/creators/${creator.username}/tips`, {
        amountCents: 500,
        heardOnAirPlayId,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[0].field).toBe('heardOnAirPlayId');
    }
  });
});

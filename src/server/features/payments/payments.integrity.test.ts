import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../../lib/payments/demo-provider.js';
import { bearer, createUser, type TestUser } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { allowTimeForSongs, makeMp3, readySong, SONG_TEST_MS } from '../../testing/songs.js';
import { rowsOf } from '../../testing/sql-rows.js';
import { createPaymentsServices } from './payments.module.js';

allowTimeForSongs();

const t = setUpTestApp({
  dataDir: 'payments-integrity-',
  users: { admin: { prefix: 'pi_admin', isAdmin: true } },
  timeoutMs: SONG_TEST_MS,
});
let mp3: Buffer;

beforeAll(() => {
  mp3 = makeMp3(t.dataDir, 'tone.mp3', 6);
});

const card = { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Fan' };
let address = 0;
/** Each call from its own address, so per-address rate limits do not decide these tests. */
const call = (
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
) => {
  address += 1;
  return t.app.inject({
    method,
    url,
    headers: bearer(user.token),
    remoteAddress: `192.0.2.${address % 250}`,
    ...(payload ? { payload } : {}),
  });
};

async function pricedCreator(priceCents: number) {
  const creator = await createUser(t.app, t.database, { prefix: 'pi_artist', isCreator: true });
  const res = await call(creator, 'PATCH', '/api/creators/me', {
    subscriptionPriceCents: priceCents,
  });
  expect(res.statusCode, res.body).toBe(200);
  return creator;
}

async function open(fan: TestUser, url: string, payload?: object) {
  const res = await call(fan, 'POST', url, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().checkoutId as string;
}
const pay = (fan: TestUser, checkoutId: string) =>
  call(fan, 'POST', `/api/checkouts/${checkoutId}/pay`, card);

const count = async (query: ReturnType<typeof sql>) =>
  (await rowsOf<{ n: number }>(t.database.db, query))[0]?.n;
const statement = async (creator: TestUser) =>
  (await call(creator, 'GET', '/api/artist/statement')).json().lines as {
    id: number;
    kind: string;
    grossCents: number;
  }[];

describe('a fan is charged at most once for one thing', () => {
  it('charges once for ten subscription checkouts opened before any was paid; the rest are refused and charge nothing', async () => {
    const creator = await pricedCreator(500);
    const fan = await createUser(t.app, t.database, { prefix: 'pi_fan' });
    const ids: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      ids.push(await open(fan, `/api/creators/${creator.username}/subscribe`));
    }
    const answers = [];
    for (const id of ids) answers.push(await pay(fan, id));
    expect(answers.map((res) => res.statusCode)).toEqual([200, ...Array(9).fill(409)]);
    for (const refused of answers.slice(1)) {
      expect(refused.json().error).toMatchObject({
        code: 'ALREADY_SUBSCRIBED',
        message: expect.stringMatching(/already subscribe.*Nothing was charged/),
      });
    }
    expect((await statement(creator)).map((line) => line.kind)).toEqual(['subscription']);
    expect((await call(fan, 'GET', '/api/me/subscriptions')).json().subscriptions).toHaveLength(1);
  });

  it('pays 20 subscription checkouts at once into one subscription: one 200 and nineteen 409, never a 500', async () => {
    const creator = await pricedCreator(300);
    const fan = await createUser(t.app, t.database, { prefix: 'pi_fan' });
    const ids = await Promise.all(
      Array.from({ length: 20 }, () => open(fan, `/api/creators/${creator.username}/subscribe`)),
    );
    const answers = await Promise.all(ids.map((id) => pay(fan, id)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    expect(await statement(creator)).toHaveLength(1);
    expect(
      await count(
        sql`select count(*)::int as n from subscriptions where fan_id = ${fan.id} and creator_id = ${creator.id}`,
      ),
    ).toBe(1);
  });

  it('charges once for two purchase checkouts of one song, paid one after the other', async () => {
    const artist = await pricedCreator(0);
    const songId = await readySong(t.app, artist, mp3, { priceCents: 199 });
    const fan = await createUser(t.app, t.database, { prefix: 'pi_buyer' });
    const first = await open(fan, `/api/songs/${songId}/purchase`);
    const second = await open(fan, `/api/songs/${songId}/purchase`);
    expect((await pay(fan, first)).statusCode).toBe(200);
    const again = await pay(fan, second);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_BOUGHT');
    expect((await statement(artist)).map((line) => line.grossCents)).toEqual([199]);
    // Opening a third now is refused up front.
    expect((await call(fan, 'POST', `/api/songs/${songId}/purchase`)).statusCode).toBe(409);
  });
});

describe('refunds', () => {
  it('gives back no more than was paid when 20 partial refunds of $1 on a $3.33 tip arrive at once', async () => {
    const creator = await pricedCreator(0);
    const fan = await createUser(t.app, t.database, { prefix: 'pi_tipper' });
    const tip = await open(fan, `/api/creators/${creator.username}/tips`, { amountCents: 333 });
    const receiptId = (await pay(fan, tip)).json().receiptId as number;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t.users.admin, 'POST', `/api/admin/payments/${receiptId}/refund`, {
          amountCents: 100,
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 400 || s === 409)).toBe(true);
    const receipt = (await call(fan, 'GET', `/api/me/payments/${receiptId}`)).json();
    expect(receipt.refunds.map((r: { amountCents: number }) => r.amountCents)).toEqual([
      100, 100, 100,
    ]);
    // Each booked refund was asked for once, and no request is left waiting.
    expect(
      await count(
        sql`select count(*)::int as n from refund_requests where transaction_id = ${receiptId} and status = 'sent'`,
      ),
    ).toBe(3);
    expect(
      await count(sql`select count(*)::int as n from refund_requests where status = 'pending'`),
    ).toBe(0);
    // 33 cents remain, and then nothing.
    expect(
      (await call(t.users.admin, 'POST', `/api/admin/payments/${receiptId}/refund`, {})).statusCode,
    ).toBe(200);
    const full = await call(t.users.admin, 'POST', `/api/admin/payments/${receiptId}/refund`, {});
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('ALREADY_REFUNDED');
  });

  it('revokes a song purchase refunded in full: the buyer hears the preview again, and the receipt says so', async () => {
    const artist = await pricedCreator(0);
    const songId = await readySong(t.app, artist, mp3, { priceCents: 250 });
    const fan = await createUser(t.app, t.database, { prefix: 'pi_buyer' });
    const receiptId = (await pay(fan, await open(fan, `/api/songs/${songId}/purchase`))).json()
      .receiptId as number;
    expect((await call(fan, 'GET', `/api/songs/${songId}/stream`)).statusCode).toBe(200);

    const partial = await call(t.users.admin, 'POST', `/api/admin/payments/${receiptId}/refund`, {
      amountCents: 50,
    });
    expect(partial.statusCode, partial.body).toBe(200);
    // A partial refund keeps the song.
    expect((await call(fan, 'GET', `/api/songs/${songId}/stream`)).statusCode).toBe(200);

    const rest = await call(t.users.admin, 'POST', `/api/admin/payments/${receiptId}/refund`, {});
    expect(rest.statusCode, rest.body).toBe(200);
    expect((await call(fan, 'GET', `/api/songs/${songId}/stream`)).statusCode).toBe(403);
    const listed = (await call(fan, 'GET', `/api/creators/${artist.username}/songs`)).json()
      .songs[0];
    expect(listed).toMatchObject({ fullAccess: false, audioUrl: `/api/songs/${songId}/preview` });
    const receipt = (await call(fan, 'GET', `/api/me/payments/${receiptId}`)).json();
    expect(receipt.refunds.at(-1).note).toMatch(/purchase is revoked/);

    // Bought again, it plays in full again: one live purchase, charged once more.
    expect((await pay(fan, await open(fan, `/api/songs/${songId}/purchase`))).statusCode).toBe(200);
    expect((await call(fan, 'GET', `/api/songs/${songId}/stream`)).statusCode).toBe(200);
  });

  it('ends a subscription whose payment is refunded in full: no access to subscribers-only posts, and no renewal', async () => {
    const creator = await pricedCreator(400);
    const posted = await call(creator, 'POST', '/api/posts', {
      title: 'Stems',
      content: 'the stems link',
      visibility: 'subscribers',
    });
    const postId = posted.json().id as number;
    const fan = await createUser(t.app, t.database, { prefix: 'pi_sub' });
    const receiptId = (
      await pay(fan, await open(fan, `/api/creators/${creator.username}/subscribe`))
    ).json().receiptId as number;
    expect((await call(fan, 'GET', `/api/posts/${postId}`)).json().content).toBe('the stems link');

    expect(
      (await call(t.users.admin, 'POST', `/api/admin/payments/${receiptId}/refund`, {})).statusCode,
    ).toBe(200);
    expect((await call(fan, 'GET', `/api/posts/${postId}`)).json().content).toBeNull();
    const [subscription] = (await call(fan, 'GET', '/api/me/subscriptions')).json().subscriptions;
    expect(subscription.status).toBe('ended');
    const receipt = (await call(fan, 'GET', `/api/me/payments/${receiptId}`)).json();
    expect(receipt.refunds[0].note).toMatch(/subscription it paid for has ended/);

    // A month later the renewal sweep charges nothing.
    const { subscriptions } = createPaymentsServices(t.database.db, {
      provider: createDemoProvider(),
      notify: async () => undefined,
      publicUrl: 'http://localhost',
    });
    const later = new Date(Date.now() + 40 * 86_400_000);
    await subscriptions.renewDue(later);
    expect((await statement(creator)).map((line) => line.kind)).toEqual(['refund', 'subscription']);
    // And the fan may subscribe again.
    expect(
      (await pay(fan, await open(fan, `/api/creators/${creator.username}/subscribe`))).statusCode,
    ).toBe(200);
  });

  it('grants subscribers-only access only while the paid period covers now, even if the end was never reported', async () => {
    const creator = await pricedCreator(300);
    const postId = (
      await call(creator, 'POST', '/api/posts', {
        title: 'Late',
        content: 'for subscribers',
        visibility: 'subscribers',
      })
    ).json().id as number;
    const fan = await createUser(t.app, t.database, { prefix: 'pi_lapsed' });
    expect(
      (await pay(fan, await open(fan, `/api/creators/${creator.username}/subscribe`))).statusCode,
    ).toBe(200);
    expect((await call(fan, 'GET', `/api/posts/${postId}`)).json().content).toBe('for subscribers');
    // The provider's "ended" never arrived: the row still says active, but the month is over.
    await t.database.db.execute(
      sql`update subscriptions set current_period_end = now() - interval '1 day' where fan_id = ${fan.id}`,
    );
    expect((await call(fan, 'GET', `/api/posts/${postId}`)).json().content).toBeNull();
  });
});

describe('a suspended creator cannot be paid', () => {
  it('refuses new checkouts, refuses to charge ones opened before, and ends renewals uncharged', async () => {
    const creator = await pricedCreator(500);
    const fan = await createUser(t.app, t.database, { prefix: 'pi_fan' });
    const subscriber = await createUser(t.app, t.database, { prefix: 'pi_fan' });
    expect(
      (await pay(subscriber, await open(subscriber, `/api/creators/${creator.username}/subscribe`)))
        .statusCode,
    ).toBe(200);
    const tip = await open(fan, `/api/creators/${creator.username}/tips`, { amountCents: 500 });
    const subscribe = await open(fan, `/api/creators/${creator.username}/subscribe`);

    const suspended = await call(t.users.admin, 'POST', `/api/admin/users/${creator.id}/suspend`, {
      reason: 'Fraudulent uploads',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);

    for (const opened of [tip, subscribe]) {
      const res = await pay(fan, opened);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'CREATOR_SUSPENDED',
        message: expect.stringMatching(/cannot be paid.*Nothing was charged/),
      });
    }
    expect(
      (await call(fan, 'POST', `/api/creators/${creator.username}/tips`, { amountCents: 500 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(fan, 'POST', `/api/creators/${creator.username}/subscribe`)).statusCode,
    ).toBe(404);

    const { subscriptions } = createPaymentsServices(t.database.db, {
      provider: createDemoProvider(),
      notify: async () => undefined,
      publicUrl: 'http://localhost',
    });
    await subscriptions.renewDue(new Date(Date.now() + 40 * 86_400_000));
    expect(
      await count(
        sql`select count(*)::int as n from ledger_transactions where creator_id = ${creator.id}`,
      ),
    ).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as n from subscriptions where creator_id = ${creator.id} and status = 'ended'`,
      ),
    ).toBe(1);
  });
});

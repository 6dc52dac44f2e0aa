import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { bearer, befriend, callsTo, createUser, type TestUser } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';

const t = setUpTestApp({ listen: true });
const pages: (() => void)[] = [];

afterAll(async () => {
  for (const close of pages) close();
});

const call = callsTo(t);

/** A page of theirs open, following the station's live updates: they are online. */
function openPage(user: TestUser): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${t.base}/api/radio/events`,
      { agent: false, headers: bearer(user.token) },
      (response) => response.once('data', () => resolve()),
    );
    pages.push(() => request.destroy());
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
  });
}

/** A member with a real name, a page open, and a paid subscription to a creator. */
async function somebody(prefix: string) {
  const person = await createUser(t.app, t.database, { prefix });
  await t.database.db
    .update(users)
    .set({ firstName: 'Vera', lastName: 'Lumenberg' })
    .where(eq(users.id, person.id));
  const creator = await createUser(t.app, t.database, { prefix: `${prefix}_c`, isCreator: true });
  await call(creator, 'PATCH', '/api/creators/me', { subscriptionPriceCents: 500 });
  const started = await call(person, 'POST', `/api/creators/${creator.username}/subscribe`);
  expect(started.statusCode, started.body).toBe(201);
  const paid = await call(person, 'POST', `/api/checkouts/${started.json().checkoutId}/pay`, {
    cardNumber: '4242424242424242',
    expiry: '01/40',
    cvc: '999',
    name: 'Vera',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  await openPage(person);
  return person;
}

/** What a stranger's card may say: the public profile, and nothing personal. */
const publicCard = {
  firstName: null,
  lastName: null,
  isOnline: null,
  lastSeen: null,
  accountType: 'standard',
};

describe('what strangers see', () => {
  it('shows a stranger found by search no real name, presence, last seen or subscription', async () => {
    const [me, stranger] = await Promise.all([
      createUser(t.app, t.database, { prefix: 'nosy' }),
      somebody('private_sr'),
    ]);
    const res = await call(me, 'GET', `/api/users/search?q=${stranger.username}`);
    expect(res.statusCode).toBe(200);
    const card = res.json().users.find((u: { id: number }) => u.id === stranger.id);
    expect(card).toMatchObject({ username: stranger.username, ...publicCard });
    expect(res.body).not.toContain('Lumenberg');
    expect(res.body).not.toContain('premium');
  });

  it('does not find a stranger by their real name, which would tell it', async () => {
    const [me, stranger] = await Promise.all([
      createUser(t.app, t.database, { prefix: 'namehunt' }),
      createUser(t.app, t.database, { prefix: 'hidename' }),
    ]);
    await t.database.db
      .update(users)
      .set({ firstName: 'Quilla', lastName: 'Zanzibarova' })
      .where(eq(users.id, stranger.id));
    for (const q of ['zanzibarova', 'quilla']) {
      const found = (await call(me, 'GET', `/api/users/search?q=${q}`)).json().users;
      expect(
        found.map((u: { id: number }) => u.id),
        q,
      ).not.toContain(stranger.id);
    }
  });

  it('shows a suggested friend of a friend, and a waiting request, as public cards', async () => {
    const [me, pal, stranger] = await Promise.all([
      createUser(t.app, t.database, { prefix: 'suggest_me' }),
      createUser(t.app, t.database, { prefix: 'suggest_pal' }),
      somebody('private_fof'),
    ]);
    await befriend(t.app, me, pal);
    await befriend(t.app, pal, stranger);
    const suggestions = (await call(me, 'GET', '/api/users/search')).json();
    expect(suggestions.kind).toBe('suggestions');
    const suggested = suggestions.users.find((u: { id: number }) => u.id === stranger.id);
    expect(suggested).toMatchObject({ mutualFriends: 1, ...publicCard });

    await call(stranger, 'POST', '/api/friends/request', { userId: me.id });
    const waiting = (await call(me, 'GET', '/api/friend-requests')).json();
    const asked = waiting.requests.find(
      (r: { requester: { id: number } }) => r.requester.id === stranger.id,
    );
    expect(asked.requester).toMatchObject(publicCard);
  });
});

describe('what friends see', () => {
  it('shows a friend their name and presence, but not whether they pay anyone', async () => {
    const [me, friend] = await Promise.all([
      createUser(t.app, t.database, { prefix: 'close_me' }),
      somebody('close_friend'),
    ]);
    await befriend(t.app, me, friend);
    const card = (await call(me, 'GET', '/api/friends'))
      .json()
      .friends.find((f: { id: number }) => f.id === friend.id);
    expect(card).toMatchObject({
      firstName: 'Vera',
      lastName: 'Lumenberg',
      isOnline: true,
      accountType: 'standard',
    });
    expect(card.lastSeen).not.toBeNull();
  });
});

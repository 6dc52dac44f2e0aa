import { describe, expect, it } from 'vitest';
import { bearer, callAs, createUser, type TestUser } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';

const t = setUpTestApp({ users: { member: { prefix: 'becomer' } } });

const become = (user: TestUser, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/creators', headers: bearer(user.token), payload });

describe('becoming a creator', () => {
  it('turns a member into a creator with a category, tagline, accent and price in cents', async () => {
    const res = await become(t.users.member, {
      category: 'photography',
      tagline: 'Neon streets at night',
      subscriptionPriceCents: 499,
      accent: 'cyan',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username: t.users.member.username,
      category: 'photography',
      tagline: 'Neon streets at night',
      accent: 'cyan',
      subscriptionPriceCents: 499,
      subscriptionPrice: '4.99',
      followerCount: 0,
      postCount: 0,
      isMe: true,
      demo: false,
    });
    const me = await callAs(t.app, t.users.member, 'GET', '/api/auth/user');
    expect(me.json()).toMatchObject({ isCreator: true });
    const page = await t.app.inject({
      url: `/api/creators/${t.users.member.username.toUpperCase()}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ category: 'photography', followedByMe: null, isMe: false });
  });

  it('refuses to make a creator twice with 409', async () => {
    const res = await become(t.users.member, { category: 'music' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ALREADY_CREATOR');
  });

  it('answers bad input with 400 and the field', async () => {
    const fan = await createUser(t.app, t.database, { prefix: 'badinput' });
    for (const payload of [
      {},
      { category: 'knitting' },
      { category: 'music', subscriptionPriceCents: -1 },
      { category: 'music', subscriptionPriceCents: 4.99 },
      { category: 'music', subscriptionPriceCents: 100_000 },
      { category: 'music', tagline: 'x'.repeat(121) },
      { category: 'music', tagline: 'nul\u0000byte' },
      { category: 'music', accent: 'plaid' },
    ]) {
      const res = await become(fan, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const me = await callAs(t.app, fan, 'GET', '/api/auth/user');
    expect(me.json().isCreator).toBe(false);
  });

  it('makes a creator profile for a sign-up with isCreator', async () => {
    const creator = await createUser(t.app, t.database, { prefix: 'signup', isCreator: true });
    const res = await t.app.inject({ url: `/api/creators/${creator.username}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ category: 'music', subscriptionPriceCents: 0 });
  });

  it('answers 404 for a member who is not a creator, and for nobody', async () => {
    const fan = await createUser(t.app, t.database, { prefix: 'notcreator' });
    expect((await t.app.inject({ url: `/api/creators/${fan.username}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/creators/nobody_here' })).statusCode).toBe(404);
  });

  it('lets a creator change their profile, and nobody else', async () => {
    const creator = await createUser(t.app, t.database, { prefix: 'editor', isCreator: true });
    const fan = await createUser(t.app, t.database, { prefix: 'noteditor' });
    const patch = (user: TestUser, payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/creators/me',
        headers: bearer(user.token),
        payload,
      });
    const res = await patch(creator, { tagline: 'Retro beats', subscriptionPriceCents: 1000 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tagline: 'Retro beats', subscriptionPrice: '10.00' });
    expect((await patch(fan, { tagline: 'Mine now' })).statusCode).toBe(403);
    expect((await patch(creator, {})).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/creators/me', payload: { tagline: 'x' } }))
        .statusCode,
    ).toBe(401);
  });
});

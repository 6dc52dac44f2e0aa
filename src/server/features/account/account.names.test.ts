import { describe, expect, it } from 'vitest';
import { bearer } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';

const t = setUpTestApp({ users: { me: { prefix: 'facey', isCreator: true } } });

describe('names and the drawn face', () => {
  it('keeps first and last names, and clears one with an empty string', async () => {
    const set = await t.app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers: bearer(t.users.me.token),
      payload: { firstName: ' Vera ', lastName: 'Lumen' },
    });
    expect(set.json()).toMatchObject({ firstName: 'Vera', lastName: 'Lumen' });
    const cleared = await t.app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers: bearer(t.users.me.token),
      payload: { lastName: '' },
    });
    expect(cleared.json()).toMatchObject({ firstName: 'Vera', lastName: null });
    const tooLong = await t.app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers: bearer(t.users.me.token),
      payload: { firstName: 'x'.repeat(41) },
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('saves the avatar choices and shows the face wherever the member appears', async () => {
    const face = { hairColor: 'pink', eyeColor: 'green', skinTone: 'tan' };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/account/avatar-data',
      headers: bearer(t.users.me.token),
      payload: face,
    });
    expect(saved.json().avatarData).toEqual(face);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/account/avatar-data',
      headers: bearer(t.users.me.token),
      payload: { ...face, hairColor: 'plaid' },
    });
    expect(bad.statusCode).toBe(400);

    const header = await t.app.inject({ url: '/api/auth/user', headers: bearer(t.users.me.token) });
    expect(header.json().avatarData).toEqual(face);
    const profile = await t.app.inject({ url: `/api/users/${t.users.me.username}` });
    expect(profile.json().avatarData).toEqual(face);
    const card = await t.app.inject({ url: `/api/creators/${t.users.me.username}` });
    expect(card.json().avatarData).toEqual(face);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: bearer(t.users.me.token),
      payload: { title: 'Face check', content: 'Hello' },
    });
    expect(post.json().author.avatarData).toEqual(face);
  });
});

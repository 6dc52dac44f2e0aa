import { describe, expect, it } from 'vitest';
import { callAs } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';

const t = setUpTestApp({ users: { me: { prefix: 'facey', isCreator: true } } });

describe('names and the drawn face', () => {
  it('keeps first and last names, and clears one with an empty string', async () => {
    const set = await callAs(t.app, t.users.me, 'PATCH', '/api/account/profile', {
      firstName: ' Vera ',
      lastName: 'Lumen',
    });
    expect(set.json()).toMatchObject({ firstName: 'Vera', lastName: 'Lumen' });
    const cleared = await callAs(t.app, t.users.me, 'PATCH', '/api/account/profile', {
      lastName: '',
    });
    expect(cleared.json()).toMatchObject({ firstName: 'Vera', lastName: null });
    const tooLong = await callAs(t.app, t.users.me, 'PATCH', '/api/account/profile', {
      firstName: 'x'.repeat(41),
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('saves the avatar choices and shows the face wherever the member appears', async () => {
    const face = { hairColor: 'pink', eyeColor: 'green', skinTone: 'tan' };
    const saved = await callAs(t.app, t.users.me, 'PUT', '/api/account/avatar-data', face);
    expect(saved.json().avatarData).toEqual(face);
    const bad = await callAs(t.app, t.users.me, 'PUT', '/api/account/avatar-data', {
      ...face,
      hairColor: 'plaid',
    });
    expect(bad.statusCode).toBe(400);

    const header = await callAs(t.app, t.users.me, 'GET', '/api/auth/user');
    expect(header.json().avatarData).toEqual(face);
    const profile = await t.app.inject({ url: `/api/users/${t.users.me.username}` });
    expect(profile.json().avatarData).toEqual(face);
    const card = await t.app.inject({ url: `/api/creators/${t.users.me.username}` });
    expect(card.json().avatarData).toEqual(face);
    const post = await callAs(t.app, t.users.me, 'POST', '/api/posts', {
      title: 'Face check',
      content: 'Hello',
    });
    expect(post.json().author.avatarData).toEqual(face);
  });
});

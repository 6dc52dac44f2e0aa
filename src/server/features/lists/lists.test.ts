import { describe, expect, it } from 'vitest';
import { bearer } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';

const t = setUpTestApp({
  users: {
    owner: { prefix: 'owner' },
    stranger: { prefix: 'stranger' },
    friend: { prefix: 'friend' },
  },
});

describe('notifications, bookmarks and lists', () => {
  it('marks notifications read one by one or all at once, and never someone else’s', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: bearer(t.users.owner.token),
    });
    const id = list.json().notifications[0].id;
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${id}/read`,
      headers: bearer(t.users.stranger.token),
    });
    expect(foreign.statusCode).toBe(404);
    const mine = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${id}/read`,
      headers: bearer(t.users.owner.token),
    });
    expect(mine.statusCode).toBe(204);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: bearer(t.users.owner.token),
    });
    expect(after.json()).toMatchObject({ unread: 0, notifications: [{ read: true }] });
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: bearer(t.users.stranger.token),
    });
    expect(all.statusCode).toBe(204);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/abc/read',
      headers: bearer(t.users.owner.token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('bookmarks a page once, lists it and removes it', async () => {
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookmarks',
        headers: bearer(t.users.owner.token),
        payload: { title: 'Schedule', url: '/schedule' },
      });
    expect((await add()).statusCode).toBe(201);
    expect((await add()).statusCode).toBe(409);
    const offsite = await t.app.inject({
      method: 'POST',
      url: '/api/bookmarks',
      headers: bearer(t.users.owner.token),
      payload: { title: 'Elsewhere', url: '//evil.example/' },
    });
    expect(offsite.statusCode).toBe(400);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/bookmarks',
      headers: bearer(t.users.owner.token),
    });
    const [bookmark] = list.json().bookmarks;
    expect(bookmark).toMatchObject({ title: 'Schedule', url: '/schedule' });
    const theirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookmarks/${bookmark.id}`,
      headers: bearer(t.users.stranger.token),
    });
    expect(theirs.statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookmarks/${bookmark.id}`,
      headers: bearer(t.users.owner.token),
    });
    expect(removed.statusCode).toBe(204);
  });

  it('keeps lists of people private to their owner', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/lists',
      headers: bearer(t.users.owner.token),
      payload: { name: 'Night crew' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;

    const added = await t.app.inject({
      method: 'POST',
      url: `/api/lists/${id}/members`,
      headers: bearer(t.users.owner.token),
      payload: { username: t.users.friend.username.toUpperCase() },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().members).toEqual([
      { username: t.users.friend.username, displayName: t.users.friend.username },
    ]);

    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/lists/${id}/members`,
      headers: bearer(t.users.owner.token),
      payload: { username: 'nobody_at_all' },
    });
    expect(unknown.statusCode).toBe(404);

    const peek = await t.app.inject({
      method: 'GET',
      url: '/api/lists',
      headers: bearer(t.users.stranger.token),
    });
    expect(peek.json().lists).toEqual([]);
    const meddle = await t.app.inject({
      method: 'POST',
      url: `/api/lists/${id}/members`,
      headers: bearer(t.users.stranger.token),
      payload: { username: t.users.stranger.username },
    });
    expect(meddle.statusCode).toBe(404);
    const steal = await t.app.inject({
      method: 'DELETE',
      url: `/api/lists/${id}`,
      headers: bearer(t.users.stranger.token),
    });
    expect(steal.statusCode).toBe(404);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/lists/${id}/members/${t.users.friend.username}`,
      headers: bearer(t.users.owner.token),
    });
    expect(removed.json().members).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/lists/${id}`,
          headers: bearer(t.users.owner.token),
        })
      ).statusCode,
    ).toBe(204);
  });
});

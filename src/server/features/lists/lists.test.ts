import { describe, expect, it } from 'vitest';
import { callAs } from '../../testing/accounts.js';
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
    const list = await callAs(t.app, t.users.owner, 'GET', '/api/notifications');
    const id = list.json().notifications[0].id;
    const foreign = await callAs(t.app, t.users.stranger, 'POST', `/api/notifications/${id}/read`);
    expect(foreign.statusCode).toBe(404);
    const mine = await callAs(t.app, t.users.owner, 'POST', `/api/notifications/${id}/read`);
    expect(mine.statusCode).toBe(204);
    const after = await callAs(t.app, t.users.owner, 'GET', '/api/notifications');
    expect(after.json()).toMatchObject({ unread: 0, notifications: [{ read: true }] });
    const all = await callAs(t.app, t.users.stranger, 'POST', '/api/notifications/read-all');
    expect(all.statusCode).toBe(204);
    const bad = await callAs(t.app, t.users.owner, 'POST', '/api/notifications/abc/read');
    expect(bad.statusCode).toBe(400);
  });

  it('bookmarks a page once, lists it and removes it', async () => {
    const add = () =>
      callAs(t.app, t.users.owner, 'POST', '/api/bookmarks', {
        title: 'Schedule',
        url: '/schedule',
      });
    expect((await add()).statusCode).toBe(201);
    expect((await add()).statusCode).toBe(409);
    const offsite = await callAs(t.app, t.users.owner, 'POST', '/api/bookmarks', {
      title: 'Elsewhere',
      url: '//evil.example/',
    });
    expect(offsite.statusCode).toBe(400);
    const list = await callAs(t.app, t.users.owner, 'GET', '/api/bookmarks');
    const [bookmark] = list.json().bookmarks;
    expect(bookmark).toMatchObject({ title: 'Schedule', url: '/schedule' });
    const theirs = await callAs(t.app, t.users.stranger, 'DELETE', `/api/bookmarks/${bookmark.id}`);
    expect(theirs.statusCode).toBe(404);
    const removed = await callAs(t.app, t.users.owner, 'DELETE', `/api/bookmarks/${bookmark.id}`);
    expect(removed.statusCode).toBe(204);
  });

  it('keeps lists of people private to their owner', async () => {
    const created = await callAs(t.app, t.users.owner, 'POST', '/api/lists', {
      name: 'Night crew',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;

    const added = await callAs(t.app, t.users.owner, 'POST', `/api/lists/${id}/members`, {
      username: t.users.friend.username.toUpperCase(),
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().members).toEqual([
      { username: t.users.friend.username, displayName: t.users.friend.username },
    ]);

    const unknown = await callAs(t.app, t.users.owner, 'POST', `/api/lists/${id}/members`, {
      username: 'nobody_at_all',
    });
    expect(unknown.statusCode).toBe(404);

    const peek = await callAs(t.app, t.users.stranger, 'GET', '/api/lists');
    expect(peek.json().lists).toEqual([]);
    const meddle = await callAs(t.app, t.users.stranger, 'POST', `/api/lists/${id}/members`, {
      username: t.users.stranger.username,
    });
    expect(meddle.statusCode).toBe(404);
    const steal = await callAs(t.app, t.users.stranger, 'DELETE', `/api/lists/${id}`);
    expect(steal.statusCode).toBe(404);

    const removed = await callAs(
      t.app,
      t.users.owner,
      'DELETE',
      `/api/lists/${id}/members/${t.users.friend.username}`,
    );
    expect(removed.json().members).toEqual([]);
    expect((await callAs(t.app, t.users.owner, 'DELETE', `/api/lists/${id}`)).statusCode).toBe(204);
  });
});

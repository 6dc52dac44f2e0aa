import http from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  befriend,
  callAs,
  createFriends,
  createUser,
  type TestUser,
} from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { until } from '../../testing/until.js';

const t = setUpTestApp({ listen: true });

/** A signed-in member's page following the station's live updates, as every page of the site does. */
function openPage(user: TestUser): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${t.base}/api/radio/events`,
      { agent: false, headers: bearer(user.token) },
      (response) => {
        response.once('data', () => resolve(() => request.destroy()));
      },
    );
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
  });
}

const friendOf = async (user: TestUser, id: number) => {
  const res = await callAs(t.app, user, 'GET', '/api/friends');
  return (res.json().friends as { id: number; isOnline: boolean; lastSeen: string | null }[]).find(
    (friend) => friend.id === id,
  );
};

describe('friends’ presence', () => {
  it('shows a friend online while a page of theirs is open, then when they were last seen', async () => {
    const [me, pal] = await createFriends(t.app, t.database, ['watcher', 'visitor']);
    expect(await friendOf(me, pal.id)).toMatchObject({ isOnline: false, lastSeen: null });

    const close = await openPage(pal);
    expect(await friendOf(me, pal.id)).toMatchObject({ isOnline: true });
    close();
    const gone = await until(
      () => friendOf(me, pal.id),
      (friend) => !!friend?.lastSeen && !friend.isOnline,
      {
        what: 'the friend offline with a last-seen time',
      },
    );
    expect(Date.now() - Date.parse(gone?.lastSeen ?? '')).toBeLessThan(60_000);
  });

  it('lists the friends whose player is playing, and only friends', async () => {
    const [me, pal, stranger] = await Promise.all([
      createUser(t.app, t.database, { prefix: 'ears' }),
      createUser(t.app, t.database, { prefix: 'player' }),
      createUser(t.app, t.database, { prefix: 'notpal' }),
    ]);
    await befriend(t.app, pal, me);
    const listeningNow = async () =>
      (await callAs(t.app, me, 'GET', '/api/friends/listening'))
        .json()
        .friends.map((f: { id: number }) => f.id);
    expect(await listeningNow()).toEqual([]);
    for (const who of [pal, stranger]) {
      const res = await callAs(t.app, who, 'PUT', '/api/presence/listening');
      expect(res.statusCode).toBe(204);
    }
    expect(await listeningNow()).toEqual([pal.id]);
    await callAs(t.app, pal, 'DELETE', '/api/presence/listening');
    expect(await listeningNow()).toEqual([]);
    expect((await t.app.inject({ method: 'PUT', url: '/api/presence/listening' })).statusCode).toBe(
      401,
    );
  });
});

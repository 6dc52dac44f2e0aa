import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  creatorProfiles,
  friendRequests,
  friendships,
  notifications,
  users,
} from '../../db/schema/index.js';
import { befriend, callsTo, createUser, type TestUser } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';

const t = setUpTestApp();

const member = (prefix = 'pal') => createUser(t.app, t.database, { prefix });
const call = callsTo(t);
const ask = (from: TestUser, to: TestUser) =>
  call(from, 'POST', '/api/friends/request', { userId: to.id });
const incoming = async (user: TestUser) =>
  (await call(user, 'GET', '/api/friend-requests')).json().requests as {
    id: number;
    requester: { id: number };
  }[];
const friendIds = async (user: TestUser) =>
  ((await call(user, 'GET', '/api/friends')).json().friends as { id: number }[]).map((f) => f.id);

describe('friend requests', () => {
  it('goes pending, then accepted: both see each other, and the asker is told', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const sent = await ask(a, b);
    expect(sent.json()).toMatchObject({ status: 'pending' });
    expect(await incoming(b)).toHaveLength(1);
    const mine = (await call(a, 'GET', '/api/friend-requests')).json();
    expect(mine.sent[0].addressee.id).toBe(b.id);

    const accepted = await call(b, 'POST', `/api/friend-requests/${sent.json().requestId}/accept`);
    expect(accepted.json()).toMatchObject({
      id: a.id,
      username: a.username,
      isOnline: false,
      mutualFriends: 0,
    });
    expect(await friendIds(a)).toEqual([b.id]);
    expect(await friendIds(b)).toEqual([a.id]);
    expect(await incoming(b)).toHaveLength(0);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, a.id), eq(notifications.title, 'Friend request accepted')),
      );
    expect(told).toHaveLength(1);
    const asked = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, b.id), eq(notifications.title, 'New friend request')));
    expect(asked).toHaveLength(1);
    // Answered: the "wants to be friends" notification no longer waits unread.
    expect(asked[0]?.readAt).toBeInstanceOf(Date);
  });

  it('settles the request notification when it is declined or withdrawn, and only that one', async () => {
    const [a, b, c] = await Promise.all([member(), member(), member()]);
    const declined = (await ask(a, b)).json().requestId;
    const withdrawn = (await ask(c, b)).json().requestId;
    const waiting = (await ask(a, c)).json().requestId;
    expect((await call(b, 'POST', `/api/friend-requests/${declined}/reject`)).statusCode).toBe(204);
    expect((await call(c, 'DELETE', `/api/friend-requests/${withdrawn}`)).statusCode).toBe(204);
    const requestNotices = async (user: TestUser) =>
      (
        (await call(user, 'GET', '/api/notifications')).json().notifications as {
          title: string;
          read: boolean;
        }[]
      ).filter((notice) => notice.title === 'New friend request');
    // Both requests to b were answered: their notifications are read.
    expect((await requestNotices(b)).map((notice) => notice.read)).toEqual([true, true]);
    // The request a sent to c is still waiting, and so is its notification.
    expect(waiting).toBeGreaterThan(0);
    expect((await requestNotices(c)).map((notice) => notice.read)).toEqual([false]);
  });

  it('goes pending, then rejected, and the same person may ask again only after the cool-down', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const sent = await ask(a, b);
    expect(
      (await call(b, 'POST', `/api/friend-requests/${sent.json().requestId}/reject`)).statusCode,
    ).toBe(204);
    expect(await friendIds(a)).toEqual([]);
    const again = await ask(a, b);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('REQUEST_COOLDOWN');
    await t.database.db
      .update(friendRequests)
      .set({ respondedAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(friendRequests.id, sent.json().requestId));
    expect((await ask(a, b)).statusCode).toBe(201);
    // The one who declined may ask themselves at any time: asking back accepts.
    const back = await ask(b, a);
    expect(back.json().status).toBe('accepted');
  });

  it('refuses oneself, duplicates, strangers answering, and unknown people', async () => {
    const [a, b, c] = await Promise.all([member(), member(), member()]);
    const self = await ask(a, a);
    expect([self.statusCode, self.json().error.code]).toEqual([400, 'SELF_REQUEST']);
    const sent = await ask(a, b);
    const twice = await ask(a, b);
    expect([twice.statusCode, twice.json().error.code]).toEqual([409, 'ALREADY_REQUESTED']);
    const id = sent.json().requestId;
    expect((await call(c, 'POST', `/api/friend-requests/${id}/accept`)).statusCode).toBe(403);
    expect((await call(a, 'POST', `/api/friend-requests/${id}/accept`)).statusCode).toBe(403);
    expect((await call(c, 'POST', `/api/friend-requests/${id}/reject`)).statusCode).toBe(403);
    expect((await call(c, 'DELETE', `/api/friend-requests/${id}`)).statusCode).toBe(403);
    expect((await call(b, 'POST', '/api/friend-requests/999999/accept')).statusCode).toBe(404);
    expect((await call(a, 'POST', '/api/friends/request', { userId: 999999 })).statusCode).toBe(
      404,
    );
    expect((await call(a, 'POST', '/api/friends/request', { userId: 'b' })).statusCode).toBe(400);
    await call(b, 'POST', `/api/friend-requests/${id}/accept`);
    const friendsAlready = await ask(b, a);
    expect([friendsAlready.statusCode, friendsAlready.json().error.code]).toEqual([
      409,
      'ALREADY_FRIENDS',
    ]);
    expect((await call(b, 'POST', `/api/friend-requests/${id}/accept`)).statusCode).toBe(404);
  });

  it('turns a request to someone who already asked into one friendship', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    await ask(a, b);
    const back = await ask(b, a);
    expect(back.json().status).toBe('accepted');
    expect(await friendIds(a)).toEqual([b.id]);
    expect(await incoming(a)).toHaveLength(0);
  });

  it('leaves exactly one friendship after 20 concurrent cross requests', async () => {
    const [a, b] = await Promise.all([member('cross'), member('cross')]);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? ask(a, b) : ask(b, a))),
    );
    expect(results.every((res) => [201, 409].includes(res.statusCode))).toBe(true);
    // Whatever is still pending is accepted by asking once more.
    if ((await friendIds(a)).length === 0) await ask(b, a);
    const [row] = await t.database.db
      .select({ n: count() })
      .from(friendships)
      .where(eq(friendships.userId, a.id));
    expect(row?.n).toBe(1);
    const live = await t.database.db
      .select()
      .from(friendRequests)
      .where(eq(friendRequests.requesterId, a.id));
    const reverse = await t.database.db
      .select()
      .from(friendRequests)
      .where(eq(friendRequests.requesterId, b.id));
    expect([...live, ...reverse].filter((r) => r.status !== 'rejected')).toHaveLength(1);
    expect(await friendIds(b)).toEqual([a.id]);
  });

  it('withdraws a sent request, and removes a friend from both sides', async () => {
    const [a, b, c] = await Promise.all([member(), member(), member()]);
    const sent = await ask(a, c);
    expect(
      (await call(a, 'DELETE', `/api/friend-requests/${sent.json().requestId}`)).statusCode,
    ).toBe(204);
    expect(await incoming(c)).toHaveLength(0);

    await befriend(t.app, a, b);
    const notFriends = await call(a, 'DELETE', `/api/friends/${c.id}`);
    expect([notFriends.statusCode, notFriends.json().error.code]).toEqual([404, 'NOT_FRIENDS']);
    expect((await call(b, 'DELETE', `/api/friends/${a.id}`)).statusCode).toBe(204);
    expect(await friendIds(a)).toEqual([]);
    expect(await friendIds(b)).toEqual([]);
    // And they may become friends again.
    await befriend(t.app, b, a);
  });

  it('stops requests and discovery both ways once one blocks the other', async () => {
    const [a, b] = await Promise.all([member('blocker'), member('blocked')]);
    await befriend(t.app, a, b);
    expect((await call(a, 'PUT', `/api/users/${b.username}/block`)).statusCode).toBe(204);
    expect(await friendIds(a)).toEqual([]);
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const res = await ask(from, to);
      expect([res.statusCode, res.json().error.code]).toEqual([403, 'BLOCKED']);
    }
    const found = await call(b, 'GET', `/api/users/search?q=${a.username.slice(0, 12)}`);
    expect(found.json().users.map((u: { id: number }) => u.id)).not.toContain(a.id);
    expect((await call(a, 'DELETE', `/api/users/${b.username}/block`)).statusCode).toBe(204);
    expect((await ask(b, a)).statusCode).toBe(201);
    expect((await call(a, 'PUT', `/api/users/${a.username}/block`)).statusCode).toBe(400);
  });
});

describe('discovering people', () => {
  it('counts mutual friends and suggests friends of friends, most shared first', async () => {
    const [me, x, y, z, w] = await Promise.all([
      member('me'),
      member('x'),
      member('y'),
      member('z'),
      member('w'),
    ]);
    await befriend(t.app, me, x);
    await befriend(t.app, me, y);
    await befriend(t.app, x, z);
    await befriend(t.app, y, z);
    await befriend(t.app, x, w);
    await befriend(t.app, x, y);
    const suggestions = (await call(me, 'GET', '/api/users/search')).json();
    expect(suggestions.kind).toBe('suggestions');
    expect(
      suggestions.users.map((u: { id: number; mutualFriends: number }) => [u.id, u.mutualFriends]),
    ).toEqual([
      [z.id, 2],
      [w.id, 1],
    ]);
    const friends = (await call(z, 'GET', '/api/friends')).json().friends as {
      id: number;
      mutualFriends: number;
    }[];
    expect(friends.find((f) => f.id === x.id)?.mutualFriends).toBe(1);
  });

  it('suggests and finds only members who can answer: no demonstration creator, no suspended member', async () => {
    const [me, pal, demo, gone, real] = await Promise.all([
      member('answerme'),
      member('answerpal'),
      member('answerdemo'),
      member('answergone'),
      member('answerreal'),
    ]);
    await befriend(t.app, me, pal);
    for (const other of [demo, gone, real]) await befriend(t.app, pal, other);
    await t.database.db
      .insert(creatorProfiles)
      .values({ userId: demo.id, category: 'music', isDemo: true });
    await t.database.db
      .update(users)
      .set({ suspendedAt: new Date(), suspensionReason: 'spam' })
      .where(eq(users.id, gone.id));

    const ids = async (path: string) =>
      ((await call(me, 'GET', path)).json().users as { id: number }[]).map((u) => u.id);
    expect(await ids('/api/users/search')).toEqual([real.id]);
    expect(await ids('/api/users/search?q=answer')).toEqual([real.id]);
  });

  it('searches usernames and display names from 3 characters, leaving out oneself and friends', async () => {
    const [me, friend] = await Promise.all([member('seeker'), member('seeker')]);
    const stranger = await member('strangerx');
    await t.database.db
      .update(users)
      .set({ displayName: 'Lumen Vera', firstName: 'Vera', lastName: 'Lumen' })
      .where(eq(users.id, stranger.id));
    await befriend(t.app, me, friend);
    const byName = (await call(me, 'GET', '/api/users/search?q=lum')).json();
    expect(byName.kind).toBe('search');
    expect(byName.users.map((u: { id: number }) => u.id)).toContain(stranger.id);
    expect(byName.users[0]).toMatchObject({
      displayName: 'Lumen Vera',
      firstName: null,
      lastName: null,
      relation: 'none',
    });
    const bySeeker = (await call(me, 'GET', '/api/users/search?q=SEEKER')).json();
    const ids = bySeeker.users.map((u: { id: number }) => u.id);
    expect(ids).not.toContain(me.id);
    expect(ids).not.toContain(friend.id);
    await ask(me, stranger);
    const after = (await call(me, 'GET', '/api/users/search?q=lumen')).json();
    expect(after.users[0]).toMatchObject({ id: stranger.id, relation: 'request-sent' });
    for (const q of ['ab', '%25%25', 'a'.repeat(61)]) {
      expect((await call(me, 'GET', `/api/users/search?q=${q}`)).statusCode, q).toBe(
        q === '%25%25' ? 400 : 400,
      );
    }
    expect((await call(me, 'GET', '/api/users/search?q=%25%25%25')).json().users).toEqual([]);
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { follows } from '../../db/schema/index.js';
import { callsTo, createUser, type TestUser } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';

const t = setUpTestApp({ users: { creator: { prefix: 'dash', isCreator: true } } });
let fans: TestUser[];

beforeAll(async () => {
  fans = await Promise.all([1, 2, 3].map(() => createUser(t.app, t.database, { prefix: 'dfan' })));
});

const call = callsTo(t);

describe('dashboard figures and activity', () => {
  it('counts what a creator received in 30 days and what a fan gave', async () => {
    const empty = await call(t.users.creator, 'GET', '/api/stats/dashboard');
    expect(empty.json()).toMatchObject({ role: 'creator', followers: 0, posts: 0 });

    const posts = [];
    for (const title of ['One', 'Two']) {
      posts.push(
        (await call(t.users.creator, 'POST', '/api/posts', { title, content: 'x' })).json(),
      );
    }
    const [a, b, c] = fans as [TestUser, TestUser, TestUser];
    for (const fan of fans)
      await call(fan, 'PUT', `/api/creators/${t.users.creator.username}/follow`);
    await call(a, 'PUT', `/api/posts/${posts[0].id}/like`);
    await call(a, 'PUT', `/api/posts/${posts[1].id}/like`);
    await call(b, 'PUT', `/api/posts/${posts[0].id}/like`);
    await call(a, 'POST', `/api/posts/${posts[0].id}/comments`, { body: 'Nice' });
    // The creator's own like and comment are not "received".
    await call(t.users.creator, 'PUT', `/api/posts/${posts[0].id}/like`);
    await call(t.users.creator, 'POST', `/api/posts/${posts[0].id}/comments`, { body: 'Thanks' });
    // One fan followed long ago: still a fan, not gained this month.
    await t.database.db
      .update(follows)
      .set({ createdAt: new Date(Date.now() - 45 * 24 * 60 * 60 * 1000) })
      .where(eq(follows.followerId, c.id));

    const stats = await call(t.users.creator, 'GET', '/api/stats/dashboard');
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toEqual({
      role: 'creator',
      followers: 3,
      followersGained30d: 2,
      posts: 2,
      likesReceived30d: 3,
      commentsReceived30d: 1,
      following: 0,
      likesGiven: 1,
      commentsGiven: 1,
    });
    const fanStats = await call(a, 'GET', '/api/stats/dashboard');
    expect(fanStats.json()).toMatchObject({
      role: 'fan',
      following: 1,
      likesGiven: 2,
      commentsGiven: 1,
      followers: 0,
    });
  });

  it('lists fans’ actions for a creator, newest first, and a fan’s own actions for a fan', async () => {
    const received = await call(t.users.creator, 'GET', '/api/activity');
    expect(received.json().direction).toBe('received');
    const items = received.json().items as { kind: string; actor: { username: string } }[];
    expect(items.map((item) => item.kind).sort()).toEqual(
      ['comment', 'follow', 'follow', 'follow', 'like', 'like', 'like'].sort(),
    );
    expect(items.every((item) => item.actor.username !== t.users.creator.username)).toBe(true);
    expect(items[0]?.kind).toBe('comment');

    const given = await call(fans[0] as TestUser, 'GET', '/api/activity');
    expect(given.json().direction).toBe('given');
    expect(given.json().items[0]).toMatchObject({
      kind: 'comment',
      creator: { username: t.users.creator.username },
      post: { title: 'One' },
    });
  });

  it('is for signed-in members only', async () => {
    for (const url of ['/api/stats/dashboard', '/api/activity']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });
});

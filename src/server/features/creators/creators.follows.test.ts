import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index.js';
import { bearer, callAs, createUser, type TestUser } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';

const t = setUpTestApp({ users: { creator: { prefix: 'followed', isCreator: true } } });

const follow = (user: TestUser, username: string, method: 'PUT' | 'DELETE' = 'PUT') =>
  t.app.inject({
    method,
    url: `/api/creators/${username}/follow`,
    headers: bearer(user.token),
  });

async function counts(id: number) {
  const [row] = await t.database.db
    .select({ followers: users.followerCount, following: users.followingCount })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

describe('follows', () => {
  it('follows once however often asked, notifies the creator once, and unfollows', async () => {
    const fan = await createUser(t.app, t.database, { prefix: 'fan' });
    const first = await follow(fan, t.users.creator.username);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ following: true, followerCount: 1 });
    expect((await follow(fan, t.users.creator.username)).json()).toEqual({
      following: true,
      followerCount: 1,
    });
    const me = await callAs(t.app, fan, 'GET', '/api/auth/user');
    expect(me.json()).toMatchObject({ following: 1, followers: 0 });
    const page = await callAs(t.app, fan, 'GET', `/api/creators/${t.users.creator.username}`);
    expect(page.json()).toMatchObject({ followedByMe: true, followerCount: 1 });

    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, t.users.creator.id), eq(notifications.title, 'New fan')));
    expect(notes).toHaveLength(1);
    expect(notes[0]?.body).toContain(`@${fan.username}`);

    const gone = await follow(fan, t.users.creator.username, 'DELETE');
    expect(gone.json()).toEqual({ following: false, followerCount: 0 });
    expect((await follow(fan, t.users.creator.username, 'DELETE')).statusCode).toBe(200);
    expect(await counts(fan.id)).toEqual({ followers: 0, following: 0 });
  });

  it('keeps the counts right under 50 concurrent follows and unfollows', async () => {
    const target = await createUser(t.app, t.database, { prefix: 'popular', isCreator: true });
    const fans = await Promise.all(
      Array.from({ length: 50 }, () => createUser(t.app, t.database, { prefix: 'crowd' })),
    );
    const results = await Promise.all(fans.map((fan) => follow(fan, target.username)));
    expect(results.every((res) => res.statusCode === 200)).toBe(true);
    expect((await counts(target.id))?.followers).toBe(50);
    for (const fan of fans.slice(0, 3)) expect((await counts(fan.id))?.following).toBe(1);

    // Half leave while the others press follow again: still one follow each.
    await Promise.all(
      fans.map((fan, i) => follow(fan, target.username, i % 2 === 0 ? 'DELETE' : 'PUT')),
    );
    expect((await counts(target.id))?.followers).toBe(25);
  });

  it('takes a deleted account’s follows off the counts', async () => {
    const target = await createUser(t.app, t.database, { prefix: 'leftby', isCreator: true });
    const leaver = await createUser(t.app, t.database, { prefix: 'leaver' });
    await follow(leaver, target.username);
    expect((await counts(target.id))?.followers).toBe(1);
    const deleted = await callAs(t.app, leaver, 'DELETE', '/api/account', {
      password: leaver.password,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await counts(target.id))?.followers).toBe(0);
  });

  it('refuses following oneself, members who are not creators, nobody, and signed-out callers', async () => {
    const fan = await createUser(t.app, t.database, { prefix: 'picky' });
    const self = await follow(t.users.creator, t.users.creator.username);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.code).toBe('SELF_FOLLOW');
    expect((await follow(t.users.creator, fan.username)).statusCode).toBe(404);
    expect((await follow(fan, 'no_such_creator')).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/creators/${t.users.creator.username}/follow`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

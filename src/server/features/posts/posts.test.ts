import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.js';
import { bearer, createUser, type TestUser } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';

const t = setUpTestApp({
  users: {
    creator: { prefix: 'poster', isCreator: true },
    fan: { prefix: 'reader' },
    admin: { prefix: 'boss', isAdmin: true },
  },
});

const SECRET = 'the-subscribers-only-chord-sheet-7f3a';

const as = (user: TestUser | null) => (user ? bearer(user.token) : {});

async function publish(user: TestUser, payload: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: as(user),
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

/** The notifications titled `title` that the creator of this file's posts has had. */
const creatorNotices = (title: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, t.users.creator.id), eq(notifications.title, title)));

describe('posts', () => {
  it('lets creators publish and refuses members who are not creators', async () => {
    const post = await publish(t.users.creator, {
      title: 'First light',
      content: 'Hello\n\nworld',
    });
    expect(post).toMatchObject({ title: 'First light', visibility: 'public', locked: false });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: as(t.users.fan),
      payload: { title: 'Nope', content: 'Not a creator' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('answers bad posts with 400 and the field', async () => {
    for (const payload of [
      {},
      { title: '', content: 'x' },
      { title: 'x', content: '   ' },
      { title: 'x'.repeat(141), content: 'x' },
      { title: 'x', content: 'x'.repeat(20_001) },
      { title: 'x', content: 'x', visibility: 'friends' },
      { title: 'x', content: 'x', teaser: 'x'.repeat(281) },
      { title: 'x\u0000', content: 'x' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: as(t.users.creator),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('never sends a subscribers-only body to a caller who may not read it', async () => {
    const post = await publish(t.users.creator, {
      title: 'Patch notes',
      content: `Here it is: ${SECRET}`,
      visibility: 'subscribers',
      teaser: 'How I made the lead sound',
    });
    const follow = await t.app.inject({
      method: 'PUT',
      url: `/api/creators/${t.users.creator.username}/follow`,
      headers: as(t.users.fan),
    });
    expect(follow.statusCode).toBe(200);

    const everywhere = [
      `/api/creators/${t.users.creator.username}/posts`,
      `/api/posts/${post.id}`,
      '/api/posts/latest',
      `/api/creators/${t.users.creator.username}`,
      `/api/creators/search?q=${t.users.creator.username}`,
      '/api/creators/featured',
      `/api/posts/${post.id}/comments`,
    ];
    for (const caller of [null, t.users.fan]) {
      for (const url of everywhere) {
        const res = await t.app.inject({ url, headers: as(caller) });
        expect(res.body, url).not.toContain(SECRET);
      }
    }
    const locked = await t.app.inject({ url: `/api/posts/${post.id}`, headers: as(t.users.fan) });
    expect(locked.json()).toMatchObject({
      locked: true,
      content: null,
      teaser: 'How I made the lead sound',
      title: 'Patch notes',
    });
    const latest = await t.app.inject({ url: '/api/posts/latest', headers: as(t.users.fan) });
    expect(latest.json().source).toBe('following');
    expect(latest.json().posts[0]).toMatchObject({ id: post.id, locked: true, content: null });

    for (const reader of [t.users.creator, t.users.admin]) {
      const res = await t.app.inject({ url: `/api/posts/${post.id}`, headers: as(reader) });
      expect(res.json()).toMatchObject({ locked: false, content: `Here it is: ${SECRET}` });
    }

    // Nor can the body be reached through likes or comments.
    for (const [method, url, payload] of [
      ['PUT', `/api/posts/${post.id}/like`, undefined],
      ['POST', `/api/posts/${post.id}/comments`, { body: 'Let me in' }],
      ['GET', `/api/posts/${post.id}/comments`, undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: as(t.users.fan), payload });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe('POST_LOCKED');
    }
  });

  it('lets only the creator or an administrator edit or delete a post', async () => {
    const post = await publish(t.users.creator, { title: 'Draft', content: 'Rough mix' });
    const patch = (user: TestUser, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/posts/${post.id}`, headers: as(user), payload });
    const other = await createUser(t.app, t.database, { prefix: 'rival', isCreator: true });
    const refused = await patch(other, { title: 'Mine' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('NOT_YOUR_POST');
    expect((await patch(t.users.fan, { title: 'Mine' })).statusCode).toBe(403);
    const edited = await patch(t.users.creator, { title: 'Final mix', visibility: 'subscribers' });
    expect(edited.json()).toMatchObject({
      title: 'Final mix',
      visibility: 'subscribers',
      canEdit: true,
    });
    expect((await patch(t.users.admin, { content: 'Moderated' })).statusCode).toBe(200);
    expect((await patch(t.users.creator, {})).statusCode).toBe(400);

    const del = (user: TestUser) =>
      t.app.inject({ method: 'DELETE', url: `/api/posts/${post.id}`, headers: as(user) });
    expect((await del(other)).statusCode).toBe(403);
    expect((await del(t.users.creator)).statusCode).toBe(204);
    expect((await del(t.users.creator)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/posts/${post.id}` })).statusCode).toBe(404);
  });

  it('counts one like per member however often they press it, and notifies the creator', async () => {
    const post = await publish(t.users.creator, { title: 'Like me', content: 'Please' });
    const like = (user: TestUser, method: 'PUT' | 'DELETE' = 'PUT') =>
      t.app.inject({ method, url: `/api/posts/${post.id}/like`, headers: as(user) });
    const presses = await Promise.all([like(t.users.fan), like(t.users.fan), like(t.users.fan)]);
    expect(presses.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect((await like(t.users.fan)).json()).toEqual({ liked: true, likeCount: 1 });
    expect((await like(t.users.admin)).json()).toEqual({ liked: true, likeCount: 2 });
    const seen = await t.app.inject({ url: `/api/posts/${post.id}`, headers: as(t.users.fan) });
    expect(seen.json()).toMatchObject({ likedByMe: true, likeCount: 2 });
    expect((await like(t.users.fan, 'DELETE')).json()).toEqual({ liked: false, likeCount: 1 });
    const notes = await creatorNotices('New like');
    expect(notes).toHaveLength(2);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/posts/999999/like',
          headers: as(t.users.fan),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps comments in order with a real count, and lets the right people delete them', async () => {
    const post = await publish(t.users.creator, { title: 'Talk to me', content: 'Comments open' });
    const comment = async (user: TestUser, body: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/posts/${post.id}/comments`,
        headers: as(user),
        payload: { body },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: number; canDelete: boolean };
    };
    const first = await comment(t.users.fan, 'Love this');
    await comment(t.users.creator, 'Thanks!');
    for (let i = 0; i < 21; i++) await comment(t.users.fan, `Again ${i}`);
    const page1 = await t.app.inject({ url: `/api/posts/${post.id}/comments` });
    expect(page1.json().comments).toHaveLength(20);
    expect(page1.json().commentCount).toBe(23);
    expect(page1.json().comments[0]).toMatchObject({ body: 'Love this', canDelete: false });
    const page2 = await t.app.inject({
      url: `/api/posts/${post.id}/comments?cursor=${page1.json().nextCursor}`,
    });
    expect(page2.json().comments.map((c: { body: string }) => c.body)).toEqual([
      'Again 18',
      'Again 19',
      'Again 20',
    ]);
    expect(page2.json().nextCursor).toBeNull();

    const stranger = await createUser(t.app, t.database, { prefix: 'stranger' });
    const remove = (user: TestUser) =>
      t.app.inject({ method: 'DELETE', url: `/api/comments/${first.id}`, headers: as(user) });
    expect((await remove(stranger)).statusCode).toBe(403);
    expect((await remove(t.users.creator)).statusCode).toBe(204);
    expect((await remove(t.users.creator)).statusCode).toBe(404);
    const after = await t.app.inject({ url: `/api/posts/${post.id}` });
    expect(after.json().commentCount).toBe(22);

    for (const body of ['', '   ', 'x'.repeat(2001)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/posts/${post.id}/comments`,
        headers: as(t.users.fan),
        payload: { body },
      });
      expect(res.statusCode).toBe(400);
    }
    const notes = await creatorNotices('New comment');
    expect(notes).toHaveLength(22);
  });

  it('pages a creator’s posts newest first', async () => {
    const busy = await createUser(t.app, t.database, { prefix: 'busy', isCreator: true });
    for (let i = 0; i < 12; i++) await publish(busy, { title: `Post ${i}`, content: 'x' });
    const first = await t.app.inject({ url: `/api/creators/${busy.username}/posts` });
    expect(
      first
        .json()
        .posts.map((p: { title: string }) => p.title)
        .slice(0, 2),
    ).toEqual(['Post 11', 'Post 10']);
    const second = await t.app.inject({
      url: `/api/creators/${busy.username}/posts?cursor=${first.json().nextCursor}`,
    });
    expect(second.json().posts.map((p: { title: string }) => p.title)).toEqual([
      'Post 1',
      'Post 0',
    ]);
    expect(second.json().nextCursor).toBeNull();
    const mine = await t.app.inject({ url: '/api/posts/my', headers: as(busy) });
    expect(mine.json().posts).toHaveLength(10);
    expect((await t.app.inject({ url: '/api/creators/nobody_at_all/posts' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/creators/${busy.username}/posts?cursor=abc` })).statusCode,
    ).toBe(400);
  });
});

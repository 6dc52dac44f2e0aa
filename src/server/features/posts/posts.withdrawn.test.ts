import { describe, expect, it } from 'vitest';
import { callsTo, createUser, type TestUser } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';

const t = setUpTestApp({
  users: { admin: { prefix: 'wd_admin', isAdmin: true }, reader: { prefix: 'wd_reader' } },
});

const call = callsTo(t);

async function publishAs(creator: TestUser, title: string) {
  const res = await call(creator, 'POST', '/api/posts', { title, content: `${title} body` });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

/** Every per-post route as `user` sees it: status codes by route. */
async function statuses(user: TestUser | null, id: number) {
  return {
    read: (await call(user, 'GET', `/api/posts/${id}`)).statusCode,
    comments: (await call(user, 'GET', `/api/posts/${id}/comments`)).statusCode,
    ...(user
      ? {
          like: (await call(user, 'PUT', `/api/posts/${id}/like`)).statusCode,
          unlike: (await call(user, 'DELETE', `/api/posts/${id}/like`)).statusCode,
          comment: (await call(user, 'POST', `/api/posts/${id}/comments`, { body: 'Hello' }))
            .statusCode,
        }
      : {}),
  };
}

const everywhere = (status: number, signedIn = true) => ({
  read: status,
  comments: status,
  ...(signedIn ? { like: status, unlike: status, comment: status === 200 ? 201 : status } : {}),
});

describe('posts readers cannot see', () => {
  it('answers 404 for a suspended creator’s post to members and visitors, and 200 to an admin', async () => {
    const creator = await createUser(t.app, t.database, { prefix: 'wd_susp', isCreator: true });
    const id = await publishAs(creator, 'Before the fall');
    expect(await statuses(t.users.reader, id)).toEqual(everywhere(200));

    const suspended = await call(t.users.admin, 'POST', `/api/admin/users/${creator.id}/suspend`, {
      reason: 'spam',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);

    expect(await statuses(t.users.reader, id)).toEqual(everywhere(404));
    expect(await statuses(null, id)).toEqual(everywhere(404, false));
    const answer = await call(t.users.reader, 'GET', `/api/posts/${id}`);
    expect(answer.json().error.code).toBe('NOT_FOUND');
    expect(answer.body).not.toContain('Before the fall');
    expect(
      (await call(t.users.reader, 'PATCH', `/api/posts/${id}`, { title: 'x' })).statusCode,
    ).toBe(404);
    expect((await call(t.users.reader, 'DELETE', `/api/posts/${id}`)).statusCode).toBe(404);

    expect(await statuses(t.users.admin, id)).toEqual(everywhere(200));

    // Restored: the post is there for everyone again.
    await call(t.users.admin, 'POST', `/api/admin/users/${creator.id}/restore`);
    expect(await statuses(t.users.reader, id)).toEqual(everywhere(200));
  });

  it('answers 404 for a post moderation hid, except to its creator and admins', async () => {
    const creator = await createUser(t.app, t.database, { prefix: 'wd_hidden', isCreator: true });
    const id = await publishAs(creator, 'Reported post');
    const filed = await call(t.users.reader, 'POST', '/api/reports', {
      targetType: 'post',
      targetId: id,
      reason: 'This is spam',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const hidden = await call(
      t.users.admin,
      'POST',
      `/api/admin/reports/${filed.json().id}/resolve`,
      {
        action: 'hide',
        note: 'Hidden',
      },
    );
    expect(hidden.statusCode, hidden.body).toBe(200);

    expect(await statuses(t.users.reader, id)).toEqual(everywhere(404));
    expect((await call(creator, 'GET', `/api/posts/${id}`)).statusCode).toBe(200);
    expect((await call(t.users.admin, 'GET', `/api/posts/${id}`)).statusCode).toBe(200);
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callsTo, createUser, type TestUser } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { rowsOf } from '../../testing/sql-rows.js';

const t = setUpTestApp({
  users: {
    admin: { prefix: 'rp_admin', isAdmin: true },
    creator: { prefix: 'rp_creator', isCreator: true },
    reader: { prefix: 'rp_reader' },
  },
});

const call = callsTo(t);

async function publish(title: string) {
  const res = await call(t.users.creator, 'POST', '/api/posts', {
    title,
    content: `${title} body`,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

const report = (user: TestUser, targetType: string, targetId: number, reason = 'This is spam') =>
  call(user, 'POST', '/api/reports', { targetType, targetId, reason });

const resolve = (id: number, action: string, note = 'Checked') =>
  call(t.users.admin, 'POST', `/api/admin/reports/${id}/resolve`, { action, note });

const creatorPosts = async () =>
  JSON.stringify(
    (await call(t.users.reader, 'GET', `/api/creators/${t.users.creator.username}/posts`)).json(),
  );

describe('reports', () => {
  it('a member reports a post; an admin hides it with a note; it leaves the open queue and the audit log says so', async () => {
    const postId = await publish('Offending post');
    const filed = await report(t.users.reader, 'post', postId);
    expect(filed.statusCode, filed.body).toBe(201);

    const open = (await call(t.users.admin, 'GET', '/api/admin/reports')).json().reports;
    const mine = open.find((r: { id: number }) => r.id === filed.json().id);
    expect(mine).toMatchObject({
      targetType: 'post',
      targetId: postId,
      excerpt: 'Offending post: Offending post body',
      author: { id: t.users.creator.id, username: t.users.creator.username },
      reporter: { id: t.users.reader.id, username: t.users.reader.username },
      reason: 'This is spam',
      status: 'open',
      link: `/creator/${t.users.creator.username}`,
    });

    const resolved = await resolve(filed.json().id, 'hide', 'Hidden: spam');
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({
      status: 'resolved',
      action: 'hide',
      resolutionNote: 'Hidden: spam',
      resolvedBy: t.users.admin.username,
    });
    expect(await creatorPosts()).not.toContain('Offending post');
    // The author still sees it in their own list.
    expect(JSON.stringify((await call(t.users.creator, 'GET', '/api/posts/my')).json())).toContain(
      'Offending post',
    );

    const stillOpen = (await call(t.users.admin, 'GET', '/api/admin/reports')).json().reports;
    expect(stillOpen.map((r: { id: number }) => r.id)).not.toContain(filed.json().id);
    const done = (await call(t.users.admin, 'GET', '/api/admin/reports?status=resolved')).json()
      .reports;
    expect(done.map((r: { id: number }) => r.id)).toContain(filed.json().id);
    const audit = (await call(t.users.admin, 'GET', '/api/admin/audit')).json().entries[0];
    expect(audit).toMatchObject({
      action: 'report.hide',
      note: 'Hidden: spam',
      targetType: 'post',
      targetId: String(postId),
    });

    const twice = await resolve(filed.json().id, 'dismiss');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('ALREADY_RESOLVED');
  });

  it('removes a post, warns an author, and removes a chat message', async () => {
    const postId = await publish('Remove me');
    const removed = await resolve(
      (await report(t.users.reader, 'post', postId)).json().id,
      'remove',
    );
    expect(removed.statusCode).toBe(200);
    const [gone] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from posts where id = ${postId}`,
    );
    expect(gone?.n).toBe(0);

    const warned = await resolve(
      (await report(t.users.reader, 'profile', t.users.creator.id, 'Rude bio text')).json().id,
      'warn',
      'Please keep it civil',
    );
    expect(warned.statusCode).toBe(200);
    const notices = (await call(t.users.creator, 'GET', '/api/notifications')).json();
    expect(JSON.stringify(notices)).toContain('Please keep it civil');

    const [message] = await rowsOf<{ id: number }>(
      t.database.db,
      sql`insert into chat_messages (type, username, user_id, message)
        values ('user', ${t.users.creator.username}, ${t.users.creator.id}, 'rude words') returning id`,
    );
    const chatReport = await report(t.users.reader, 'chat_message', message?.id ?? 0);
    expect(chatReport.json().id).toBeGreaterThan(0);
    expect((await resolve(chatReport.json().id, 'remove')).statusCode).toBe(200);
    const [deleted] = await rowsOf<{ deleted: boolean }>(
      t.database.db,
      sql`select deleted_at is not null as deleted from chat_messages where id = ${message?.id}`,
    );
    expect(deleted?.deleted).toBe(true);
  });

  it('suspends the author of a reported post', async () => {
    const author = await createUser(t.app, t.database, { prefix: 'rp_author', isCreator: true });
    const res = await call(author, 'POST', '/api/posts', { title: 'Scam', content: 'Send money' });
    const filed = await report(t.users.reader, 'post', res.json().id, 'A scam post');
    const resolved = await resolve(filed.json().id, 'suspend', 'Scam');
    expect(resolved.statusCode).toBe(200);
    expect((await call(author, 'GET', '/api/auth/user')).statusCode).toBe(401);
    const actions = (await call(t.users.admin, 'GET', '/api/admin/audit'))
      .json()
      .entries.map((e: { action: string }) => e.action);
    expect(actions.slice(0, 2)).toEqual(['report.suspend', 'member.suspend']);
  });

  it('refuses bad reports: unknown target, own content, twice while open, a short reason, an action the target cannot take', async () => {
    const postId = await publish('Reported twice');
    expect((await report(t.users.reader, 'post', 999_999)).statusCode).toBe(404);
    const own = await report(t.users.creator, 'post', postId);
    expect(own.statusCode).toBe(400);
    expect(own.json().error.code).toBe('SELF_REPORT');
    expect((await report(t.users.reader, 'post', postId)).statusCode).toBe(201);
    const again = await report(t.users.reader, 'post', postId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'ALREADY_REPORTED',
      message: 'You have already reported this.',
    });
    expect((await report(t.users.reader, 'post', postId, 'bad')).statusCode).toBe(400);
    expect((await report(t.users.reader, 'planet', 1)).statusCode).toBe(400);
    expect(
      (
        await call(null, 'POST', '/api/reports', {
          targetType: 'post',
          targetId: postId,
          reason: 'Signed out',
        })
      ).statusCode,
    ).toBe(401);

    const profile = await report(t.users.reader, 'profile', t.users.creator.id, 'Fake profile');
    const hide = await resolve(profile.json().id, 'hide');
    expect(hide.statusCode).toBe(400);
    const noNote = await resolve(profile.json().id, 'dismiss', '');
    expect(noNote.statusCode).toBe(400);
    expect((await resolve(profile.json().id, 'dismiss')).statusCode).toBe(200);
    expect((await call(t.users.reader, 'GET', '/api/admin/reports')).statusCode).toBe(403);
  });
});

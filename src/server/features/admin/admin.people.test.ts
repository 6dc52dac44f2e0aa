import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callsTo, createUser, signIn, type TestUser } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { rowsOf } from '../../testing/sql-rows.js';

const t = setUpTestApp({ users: { admin: { prefix: 'pp_admin', isAdmin: true } } });

const call = callsTo(t);

/** Only this test file's administrators count: the others are demoted first. */
async function onlyAdmin(user: TestUser) {
  await t.database.db.execute(sql`update users set is_admin = (id = ${user.id})`);
}

describe('people', () => {
  it('finds members by the start of their username, name or e-mail, and pages through them', async () => {
    const found = await createUser(t.app, t.database, { prefix: 'pp_findme' });
    const res = await call(
      t.users.admin,
      'GET',
      `/api/admin/users?q=${found.username.slice(0, 12).toUpperCase()}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().members.map((m: { id: number }) => m.id)).toContain(found.id);
    expect(res.json().members[0]).toHaveProperty('email');
    const wildcard = await call(t.users.admin, 'GET', '/api/admin/users?q=%25');
    expect(wildcard.json().members).toEqual([]);
    const all = await call(t.users.admin, 'GET', '/api/admin/users');
    expect(all.json().members[0].username).toBe(found.username);
  });

  it('grants and revokes the DJ, creator and admin roles, each in the audit log', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'pp_roles' });
    const granted = await call(t.users.admin, 'PUT', `/api/admin/users/${member.id}/roles`, {
      isDj: true,
      isCreator: true,
      isAdmin: true,
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({ isDj: true, isCreator: true, isAdmin: true });
    // A creator now: their page exists.
    expect((await call(null, 'GET', `/api/creators/${member.username}`)).statusCode).toBe(200);
    const revoked = await call(t.users.admin, 'PUT', `/api/admin/users/${member.id}/roles`, {
      isCreator: false,
      isAdmin: false,
    });
    expect(revoked.json()).toMatchObject({ isDj: true, isCreator: false, isAdmin: false });
    expect((await call(null, 'GET', `/api/creators/${member.username}`)).statusCode).toBe(404);
    const audit = (await call(t.users.admin, 'GET', '/api/admin/audit')).json().entries;
    expect(audit[0]).toMatchObject({ action: 'member.roles', after: { roles: ['isDj'] } });
    expect(audit[1]).toMatchObject({
      action: 'member.roles',
      after: { roles: ['isDj', 'isCreator', 'isAdmin'] },
    });
  });

  it('never removes the last administrator, even when two demote each other at once', async () => {
    await onlyAdmin(t.users.admin);
    const self = await call(t.users.admin, 'PUT', `/api/admin/users/${t.users.admin.id}/roles`, {
      isAdmin: false,
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.code).toBe('LAST_ADMIN');

    const second = await createUser(t.app, t.database, { prefix: 'pp_second', isAdmin: true });
    const [a, b] = await Promise.all([
      call(t.users.admin, 'PUT', `/api/admin/users/${second.id}/roles`, { isAdmin: false }),
      call(second, 'PUT', `/api/admin/users/${t.users.admin.id}/roles`, { isAdmin: false }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [row] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from users where is_admin`,
    );
    expect(row?.n).toBe(1);
    // Whoever is left stays the administrator of this file's remaining tests.
    const [left] = await rowsOf<{ id: number }>(
      t.database.db,
      sql`select id from users where is_admin`,
    );
    if (left?.id !== t.users.admin.id)
      await t.database.db.execute(sql`update users set is_admin = (id = ${t.users.admin.id})`);
  });

  it('refuses to suspend oneself, so the administrator acting always remains', async () => {
    const self = await call(t.users.admin, 'POST', `/api/admin/users/${t.users.admin.id}/suspend`, {
      reason: 'x',
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.code).toBe('SELF_SUSPEND');
    const bad = await call(
      t.users.admin,
      'POST',
      `/api/admin/users/${t.users.admin.id + 100000}/suspend`,
      {
        reason: 'x',
      },
    );
    expect(bad.statusCode).toBe(404);
    const empty = await call(
      t.users.admin,
      'POST',
      `/api/admin/users/${t.users.admin.id}/suspend`,
      {
        reason: '  ',
      },
    );
    expect(empty.statusCode).toBe(400);
  });

  it('keeps a reason with broken text (a lone surrogate) in the audit log instead of failing', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'pp_broken' });
    const res = await call(t.users.admin, 'POST', `/api/admin/users/${member.id}/suspend`, {
      reason: 'bad \ud800 text',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (await call(t.users.admin, 'GET', '/api/admin/audit')).json().entries;
    expect(entry).toMatchObject({ action: 'member.suspend', after: { reason: 'bad \ufffd text' } });
    await call(t.users.admin, 'POST', `/api/admin/users/${member.id}/restore`);
  });
});

describe('suspension', () => {
  it('ends the sessions, refuses sign-in with the reason, hides the content, and is undone by restoring', async () => {
    const creator = await createUser(t.app, t.database, { prefix: 'pp_bad', isCreator: true });
    const fan = await createUser(t.app, t.database, { prefix: 'pp_fan' });
    const post = await call(creator, 'POST', '/api/posts', {
      title: 'Loud',
      content: 'Very loud post',
    });
    expect(post.statusCode).toBe(201);
    expect((await call(fan, 'PUT', `/api/creators/${creator.username}/follow`)).statusCode).toBe(
      200,
    );

    const suspended = await call(t.users.admin, 'POST', `/api/admin/users/${creator.id}/suspend`, {
      reason: 'Spam in the chat',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({
      suspended: true,
      suspensionReason: 'Spam in the chat',
    });

    // Signed out everywhere: the old token is refused.
    expect((await call(creator, 'GET', '/api/auth/user')).statusCode).toBe(401);
    const login = await signIn(t.app, creator.username, creator.password);
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
    expect(login.json().error.message).toContain('Reason: Spam in the chat');
    // A wrong password learns nothing of the suspension.
    const guess = await signIn(t.app, creator.username, 'Wrong-Password-123');
    expect(guess.statusCode).toBe(401);

    // Content hidden: page, search, posts and the feed (chat history: the chat's own tests).
    expect((await call(null, 'GET', `/api/creators/${creator.username}`)).statusCode).toBe(404);
    const search = await call(null, 'GET', `/api/creators/search?q=${creator.username}`);
    expect(search.json().creators).toEqual([]);
    const feed = await call(fan, 'GET', '/api/posts/latest');
    expect(JSON.stringify(feed.json())).not.toContain('Very loud post');

    const restored = await call(t.users.admin, 'POST', `/api/admin/users/${creator.id}/restore`);
    expect(restored.json().suspended).toBe(false);
    expect((await call(null, 'GET', `/api/creators/${creator.username}`)).statusCode).toBe(200);
    const again = await signIn(t.app, creator.username, creator.password);
    expect(again.statusCode).toBe(200);
    const actions = (await call(t.users.admin, 'GET', '/api/admin/audit'))
      .json()
      .entries.map((e: { action: string }) => e.action);
    expect(actions.slice(0, 2)).toEqual(['member.restore', 'member.suspend']);
  });
});

import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../shared/contracts/errors.js';
import { bearer, callAs, createUser, signIn } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';

const t = setUpTestApp({ users: { other: { prefix: 'other', isCreator: true } } });

describe('settings', () => {
  it('changes the password after checking the current one, and signs out other sessions', async () => {
    const user = await createUser(t.app, t.database, { prefix: 'pw' });
    const second = await signIn(t.app, user.username, user.password);
    const otherToken = second.json().token;

    const wrong = await callAs(t.app, user, 'PUT', '/api/account/password', {
      currentPassword: 'not-it-at-all',
      newPassword: 'brand-new-skyline-9',
    });
    expect(wrong.statusCode).toBe(400);
    expect(apiErrorSchema.parse(wrong.json()).error.fields?.[0]?.field).toBe('currentPassword');

    const common = await callAs(t.app, user, 'PUT', '/api/account/password', {
      currentPassword: user.password,
      newPassword: 'password123',
    });
    expect(common.statusCode).toBe(400);

    const ok = await callAs(t.app, user, 'PUT', '/api/account/password', {
      currentPassword: user.password,
      newPassword: 'brand-new-skyline-9',
    });
    expect(ok.statusCode).toBe(204);
    expect((await callAs(t.app, user, 'GET', '/api/auth/user')).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(otherToken) }))
        .statusCode,
    ).toBe(401);
    const relogin = await signIn(t.app, user.username, 'brand-new-skyline-9');
    expect(relogin.statusCode).toBe(200);
  });

  it('changes the e-mail, refusing one that is taken', async () => {
    const user = await createUser(t.app, t.database, { prefix: 'mail' });
    const taken = await callAs(t.app, user, 'PUT', '/api/account/email', {
      email: t.users.other.email.toUpperCase(),
      currentPassword: user.password,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).not.toContain(t.users.other.email);
    const ok = await callAs(t.app, user, 'PUT', '/api/account/email', {
      email: 'New.Address@Example.test',
      currentPassword: user.password,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe('new.address@example.test');
  });

  it('deletes the account only with the right password, and everything goes with it', async () => {
    const user = await createUser(t.app, t.database, { prefix: 'bye' });
    const wrong = await callAs(t.app, user, 'DELETE', '/api/account', {
      password: 'nope-nope-nope',
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await callAs(t.app, user, 'DELETE', '/api/account', { password: user.password });
    expect(ok.statusCode).toBe(204);
    expect((await callAs(t.app, user, 'GET', '/api/auth/user')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/${user.username}` })).statusCode,
    ).toBe(404);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: user.username, email: user.email, password: 'fresh-start-again' },
    });
    expect(again.statusCode).toBe(201);
  });
});

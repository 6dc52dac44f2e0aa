import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appMeta, sessions, users } from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';
import { callAs, createUser, signIn } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { createTestApp } from '../../testing/test-app.js';
import { DEVICE_KEY_NAME } from './device-cookies.js';

const t = setUpTestApp();

const login = (username: string, password: string, remoteAddress = '192.0.2.20') =>
  signIn(t.app, username, password, { remoteAddress });

describe('device cookie', () => {
  it('is set on sign-in: httpOnly, SameSite=Lax, for /api/auth only, for a year', async () => {
    const user = await createUser(t.app, t.database, { prefix: 'cookie' });
    const res = await login(user.username, user.password);
    const device = res.cookies.find((c) => c.name === 'device');
    expect(device).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/auth',
      maxAge: 365 * 24 * 60 * 60,
    });
    expect(device?.secure).toBeFalsy();
    // <user id>.<issued>.<nonce>.<HMAC-SHA256>, nothing secret in clear.
    expect(device?.value).toMatch(
      new RegExp(`^${user.id}\\.[0-9a-z]+\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}$`),
    );
    expect(device?.value).not.toContain(user.password);
  });

  it('is Secure, like the session cookie, when the site is served over https', async () => {
    const https = await createTestApp({ env: { PUBLIC_URL: 'https://radio.example' } });
    try {
      const user = await createUser(https.app, https.database, { prefix: 'secure' });
      const res = await signIn(https.app, user.username, user.password);
      expect(res.statusCode).toBe(200);
      for (const name of ['device', 'sid']) {
        expect(res.cookies.find((c) => c.name === name)?.secure, name).toBe(true);
      }
    } finally {
      await https.app.close();
    }
  });

  it('is signed with a random 32-byte key kept in app_meta', async () => {
    const [row] = await t.database.db
      .select()
      .from(appMeta)
      .where(eq(appMeta.key, DEVICE_KEY_NAME));
    expect(Buffer.from(row?.value ?? '', 'base64url')).toHaveLength(32);
  });
});

describe('sessions', () => {
  it('refuses a session past its idle timeout', async () => {
    const user = await createUser(t.app, t.database, { prefix: 'idle' });
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) })
      .where(eq(sessions.tokenHash, hashToken(user.token)));
    const res = await callAs(t.app, user, 'GET', '/api/auth/user');
    expect(res.statusCode).toBe(401);
  });

  it('refuses a session past its absolute lifetime', async () => {
    const user = await createUser(t.app, t.database, { prefix: 'old' });
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(user.token)));
    const res = await callAs(t.app, user, 'GET', '/api/auth/user');
    expect(res.statusCode).toBe(401);
  });

  it('refuses a cookie-authenticated write from a foreign origin', async () => {
    const user = await createUser(t.app, t.database, { prefix: 'csrf' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { sid: user.token },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    const still = await callAs(t.app, user, 'GET', '/api/auth/user');
    expect(still.statusCode).toBe(200);
  });
});

describe('welcome', () => {
  it('greets a new account with a notification', async () => {
    const user = await createUser(t.app, t.database, { prefix: 'welcome' });
    const res = await callAs(t.app, user, 'GET', '/api/notifications');
    expect(res.json()).toMatchObject({
      unread: 1,
      notifications: [{ title: 'Welcome to Tuneslingers!', read: false }],
    });
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.username, user.username));
    expect(row?.n).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { bearer, callAs, createUser } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';

const t = setUpTestApp();

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Signs the member in once more from another device and address; answers that session's token. */
async function signInFrom(
  user: { username: string; password: string },
  userAgent: string,
  remoteAddress: string,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    remoteAddress,
    payload: { username: user.username, password: user.password },
  });
  expect(res.statusCode).toBe(200);
  return { token: res.json().token as string };
}

const listOf = async (session: { token: string }) => {
  const res = await callAs(t.app, session, 'GET', '/api/auth/sessions');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toContain('no-store');
  return res.json().sessions as {
    id: number;
    device: string;
    place: string;
    signedInAt: string;
    lastSeenAt: string;
    current: boolean;
  }[];
};

describe('a member’s sessions', () => {
  it('lists every session with its device and network, never the whole address or token', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'sessions' });
    const laptop = await signInFrom(member, FIREFOX, '203.0.113.77');
    await signInFrom(member, SAFARI_PHONE, '2001:db8:85a3:8d3:1319:8a2e:370:7348');

    const sessions = await listOf(laptop);
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.find((s) => s.current)).toMatchObject({
      device: 'Firefox on Windows',
      place: '203.0.113.x',
    });
    expect(sessions.map((s) => s.device)).toContain('Safari on iPhone');
    expect(sessions.map((s) => s.place)).toContain('2001:db8:85a3::/48');
    const text = JSON.stringify(sessions);
    expect(text).not.toContain('203.0.113.77');
    expect(text).not.toContain(laptop.token);
    for (const session of sessions) {
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.signedInAt));
    }
  });

  it('signs out another session: its next request is 401, the others go on', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'signout' });
    const laptop = await signInFrom(member, FIREFOX, '203.0.113.8');
    const phone = await signInFrom(member, SAFARI_PHONE, '203.0.113.9');
    const phoneId = (await listOf(laptop)).find((s) => s.device === 'Safari on iPhone')?.id;

    const ended = await callAs(t.app, laptop, 'DELETE', `/api/auth/sessions/${phoneId}`);
    expect(ended.statusCode).toBe(204);
    expect((await callAs(t.app, phone, 'GET', '/api/auth/user')).statusCode).toBe(401);
    expect((await callAs(t.app, laptop, 'GET', '/api/auth/user')).statusCode).toBe(200);
    expect((await callAs(t.app, member, 'GET', '/api/auth/user')).statusCode).toBe(200);
    expect((await listOf(laptop)).map((s) => s.id)).not.toContain(phoneId);

    // Gone is gone: a second try says so.
    const again = await callAs(t.app, laptop, 'DELETE', `/api/auth/sessions/${phoneId}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('SESSION_NOT_FOUND');
  });

  it('cannot see or end another member’s session', async () => {
    const owner = await createUser(t.app, t.database, { prefix: 'owner' });
    const other = await createUser(t.app, t.database, { prefix: 'other' });
    const [ownersSession] = await listOf(owner);
    const res = await callAs(t.app, other, 'DELETE', `/api/auth/sessions/${ownersSession?.id}`);
    expect(res.statusCode).toBe(404);
    expect((await callAs(t.app, owner, 'GET', '/api/auth/user')).statusCode).toBe(200);
    expect((await listOf(other)).map((s) => s.id)).not.toContain(ownersSession?.id);
  });

  it('signs out everywhere else and keeps this session', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'elsewhere' });
    const phone = await signInFrom(member, SAFARI_PHONE, '203.0.113.10');
    const laptop = await signInFrom(member, FIREFOX, '203.0.113.11');

    const res = await callAs(t.app, laptop, 'POST', '/api/auth/sessions/sign-out-others');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    expect((await callAs(t.app, phone, 'GET', '/api/auth/user')).statusCode).toBe(401);
    expect((await callAs(t.app, member, 'GET', '/api/auth/user')).statusCode).toBe(401);
  });

  it('refuses visitors and a bad id with clear answers', async () => {
    expect((await callAs(t.app, null, 'GET', '/api/auth/sessions')).statusCode).toBe(401);
    const member = await createUser(t.app, t.database, { prefix: 'badid' });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999']) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/auth/sessions/${id}`,
        headers: bearer(member.token),
      });
      expect(res.statusCode, id).toBe(400);
    }
  });
});

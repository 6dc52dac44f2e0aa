import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../shared/contracts/errors.js';
import { sessions, users } from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';
import { bearer, createUser, signIn } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS } from './sign-in-throttle.js';

const t = setUpTestApp();

const register = (payload: Record<string, unknown>, remoteAddress = '192.0.2.10') =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress });
const login = (username: string, password: string, remoteAddress = '192.0.2.20') =>
  signIn(t.app, username, password, { remoteAddress });

/** Every response body must be free of password hashes and of e-mail addresses. */
function expectNoSecrets(body: string, allowedEmail?: string) {
  expect(body).not.toMatch(/\$argon2/);
  expect(body).not.toMatch(/passwordHash|password_hash/);
  expect(body).not.toMatch(/twoFactorSecret|two_factor_secret|twoFactorPendingSecret/);
  const emails = body.match(/[\w.+-]+@[\w-]+\.[\w.]+/g) ?? [];
  for (const email of emails) expect(email).toBe(allowedEmail);
}

describe('register → sign in → current user → logout', () => {
  it('walks the whole journey and refuses the token afterwards', async () => {
    const reg = await register({
      username: 'NeonRider',
      email: 'Neon.Rider@Example.test',
      password: 'midnight-outrun-84',
      isCreator: true,
    });
    expect(reg.statusCode).toBe(201);
    expect(reg.json()).toMatchObject({
      message: 'Account created successfully! Please log in.',
      user: {
        username: 'NeonRider',
        displayName: 'NeonRider',
        isCreator: true,
        isAdmin: false,
        isDj: false,
      },
    });
    expectNoSecrets(reg.body);

    const signIn = await login('neonrider', 'midnight-outrun-84');
    expect(signIn.statusCode).toBe(200);
    const { token, user } = signIn.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user.username).toBe('NeonRider');
    expectNoSecrets(signIn.body);
    const cookie = signIn.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/' });

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: user.id,
      username: 'NeonRider',
      displayName: 'NeonRider',
      profileImageUrl: null,
      followers: 0,
      following: 0,
      isAdmin: false,
      isCreator: true,
      isDj: false,
      twoFactorEnabled: false,
      avatarData: null,
    });

    const viaCookie = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      cookies: { sid: token },
    });
    expect(viaCookie.statusCode).toBe(200);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
    expect(apiErrorSchema.parse(after.json()).error.code).toBe('UNAUTHENTICATED');
  });

  it('signs in with the e-mail address too, in any case', async () => {
    const res = await login('NEON.RIDER@example.test', 'midnight-outrun-84');
    expect(res.statusCode).toBe(200);
  });

  it('defaults the display name to the username and isCreator to false', async () => {
    const res = await register({
      username: 'plain_fan',
      email: 'fan@example.test',
      password: 'vhs-tape-rewind',
    });
    expect(res.json().user).toMatchObject({ displayName: 'plain_fan', isCreator: false });
  });

  it('keeps a chosen display name', async () => {
    const res = await register({
      username: 'dj_sunset',
      email: 'sunset@example.test',
      password: 'vhs-tape-rewind-2',
      displayName: 'DJ Sunset',
    });
    expect(res.json().user.displayName).toBe('DJ Sunset');
  });

  it('stores the password as an argon2id hash with OWASP parameters, never in clear', async () => {
    const [row] = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.username, 'NeonRider'));
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=\d+\$/);
    const [, memory, iterations] = /m=(\d+),t=(\d+)/.exec(row?.hash ?? '') ?? [];
    expect(Number(memory)).toBeGreaterThanOrEqual(19_456);
    expect(Number(iterations)).toBeGreaterThanOrEqual(2);
    expect(row?.hash).not.toContain('midnight-outrun-84');
  });

  it('keeps only a hash of the session token', async () => {
    const res = await login('neonrider', 'midnight-outrun-84');
    const { token } = res.json();
    const stored = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(stored).toHaveLength(1);
    const raw = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(raw).toHaveLength(0);
  });
});

describe('refusals', () => {
  it.each([
    {
      taken: 'username',
      payload: { username: 'NEONRIDER', email: 'other@example.test' },
      code: 'USERNAME_TAKEN',
      message: 'That username is already taken.',
    },
    {
      taken: 'e-mail',
      payload: { username: 'someone_new', email: 'NEON.RIDER@EXAMPLE.TEST' },
      code: 'EMAIL_TAKEN',
      message: 'An account with that e-mail address already exists.',
    },
  ])('refuses a duplicate $taken in any case with 409', async ({ payload, code, message }) => {
    const res = await register({ ...payload, password: 'another-long-one' });
    expect(res.statusCode).toBe(409);
    expect(apiErrorSchema.parse(res.json()).error).toMatchObject({ code, message });
    expectNoSecrets(res.body);
  });

  it.each([
    [{ username: 'ab', email: 'a@example.test', password: 'long-enough-1' }, 'username'],
    [{ username: 'has space', email: 'a@example.test', password: 'long-enough-1' }, 'username'],
    [{ username: 'x'.repeat(31), email: 'a@example.test', password: 'long-enough-1' }, 'username'],
    [{ username: 'valid_name', email: 'not-an-email', password: 'long-enough-1' }, 'email'],
    [{ username: 'valid_name', email: 'a@example.test', password: 'short' }, 'password'],
    [{ username: 'valid_name', email: 'a@example.test', password: 'x'.repeat(129) }, 'password'],
    [{ email: 'a@example.test', password: 'long-enough-1' }, 'username'],
  ])('refuses bad registration input %#, naming the field', async (payload, field) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).error.fields?.map((f) => f.field)).toContain(field);
  });

  it('accepts a 64-character password', async () => {
    const res = await register({
      username: 'long_pass',
      email: 'long@example.test',
      password: 'p'.repeat(40) + 'q'.repeat(24),
    });
    expect(res.statusCode).toBe(201);
  });

  it.each(['password123', 'Password123', '12345678', 'qwertyuiop', 'iloveyou'])(
    'refuses the common password %s',
    async (password) => {
      const res = await register({
        username: 'common_try',
        email: 'common@example.test',
        password,
      });
      expect(res.statusCode).toBe(400);
      const { error } = apiErrorSchema.parse(res.json());
      expect(error.code).toBe('WEAK_PASSWORD');
      expect(error.fields?.[0]?.field).toBe('password');
    },
  );

  it('refuses a password equal to the username', async () => {
    const res = await register({
      username: 'samesame_1',
      email: 'same@example.test',
      password: 'SameSame_1',
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers a wrong password and an unknown user alike with 401', async () => {
    const wrong = await login('neonrider', 'not-the-password', '192.0.2.30');
    const unknown = await login('nobody_here', 'whatever-long', '192.0.2.30');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('Invalid username or password.');
    expect(unknown.json().error.message).toBe(wrong.json().error.message);
  });

  it('refuses a made-up or malformed token with 401', async () => {
    for (const token of ['made-up', 'x'.repeat(500), '']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('refuses logout without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(401);
  });
});

describe('brute force', () => {
  it('answers 429 with Retry-After to one address after 10 failures on one account, while that browser with a device cookie and other accounts still sign in', async () => {
    const victim = await createUser(t.app, t.database, { prefix: 'victim' });
    const bystander = await createUser(t.app, t.database, { prefix: 'bystander' });
    const device = (await login(victim.username, victim.password, '192.0.2.40')).cookies.find(
      (c) => c.name === 'device',
    );
    const address = '127.0.0.1';
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      expect((await login(victim.username, `wrong-guess-${i}`, address)).statusCode).toBe(401);
    }
    const eleventh = await login(victim.username, 'wrong-guess-again', address);
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(apiErrorSchema.parse(eleventh.json()).error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
    });

    // A stranger at that address waits even with the right password...
    expect((await login(victim.username, victim.password, address)).statusCode).toBe(429);
    // ...but the browser the owner signed in with before does not.
    const trusted = await signIn(t.app, victim.username, victim.password, {
      remoteAddress: address,
      device: device?.value ?? '',
    });
    expect(trusted.statusCode).toBe(200);
    // Someone else, from the same loopback address, is unaffected.
    expect((await login(bystander.username, bystander.password, address)).statusCode).toBe(200);
  });
});

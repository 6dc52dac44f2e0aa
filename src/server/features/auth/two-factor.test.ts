import { eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { recoveryCodes, users } from '../../db/schema/index.js';
import {
  authenticatorCode,
  callAs,
  callsTo,
  createUser,
  signIn,
  type TestUser,
} from '../../testing/accounts.js';
import { payWithTestCard } from '../../testing/payments.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS } from './sign-in-throttle.js';

const t = setUpTestApp();
const call = callsTo(t);

/** Goes through set-up as the member would: password, scan, first code. Answers the codes. */
async function turnOn(member: TestUser) {
  const setup = await call(member, 'POST', '/api/auth/two-factor/setup', {
    password: member.password,
  });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, uri, qr } = setup.json();
  const enabled = await call(member, 'POST', '/api/auth/two-factor/enable', {
    code: generateSync({ secret }),
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { secret: secret as string, uri: uri as string, qr, codes: enabled.json().recoveryCodes };
}

/** A code a step ahead of `code`'s, for a second sign-in within the same 30 seconds. */
const nextCode = (secret: string) => authenticatorCode(secret, 1);

describe('two-factor set-up', () => {
  it('offers a secret as a QR code after the password, and turns on only with a right code', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'totp_setup' });
    const wrongPassword = await call(member, 'POST', '/api/auth/two-factor/setup', {
      password: 'not the password',
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error.code).toBe('WRONG_PASSWORD');

    const setup = await call(member, 'POST', '/api/auth/two-factor/setup', {
      password: member.password,
    });
    expect(setup.statusCode).toBe(200);
    expect(setup.headers['cache-control']).toContain('no-store');
    const { secret, uri, qr } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(uri).toContain(`otpauth://totp/`);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain(encodeURIComponent(member.username));
    expect(qr.size).toBeGreaterThanOrEqual(21);
    expect(qr.path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);

    // Nothing changes until a first code confirms the app has the secret.
    const status = await call(member, 'GET', '/api/auth/two-factor');
    expect(status.json()).toEqual({ enabled: false, recoveryCodesLeft: 0, requiredFor: null });
    const wrong = await call(member, 'POST', '/api/auth/two-factor/enable', { code: '000000' });
    const right = generateSync({ secret });
    expect(wrong.statusCode).toBe(right === '000000' ? 200 : 400);
    const badShape = await call(member, 'POST', '/api/auth/two-factor/enable', { code: '12ab' });
    expect(badShape.statusCode).toBe(400);
    expect(badShape.json().error.fields?.[0]?.field).toBe('code');

    const enabled = await call(member, 'POST', '/api/auth/two-factor/enable', {
      code: right.replace(/(\d{3})/, '$1 '),
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const codes: string[] = enabled.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const after = await call(member, 'GET', '/api/auth/two-factor');
    expect(after.json()).toEqual({ enabled: true, recoveryCodesLeft: 10, requiredFor: null });
    const user = await call(member, 'GET', '/api/auth/user');
    expect(user.json().twoFactorEnabled).toBe(true);
  });

  it('keeps recovery codes only as hashes, and the pending secret moves into force', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'totp_hash' });
    const { secret, codes } = await turnOn(member);
    const stored = await t.database.db
      .select({ codeHash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, member.id));
    expect(stored).toHaveLength(10);
    const text = JSON.stringify(stored);
    for (const code of codes) {
      expect(text).not.toContain(code);
      expect(text).not.toContain(code.replace('-', ''));
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({
      twoFactorEnabled: true,
      twoFactorSecret: secret,
      twoFactorPendingSecret: null,
    });
  });

  it('ends every other session when it is turned on, and keeps this one', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'totp_sessions' });
    const other = await signIn(t.app, member.username, member.password);
    const otherToken = { token: other.json().token as string };
    expect((await call(otherToken, 'GET', '/api/auth/user')).statusCode).toBe(200);
    await turnOn(member);
    expect((await call(otherToken, 'GET', '/api/auth/user')).statusCode).toBe(401);
    expect((await call(member, 'GET', '/api/auth/user')).statusCode).toBe(200);
  });
});

describe('signing in with two factors', () => {
  it('asks for a code after the right password, and signs in with it', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'totp_login' });
    const { secret } = await turnOn(member);

    const wrongPassword = await signIn(t.app, member.username, 'not the password', {
      code: nextCode(secret),
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().error.code).toBe('INVALID_CREDENTIALS');

    const passwordOnly = await signIn(t.app, member.username, member.password);
    expect(passwordOnly.statusCode).toBe(401);
    expect(passwordOnly.json().error).toMatchObject({
      code: 'TWO_FACTOR_REQUIRED',
      message: 'Enter the 6-digit code from your authenticator app.',
    });
    expect(passwordOnly.json().token).toBeUndefined();

    const withCode = await signIn(t.app, member.username, member.password, {
      code: nextCode(secret),
    });
    expect(withCode.statusCode, withCode.body).toBe(200);
    expect(withCode.json().user.twoFactorEnabled).toBe(true);
  });

  it('refuses a code used once already, even within its 30 seconds', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'totp_replay' });
    const { secret } = await turnOn(member);
    const code = nextCode(secret);
    const first = await signIn(t.app, member.username, member.password, { code });
    expect(first.statusCode).toBe(200);
    const replay = await signIn(t.app, member.username, member.password, { code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toMatchObject({
      code: 'CODE_ALREADY_USED',
      message: 'That code has already been used. Wait for the next one and enter it.',
    });
  });

  it('takes only one of two sign-ins racing with the same code', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'totp_race' });
    const { secret } = await turnOn(member);
    const code = nextCode(secret);
    const answers = await Promise.all(
      [1, 2, 3].map(() => signIn(t.app, member.username, member.password, { code })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('counts wrong codes as failed sign-ins, so guessing codes is throttled', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'totp_guess' });
    const { secret } = await turnOn(member);
    const right = nextCode(secret);
    const wrong = right === '111111' ? '222222' : '111111';
    const from = { remoteAddress: '203.0.113.91' };
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; i += 1) {
      const guess = await signIn(t.app, member.username, member.password, {
        ...from,
        code: wrong,
      });
      expect(guess.statusCode).toBe(401);
      expect(guess.json().error.code).toBe('INVALID_CODE');
    }
    // The right code is now refused too, until the window passes: the throttle answers first.
    const blocked = await signIn(t.app, member.username, member.password, { ...from, code: right });
    expect(blocked.statusCode).toBe(429);
  });

  it('takes each recovery code once, in any case and with or without its hyphen', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'totp_recovery' });
    const { codes } = await turnOn(member);
    const [first = '', second = ''] = codes;
    const withFirst = await signIn(t.app, member.username, member.password, {
      recoveryCode: first.toUpperCase(),
    });
    expect(withFirst.statusCode, withFirst.body).toBe(200);
    const again = await signIn(t.app, member.username, member.password, { recoveryCode: first });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('INVALID_CODE');
    const withSecond = await signIn(t.app, member.username, member.password, {
      recoveryCode: second.replace('-', ''),
    });
    expect(withSecond.statusCode).toBe(200);
    const status = await call(member, 'GET', '/api/auth/two-factor');
    expect(status.json().recoveryCodesLeft).toBe(8);
    const made = await signIn(t.app, member.username, member.password, {
      recoveryCode: 'aaaaa-bbbbb',
    });
    expect(made.statusCode).toBe(401);
  });
});

describe('turning two-factor sign-in off and renewing recovery codes', () => {
  it('asks for a current code to turn it off', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'totp_off' });
    const { secret } = await turnOn(member);
    const noCode = await call(member, 'POST', '/api/auth/two-factor/disable', {});
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().error.code).toBe('CODE_REQUIRED');
    const wrong = await call(member, 'POST', '/api/auth/two-factor/disable', {
      code: nextCode(secret) === '999999' ? '888888' : '999999',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual([{ field: 'code', reason: 'is not right' }]);
    const off = await call(member, 'POST', '/api/auth/two-factor/disable', {
      code: nextCode(secret),
    });
    expect(off.statusCode, off.body).toBe(204);
    const status = await call(member, 'GET', '/api/auth/two-factor');
    expect(status.json()).toEqual({ enabled: false, recoveryCodesLeft: 0, requiredFor: null });
    const passwordOnly = await signIn(t.app, member.username, member.password);
    expect(passwordOnly.statusCode).toBe(200);
    const left = await t.database.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, member.id));
    expect(left).toEqual([]);
  });

  it('replaces the recovery codes for a current code; the old ones stop working', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'totp_renew' });
    const { secret, codes } = await turnOn(member);
    const renewed = await call(member, 'POST', '/api/auth/two-factor/recovery-codes', {
      code: nextCode(secret),
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh: string[] = renewed.json().recoveryCodes;
    expect(fresh).toHaveLength(10);
    const old = await signIn(t.app, member.username, member.password, { recoveryCode: codes[0] });
    expect(old.statusCode).toBe(401);
    const current = await signIn(t.app, member.username, member.password, {
      recoveryCode: fresh[0],
    });
    expect(current.statusCode).toBe(200);
  });

  it('cannot be set up twice, or turned on without a set-up', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'totp_twice' });
    const early = await call(member, 'POST', '/api/auth/two-factor/enable', { code: '123456' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('TWO_FACTOR_NOT_SET_UP');
    await turnOn(member);
    const again = await call(member, 'POST', '/api/auth/two-factor/setup', {
      password: member.password,
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('administrators and two-factor sign-in', () => {
  it('keeps the admin area closed to an administrator until two-factor sign-in is on', async () => {
    const admin = await createUser(t.app, t.database, {
      prefix: 'totp_admin',
      isAdmin: true,
      twoFactor: false,
    });
    const refused = await call(admin, 'GET', '/api/admin/stats');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'TWO_FACTOR_REQUIRED',
      message: 'Administrators need two-factor sign-in: turn it on in Settings, then come back.',
    });
    // Powers granted by policy wait too: the contact inbox is the administrators'.
    expect((await call(admin, 'GET', '/api/admin/contact-messages')).statusCode).toBe(403);

    await turnOn(admin);
    const opened = await call(admin, 'GET', '/api/admin/stats');
    expect(opened.statusCode, opened.body).toBe(200);
  });

  it('does not let an administrator turn it off', async () => {
    const admin = await createUser(t.app, t.database, { prefix: 'totp_admin_off', isAdmin: true });
    const status = await call(admin, 'GET', '/api/auth/two-factor');
    expect(status.json()).toMatchObject({
      enabled: true,
      requiredFor: 'Administrators must keep two-factor sign-in on.',
    });
    const off = await callAs(t.app, admin, 'POST', '/api/auth/two-factor/disable', {
      code: nextCode(admin.twoFactorSecret ?? ''),
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().error.code).toBe('TWO_FACTOR_KEPT');
  });
});

describe('payouts and two-factor sign-in', () => {
  it('asks a creator for two-factor sign-in before a payout, and pays once it is on', async () => {
    const creator = await createUser(t.app, t.database, { prefix: 'totp_payout', isCreator: true });
    const fan = await createUser(t.app, t.database, { prefix: 'totp_fan' });
    const tip = await call(fan, 'POST', `/api/creators/${creator.username}/tips`, {
      amountCents: 1500,
    });
    expect(tip.statusCode).toBe(201);
    expect((await payWithTestCard(t.app, fan, tip.json().checkoutId)).statusCode).toBe(200);

    const refused = await call(creator, 'POST', '/api/artist/payouts');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'TWO_FACTOR_REQUIRED',
      message: 'Turn on two-factor sign-in in Settings before asking for a payout.',
    });
    await turnOn(creator);
    const paid = await call(creator, 'POST', '/api/artist/payouts');
    expect(paid.statusCode, paid.body).toBe(201);
  });
});

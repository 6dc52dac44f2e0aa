import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, passwordResets, users } from '../../db/schema/index.js';
import { callAs, createUser, signIn, type TestUser } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import {
  MAX_RESET_MAILS_PER_ACCOUNT,
  MAX_RESET_REQUESTS_PER_ADDRESS,
  RESET_REQUESTED_MESSAGE,
} from './password-reset.js';

const t = setUpTestApp();

let addressCounter = 0;
/** Each test asks from an address of its own, so the per-address limit is the test's alone. */
const freshAddress = () => {
  addressCounter += 1;
  return `192.0.2.${addressCounter}`;
};

const ask = (email: string, remoteAddress = freshAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { email },
    remoteAddress,
  });

const complete = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/complete',
    payload: { token, password },
  });

const check = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset/check', payload: { token } });

/** The reset mails to `email` (sign-up also sends it a confirmation link, not counted here). */
async function mailsTo(email: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'password-reset')));
}

/** Waits for the reset mail to `email` (it is written after the answer) and reads its token. */
async function tokenFor(member: TestUser, count = 1): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const mails = await mailsTo(member.email);
    if (mails.length >= count) {
      const latest = mails.sort((a, b) => b.id - a.id)[0];
      const match = /#token=([\w-]{43})/.exec(latest?.textBody ?? '');
      if (match?.[1]) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  throw new Error(`no reset mail to ${member.email}`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

describe('asking for a reset link', () => {
  // The timing half compares medians of a few requests: on a loaded machine one unlucky pause can
  // tip them, so it may try again; an answer that really waits for the account's part is slower
  // every time and still fails.
  it('answers the same, in the same time, whether or not the address has an account', {
    retry: 2,
  }, async () => {
    const member = await createUser(t.app, t.database, { prefix: 'enum' });
    const known = await ask(member.email);
    const unknown = await ask('nobody-here@example.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(unknown.body).toBe(known.body);
    await tokenFor(member);

    // Timing: alternate known and unknown addresses and compare the medians.
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 8; i += 1) {
      for (const kind of ['known', 'unknown'] as const) {
        const email = kind === 'known' ? member.email : `nobody-${i}@example.test`;
        const started = performance.now();
        const res = await ask(email);
        times[kind].push(performance.now() - started);
        expect(res.statusCode).toBe(202);
      }
    }
    const difference = Math.abs(median(times.known) - median(times.unknown));
    // The answer never waits for the account's part; what is left is noise of a few ms.
    expect(difference).toBeLessThan(Math.max(15, median(times.unknown)));
  });

  it('keeps only a hash of the link’s token, and the mail has text and HTML parts', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'hashonly' });
    await ask(member.email);
    const token = await tokenFor(member);
    const rows = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    const expiresIn = (rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0);
    expect(expiresIn).toBe(60 * 60 * 1000);
    const [mail] = await mailsTo(member.email);
    expect(mail?.subject).toBe('Choose a new password for NightDrive FM');
    expect(mail?.htmlBody).toContain(`reset-password#token=${token}`);
  });

  it('limits each address, then each account without saying so', async () => {
    const from = freshAddress();
    for (let i = 0; i < MAX_RESET_REQUESTS_PER_ADDRESS; i += 1) {
      expect((await ask(`someone-${i}@example.test`, from)).statusCode).toBe(202);
    }
    const refused = await ask('someone-else@example.test', from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/Too many password reset requests. Try again in/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const member = await createUser(t.app, t.database, { prefix: 'flooded' });
    for (let i = 0; i < MAX_RESET_MAILS_PER_ACCOUNT + 2; i += 1) {
      expect((await ask(member.email)).statusCode).toBe(202);
    }
    await tokenFor(member, MAX_RESET_MAILS_PER_ACCOUNT);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(member.email)).toHaveLength(MAX_RESET_MAILS_PER_ACCOUNT);
  });

  it('sends nothing to a suspended member, and refuses a malformed address', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'suspended' });
    await t.database.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, member.id));
    expect((await ask(member.email)).statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(member.email)).toEqual([]);
    const bad = await ask('not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[0].field).toBe('email');
  });
});

describe('using the link', () => {
  it('sets the new password once, ends every session, and the link is then spent', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'reset' });
    const other = await signIn(t.app, member.username, member.password);
    await ask(member.email);
    const token = await tokenFor(member);

    const checked = await check(token);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ username: member.username });

    const done = await complete(token, 'A-brand-new-Skyline-77');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Your new password is set. Sign in with it now.');

    // Every session ended, the old password no longer works, the new one does.
    expect((await callAs(t.app, member, 'GET', '/api/auth/user')).statusCode).toBe(401);
    expect(
      (await callAs(t.app, { token: other.json().token }, 'GET', '/api/auth/user')).statusCode,
    ).toBe(401);
    expect((await signIn(t.app, member.username, member.password)).statusCode).toBe(401);
    expect((await signIn(t.app, member.username, 'A-brand-new-Skyline-77')).statusCode).toBe(200);

    // Single use.
    const again = await complete(token, 'Yet-another-Skyline-88');
    expect(again.statusCode).toBe(410);
    expect(again.json().error.code).toBe('RESET_LINK_USED');
    expect((await check(token)).json().error.code).toBe('RESET_LINK_USED');
  });

  it('closes the open links when the password is changed in Settings', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'changed' });
    await ask(member.email);
    const token = await tokenFor(member);
    const changed = await callAs(t.app, member, 'PUT', '/api/account/password', {
      currentPassword: member.password,
      newPassword: 'Changed-in-Settings-56',
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await check(token)).json().error.code).toBe('RESET_LINK_USED');
    expect((await complete(token, 'Mailed-link-Skyline-78')).statusCode).toBe(410);
    expect((await signIn(t.app, member.username, 'Changed-in-Settings-56')).statusCode).toBe(200);
  });

  it('closes every other open link of the member once one is used', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'twolinks' });
    await ask(member.email);
    const first = await tokenFor(member, 1);
    await ask(member.email);
    const second = await tokenFor(member, 2);
    expect(second).not.toBe(first);
    expect((await complete(second, 'Second-link-Skyline-12')).statusCode).toBe(200);
    expect((await complete(first, 'First-link-Skyline-34')).json().error.code).toBe(
      'RESET_LINK_USED',
    );
  });

  it('refuses an expired link and a tampered one, each with its reason', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'expired' });
    await ask(member.email);
    const token = await tokenFor(member);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const wrong = await complete(tampered, 'Tampered-Skyline-55');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('RESET_LINK_INVALID');
    for (const junk of ['short', 'x'.repeat(43).replace(/x/g, '!'), '']) {
      expect((await check(junk)).statusCode, junk).toBe(400);
    }

    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.userId, member.id));
    const late = await complete(token, 'Too-late-Skyline-66');
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe('RESET_LINK_EXPIRED');
    expect(late.json().error.message).toMatch(/links work for one hour/);
    expect((await signIn(t.app, member.username, member.password)).statusCode).toBe(200);
  });

  it('refuses a weak password and keeps the link usable', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'weak' });
    await ask(member.email);
    const token = await tokenFor(member);
    const weak = await complete(token, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields[0].field).toBe('password');
    const short = await complete(token, 'short');
    expect(short.statusCode).toBe(400);
    expect((await complete(token, 'A-strong-Skyline-99')).statusCode).toBe(200);
  });
});

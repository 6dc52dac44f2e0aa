import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailVerifications, mailOutbox } from '../../db/schema/index.js';
import { callAs, createUser, type TestUser } from '../../testing/accounts.js';
import { payWithTestCard } from '../../testing/payments.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { MAX_CONFIRMATION_MAILS } from './email-verification.js';

const t = setUpTestApp();

async function mails(to: string, kind: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)));
}

/** Waits for the `count`th mail of `kind` to `to` and reads the token of the newest. */
async function linkTokenIn(to: string, kind = 'email-confirmation', count = 1): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const found = await mails(to, kind);
    if (found.length >= count) {
      const newest = found.sort((a, b) => b.id - a.id)[0];
      const token = /verify-email#token=([\w-]{43})/.exec(newest?.textBody ?? '')?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  throw new Error(`no ${kind} mail to ${to}`);
}

const verify = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });

const accountOf = async (member: TestUser) =>
  (await callAs(t.app, member, 'GET', '/api/account')).json() as {
    email: string;
    emailVerified: boolean;
  };

describe('confirming an e-mail address', () => {
  it('sends a link on sign-up that confirms the address once, stored only as a hash', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'confirm', verified: false });
    expect(await accountOf(member)).toMatchObject({ emailVerified: false });
    const token = await linkTokenIn(member.email);
    const [mail] = await mails(member.email, 'email-confirmation');
    expect(mail?.subject).toBe('Confirm your e-mail address for NightDrive FM');
    expect(mail?.htmlBody).toContain('Confirm my address');
    const [stored] = await t.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, member.id));
    expect(stored?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);

    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: member.email,
      message: `${member.email} is confirmed. Thank you!`,
    });
    expect(await accountOf(member)).toMatchObject({ emailVerified: true });
    // A second click on the same link says the same, harmlessly.
    expect((await verify(token)).statusCode).toBe(200);
  });

  it('refuses a tampered link and an expired one, each with its reason', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'stale', verified: false });
    const token = await linkTokenIn(member.email);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const wrong = await verify(tampered);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('VERIFY_LINK_INVALID');
    expect((await verify('not-a-token')).statusCode).toBe(400);

    await t.database.db
      .update(emailVerifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailVerifications.userId, member.id));
    const late = await verify(token);
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe('VERIFY_LINK_EXPIRED');
    expect(await accountOf(member)).toMatchObject({ emailVerified: false });
  });

  it('on a change of address: the old one is told, the new one must be confirmed anew', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'mover', verified: false });
    const oldToken = await linkTokenIn(member.email);
    const newEmail = `moved-${member.username}@example.test`;
    const changed = await callAs(t.app, member, 'PUT', '/api/account/email', {
      email: newEmail,
      currentPassword: member.password,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ email: newEmail, emailVerified: false });

    const newToken = await linkTokenIn(newEmail);
    for (let i = 0; i < 50 && (await mails(member.email, 'email-changed')).length === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    const [notice] = await mails(member.email, 'email-changed');
    expect(notice?.subject).toBe('Your NightDrive FM e-mail address was changed');
    expect(notice?.textBody).toContain(`now uses ${newEmail}`);

    // The link sent to the old address no longer confirms anything.
    const old = await verify(oldToken);
    expect(old.statusCode).toBe(410);
    expect(old.json().error.code).toBe('VERIFY_LINK_OLD_ADDRESS');
    expect((await verify(newToken)).statusCode).toBe(200);
    expect(await accountOf(member)).toMatchObject({ email: newEmail, emailVerified: true });
  });

  it('sends again a few times per 15 minutes, and not once the address is confirmed', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'again', verified: false });
    await linkTokenIn(member.email);
    for (let i = 0; i < MAX_CONFIRMATION_MAILS; i += 1) {
      const res = await callAs(t.app, member, 'POST', '/api/auth/verify-email/resend');
      expect(res.statusCode).toBe(202);
      expect(res.json().message).toContain('we’ll keep trying');
    }
    const refused = await callAs(t.app, member, 'POST', '/api/auth/verify-email/resend');
    expect(refused.statusCode).toBe(429);
    const token = await linkTokenIn(member.email, 'email-confirmation', MAX_CONFIRMATION_MAILS + 1);
    expect((await verify(token)).statusCode).toBe(200);

    const confirmed = await createUser(t.app, t.database, { prefix: 'already' });
    const res = await callAs(t.app, confirmed, 'POST', '/api/auth/verify-email/resend');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('EMAIL_ALREADY_VERIFIED');
    expect((await callAs(t.app, null, 'POST', '/api/auth/verify-email/resend')).statusCode).toBe(
      401,
    );
  });

  it('asks for a confirmed address before a payout, and pays once it is confirmed', async () => {
    const creator = await createUser(t.app, t.database, {
      prefix: 'unpaid',
      isCreator: true,
      verified: false,
      twoFactor: true,
    });
    const fan = await createUser(t.app, t.database, { prefix: 'generous' });
    const tip = await callAs(t.app, fan, 'POST', `/api/creators/${creator.username}/tips`, {
      amountCents: 1500,
    });
    expect(tip.statusCode).toBe(201);
    expect((await payWithTestCard(t.app, fan, tip.json().checkoutId)).statusCode).toBe(200);

    const refused = await callAs(t.app, creator, 'POST', '/api/artist/payouts');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('EMAIL_NOT_VERIFIED');
    expect(refused.json().error.message).toMatch(/Confirm your e-mail address/);

    expect((await verify(await linkTokenIn(creator.email))).statusCode).toBe(200);
    const paid = await callAs(t.app, creator, 'POST', '/api/artist/payouts');
    expect(paid.statusCode).toBe(201);
  });

  it('lets an unconfirmed creator receive up to $50 in all, and more once confirmed', async () => {
    const creator = await createUser(t.app, t.database, {
      prefix: 'starting',
      isCreator: true,
      verified: false,
    });
    const fan = await createUser(t.app, t.database, { prefix: 'keen' });
    const tip = (amountCents: number) =>
      callAs(t.app, fan, 'POST', `/api/creators/${creator.username}/tips`, { amountCents });

    const first = await tip(3000);
    expect(first.statusCode).toBe(201);
    expect((await payWithTestCard(t.app, fan, first.json().checkoutId)).statusCode).toBe(200);
    // $30 received: $20 more fits under the limit, $20.01 does not.
    const over = await tip(2001);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('CREATOR_UNCONFIRMED');
    expect(over.json().error.message).toMatch(/cannot receive more until they confirm/);
    expect((await tip(2000)).statusCode).toBe(201);

    expect((await verify(await linkTokenIn(creator.email))).statusCode).toBe(200);
    expect((await tip(5000)).statusCode).toBe(201);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index.js';
import { bearer, callAs } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp.js';
import { until } from '../../testing/until.js';
import { CONTACT_MESSAGES_PER_HOUR } from './contact.routes.js';

const valid = {
  name: 'Dana Night',
  email: 'dana@example.com',
  subject: 'Loving the late show',
  message: 'Midnight Pulse got me through a long drive last night. Thank you!',
  contactType: 'general',
};

let address = 0;
/** Each test writes from its own address, so the per-address limit stays its own. */
const nextAddress = () => `203.0.113.${++address}`;

describe('contact messages without a mail server', () => {
  const t = setUpTestApp({
    users: { admin: { prefix: 'boss', isAdmin: true }, member: { prefix: 'fan' } },
  });

  const send = (payload: object, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });
  const inbox = (status = 'open', token = t.users.admin.token) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/contact-messages?status=${status}`,
      headers: bearer(token),
    });

  it('stores a valid message, trimmed, and lists it for an admin', async () => {
    const response = await send({ ...valid, name: '  Dana Night ', contactType: 'dj' });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toMatch(/24 hours/);

    const list = await inbox();
    expect(list.statusCode).toBe(200);
    expect(list.json().messages[0]).toEqual({
      id: expect.any(Number),
      name: 'Dana Night',
      email: 'dana@example.com',
      subject: 'Loving the late show',
      message: valid.message,
      contactType: 'dj',
      createdAt: expect.any(String),
      deliveredAt: null,
      handledAt: null,
      handledBy: null,
    });
    expect(list.json().open).toBeGreaterThanOrEqual(1);
  });

  it('answers each invalid field with the spec’s own words and stores nothing', async () => {
    const before = (await inbox('all')).json().messages.length;
    const response = await send({
      name: 'D',
      email: 'not-an-email',
      subject: 'Hey',
      message: 'Too short',
      contactType: 'gossip',
    });
    expect(response.statusCode).toBe(400);
    const fields = Object.fromEntries(
      response
        .json()
        .error.fields.map((f: { field: string; reason: string }) => [f.field, f.reason]),
    );
    expect(fields).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      subject: 'Subject must be at least 5 characters',
      message: 'Message must be at least 10 characters',
      contactType: 'Please choose a contact type',
    });
    expect((await inbox('all')).json().messages).toHaveLength(before);
  });

  it('refuses a line break in the subject, which would end up in a mail header', async () => {
    const response = await send({ ...valid, subject: 'Hello\r\nBcc: everyone@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { field: 'subject', reason: 'Subject must fit on one line' },
    ]);
  });

  it('answers a bot that fills the honeypot as if it worked, and keeps nothing', async () => {
    const before = (await inbox('all')).json().messages.length;
    const response = await send({ ...valid, subject: 'Cheap followers', website: 'http://x' });
    expect(response.statusCode).toBe(201);
    expect((await inbox('all')).json().messages).toHaveLength(before);
  });

  it(`accepts ${CONTACT_MESSAGES_PER_HOUR} messages an hour from one address, then answers 429`, async () => {
    const from = nextAddress();
    for (let i = 0; i < CONTACT_MESSAGES_PER_HOUR; i++) {
      expect((await send({ ...valid, subject: `Message number ${i}` }, from)).statusCode).toBe(201);
    }
    const limited = await send(valid, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().error).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(limited.json().error.message).toMatch(
      /5 messages in the last hour.*Try again in \d+ minutes/,
    );
    // Someone else is not held back by it.
    expect((await send(valid, nextAddress())).statusCode).toBe(201);
  });

  it('lets an admin mark a message handled and open again, with their name', async () => {
    await send({ ...valid, subject: 'Please mark me handled' });
    const message = (await inbox())
      .json()
      .messages.find((m: { subject: string }) => m.subject === 'Please mark me handled');
    const handle = (handled: boolean) =>
      callAs(t.app, t.users.admin, 'POST', `/api/admin/contact-messages/${message.id}/handled`, {
        handled,
      });

    const handled = await handle(true);
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({
      handledBy: t.users.admin.username,
      handledAt: expect.any(String),
    });
    const open = (await inbox('open')).json().messages;
    expect(open.some((m: { id: number }) => m.id === message.id)).toBe(false);
    const done = (await inbox('handled')).json().messages;
    expect(done.some((m: { id: number }) => m.id === message.id)).toBe(true);

    const reopened = await handle(false);
    expect(reopened.json()).toMatchObject({ handledBy: null, handledAt: null });
  });

  it('keeps the inbox to admins and answers clearly for unknown or malformed ids', async () => {
    expect((await inbox('open', t.users.member.token)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages' })).statusCode,
    ).toBe(401);
    expect((await inbox('everything')).statusCode).toBe(400);
    const missing = await callAs(
      t.app,
      t.users.admin,
      'POST',
      '/api/admin/contact-messages/999999/handled',
      { handled: true },
    );
    expect(missing.statusCode).toBe(404);
    const malformed = await callAs(
      t.app,
      t.users.admin,
      'POST',
      '/api/admin/contact-messages/abc/handled',
      { handled: 'yes' },
    );
    expect(malformed.statusCode).toBe(400);
  });
});

describe('contact messages with a mail server', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });
  // Registered after the mail server's hooks: set up once it runs, closed before it stops.
  const t = setUpTestApp({
    env: () => ({
      SMTP_URL: smtp.url,
      CONTACT_TO: 'crew@nightdrive.test',
      MAIL_FROM: 'NightDrive FM <no-reply@nightdrive.test>',
    }),
    users: { admin: { prefix: 'mailboss', isAdmin: true } },
  });

  const messages = async () =>
    (await callAs(t.app, t.users.admin, 'GET', '/api/admin/contact-messages?status=all')).json()
      .messages as { subject: string; deliveredAt: string | null }[];

  it('e-mails the message to the crew with the sender as Reply-To, and records delivery', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: nextAddress(),
      payload: { ...valid, subject: 'Advertising on the night show', contactType: 'advertise' },
    });
    expect(response.statusCode).toBe(201);

    // The admin's sign-up sent a confirmation mail through the same server; the crew's is ours.
    const [mail] = await until(
      () => smtp.received.filter((received) => received.to.includes('crew@nightdrive.test')),
      (received) => received.length === 1,
      { what: 'the mail server to receive the message' },
    );
    expect(mail?.to).toEqual(['crew@nightdrive.test']);
    expect(mail?.from).toBe('no-reply@nightdrive.test');
    expect(mail?.raw).toMatch(/^Subject: \[Advertising\] Advertising on the night show$/m);
    expect(mail?.raw).toMatch(/^Reply-To: "?Dana Night"? <dana@example.com>$/m);
    expect(mail?.raw).toContain('Midnight Pulse got me through a long drive');

    const stored = await until(messages, (list) => !!list[0]?.deliveredAt, {
      what: 'the message to be marked delivered',
    });
    expect(stored[0]).toMatchObject({ subject: 'Advertising on the night show' });
  });

  it('keeps a message the mail server refuses, undelivered, for an admin to read', async () => {
    smtp.refuseAll();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: nextAddress(),
      payload: { ...valid, subject: 'The server is grumpy today' },
    });
    expect(response.statusCode).toBe(201);
    const deliveryError = async () => {
      const rows = await t.database.db
        .select({ error: contactMessages.deliveryError })
        .from(contactMessages)
        .where(eq(contactMessages.subject, 'The server is grumpy today'));
      return rows;
    };
    const rows = await until(deliveryError, (found) => !!found[0]?.error, {
      what: 'the refused delivery to be recorded',
    });
    expect(rows).toHaveLength(1);
    const failed = rows[0]?.error;
    expect(failed).toMatch(/550|Mailbox unavailable/);
    const listed = (await messages()).find((m) => m.subject === 'The server is grumpy today');
    expect(listed?.deliveredAt).toBeNull();
  });
});

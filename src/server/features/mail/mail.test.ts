import { createServer } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.js';
import { renderMail } from '../../lib/mail-layout.js';
import { createSmtpMailer } from '../../lib/mailer.js';
import { callAs, createUser } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { createMailRepo } from './mail.repo.js';
import { createMailOutbox, MAIL_MAX_ATTEMPTS, retryDelayMs } from './mail.service.js';

const t = setUpTestApp();

const quietLog = { info: () => {}, warn: () => {} };
const sample = renderMail({
  subject: 'A test from the station',
  heading: 'Hello <there>',
  paragraphs: ['A paragraph & more.'],
  action: { label: 'Open it', url: 'http://localhost:5000/somewhere?a=1&b=2' },
});

/** A port nothing listens on: a mail server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('renderMail', () => {
  it('has a plain-text part with the link and an HTML part in the station’s look, escaped', () => {
    expect(sample.text).toContain('Hello <there>');
    expect(sample.text).toContain('Open it: http://localhost:5000/somewhere?a=1&b=2');
    expect(sample.html).toContain('Hello &lt;there&gt;');
    expect(sample.html).toContain('href="http://localhost:5000/somewhere?a=1&amp;b=2"');
    expect(sample.html).toContain('NIGHTDRIVE FM');
    expect(sample.html).toContain('background:#0d0221');
  });
});

describe('the mail queue against a mail server that is down, then up', () => {
  let smtp: TestSmtpServer | undefined;
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
  });

  it('loses nothing: the failed mail waits, backs off, and goes out once the server answers', async () => {
    const database = await createTestDatabase();
    try {
      const port = await closedPort();
      const mailer = createSmtpMailer(
        `smtp://station:pass-word@127.0.0.1:${port}`,
        'NightDrive FM <no-reply@nightdrive.test>',
      );
      let clock = new Date('2026-11-26T12:00:00Z');
      const work: Promise<unknown>[] = [];
      const outbox = createMailOutbox({
        repo: createMailRepo(database.db),
        mailer,
        log: quietLog,
        background: (p) => {
          work.push(p);
          return p;
        },
        outboxUrl: (id) => `/outbox/${id}`,
        now: () => clock,
      });

      const id = await outbox.queue('fan@example.test', 'test', sample);
      await Promise.allSettled(work);
      const [waiting] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
      expect(waiting?.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(waiting?.nextAttemptAt.getTime()).toBe(clock.getTime() + retryDelayMs(1));

      // Not due yet: nothing is tried.
      expect(await outbox.deliverDue()).toBe(0);

      // The server comes back on the same port; the retry is due a minute later.
      smtp = await startSmtpServer(undefined, port);
      clock = new Date(clock.getTime() + retryDelayMs(1));
      expect(await outbox.deliverDue()).toBe(1);
      const [sent] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
      expect(smtp.received).toHaveLength(1);
      const raw = smtp.received[0]?.raw ?? '';
      expect(smtp.received[0]?.to).toEqual(['fan@example.test']);
      expect(raw).toContain('Subject: A test from the station');
      expect(raw).toMatch(/Content-Type: text\/plain/i);
      expect(raw).toMatch(/Content-Type: text\/html/i);
      mailer.close();
    } finally {
      await database.close();
    }
  });

  it('backs off from a minute, doubling up to four hours, and gives up after the last attempt', async () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(4 * 60 * 60_000);

    const database = await createTestDatabase();
    try {
      let clock = new Date('2026-11-26T12:00:00Z');
      const outbox = createMailOutbox({
        repo: createMailRepo(database.db),
        mailer: {
          send: async () => {
            throw new Error('451 try again later');
          },
          close: () => {},
        },
        log: quietLog,
        background: (p) => p,
        outboxUrl: (id) => `/outbox/${id}`,
        now: () => clock,
      });
      const id = await outbox.queue('fan@example.test', 'test', sample);
      for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS + 2; attempt += 1) {
        clock = new Date(clock.getTime() + 5 * 60 * 60_000);
        await outbox.deliverDue();
      }
      const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
      expect(row?.lastError).toBe('451 try again later');
    } finally {
      await database.close();
    }
  });
});

describe('the development outbox', () => {
  it('keeps mail when no mail server is set, and shows it on this machine', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'outbox' });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: member.email },
    });
    expect(asked.statusCode).toBe(202);
    const row = await waitForMail(member.email);
    expect(row.status).toBe('kept');

    const list = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain(member.email);
    expect(list.body).toContain(`/api/dev/outbox/${row.id}`);

    const one = await t.app.inject({ method: 'GET', url: `/api/dev/outbox/${row.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.body).toMatch(/<a href="http:\/\/localhost:5000\/reset-password#token=[\w-]{43}">/);
    const html = await t.app.inject({ method: 'GET', url: `/api/dev/outbox/${row.id}/html` });
    expect(html.body).toContain('Choose a new password');
  });

  it('opens for administrators from anywhere, and for nobody else off this machine', async () => {
    const fromAfar = { remoteAddress: '203.0.113.50' };
    const away = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', ...fromAfar });
    expect(away.statusCode).toBe(403);
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: { 'x-forwarded-for': '203.0.113.50' },
    });
    expect(proxied.statusCode).toBe(403);
    const member = await createUser(t.app, t.database, { prefix: 'notadmin' });
    const asMember = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: { authorization: `Bearer ${member.token}` },
      ...fromAfar,
    });
    expect(asMember.statusCode).toBe(403);
    const admin = await createUser(t.app, t.database, { prefix: 'outboxadmin', isAdmin: true });
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: { authorization: `Bearer ${admin.token}` },
      ...fromAfar,
    });
    expect(asAdmin.statusCode).toBe(200);
    expect((await callAs(t.app, admin, 'GET', '/api/dev/outbox/abc')).statusCode).toBe(404);
    expect((await callAs(t.app, admin, 'GET', '/api/dev/outbox/99999999')).statusCode).toBe(404);
  });
});

async function waitForMail(to: string) {
  for (let i = 0; i < 100; i += 1) {
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, 'password-reset')));
    if (row && row.status !== 'queued') return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to}`);
}

import { describe, expect, it } from 'vitest';
import { CONTACT_PAGE_SIZE, CONTACT_SEARCH_MAX } from '../../../shared/contracts/contact.js';
import { contactMessages } from '../../db/schema/index.js';
import { callAs } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';

const t = setUpTestApp({
  users: {
    admin: { prefix: 'inboxboss', isAdmin: true },
    dj: { prefix: 'inboxdj', isDj: true },
    member: { prefix: 'inboxfan' },
  },
});

interface Listed {
  id: number;
  subject: string;
  contactType: string;
  handledAt: string | null;
  handledBy: string | null;
}

let sent = 0;
/** Stores a message as the form would, each from its own address to stay under the hourly limit. */
async function send(fields: Partial<Record<string, string>> = {}) {
  sent += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: `203.0.113.${100 + sent}`,
    payload: {
      name: 'Casey Rivera',
      email: 'casey@example.com',
      subject: `Inbox message number ${sent}`,
      message: 'A message long enough for the contact form to accept.',
      contactType: 'general',
      ...fields,
    },
  });
  expect(response.statusCode).toBe(201);
}

const inbox = async (query: string, user = t.users.admin) => {
  const response = await callAs(t.app, user, 'GET', `/api/admin/contact-messages?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { messages: Listed[]; nextCursor: number | null; open: number };
};
const subjects = (list: { messages: Listed[] }) => list.messages.map((m) => m.subject);
const find = async (subject: string) => {
  const found = (await inbox('status=all')).messages.find((m) => m.subject === subject);
  if (!found) throw new Error(`no message "${subject}"`);
  return found;
};
const mark = (id: number, handled: boolean, user = t.users.admin) =>
  callAs(t.app, user, 'POST', `/api/admin/contact-messages/${id}/handled`, { handled });
const openCount = async () =>
  (await callAs(t.app, t.users.admin, 'GET', '/api/admin/contact-messages/open-count')).json()
    .open as number;
const auditFor = async (id: number) => {
  const entries = (await callAs(t.app, t.users.admin, 'GET', '/api/admin/audit')).json()
    .entries as { action: string; targetType: string; targetId: string; actor: object }[];
  return entries.filter((e) => e.targetType === 'contact_message' && e.targetId === String(id));
};

describe('the contact inbox', () => {
  it('narrows the list by contact type', async () => {
    await send({ contactType: 'music', subject: 'A demo tape for the night show' });
    await send({ contactType: 'advertise', subject: 'Advertising during drive time' });
    const music = await inbox('status=all&type=music');
    expect(music.messages.length).toBeGreaterThan(0);
    expect(music.messages.every((m) => m.contactType === 'music')).toBe(true);
    expect(subjects(music)).toContain('A demo tape for the night show');
    expect(subjects(music)).not.toContain('Advertising during drive time');
  });

  it('finds text in the name, e-mail, subject or message, whatever the letter case', async () => {
    await send({ name: 'Quinn Zephyrine', subject: 'Found by the sender name' });
    await send({ email: 'zephyr.mail@example.org', subject: 'Found by the address' });
    await send({ subject: 'About the ZEPHYR transmitter' });
    await send({ subject: 'Found by the body', message: 'The zephyr show needs more synths.' });
    await send({ subject: 'Nothing to do with it' });
    const found = subjects(await inbox('status=all&q=zEpHyR'));
    expect(found).toEqual(
      expect.arrayContaining([
        'Found by the sender name',
        'Found by the address',
        'About the ZEPHYR transmitter',
        'Found by the body',
      ]),
    );
    expect(found).not.toContain('Nothing to do with it');
  });

  it('searches for % and _ as the characters, not as wildcards', async () => {
    await send({ subject: 'Discount of 100% on ads' });
    await send({ subject: 'Discount of 1000 on ads' });
    await send({ subject: 'The track_name field is broken' });
    await send({ subject: 'The trackXname field is broken' });
    expect(subjects(await inbox(`status=all&q=${encodeURIComponent('100%')}`))).toEqual([
      'Discount of 100% on ads',
    ]);
    expect(subjects(await inbox('status=all&q=track_name'))).toEqual([
      'The track_name field is broken',
    ]);
    expect(subjects(await inbox(`status=all&q=${encodeURIComponent('\\')}`))).toEqual([]);
  });

  it('refuses a search over the length limit and an unknown type with the field named', async () => {
    const long = await callAs(
      t.app,
      t.users.admin,
      'GET',
      `/api/admin/contact-messages?q=${'x'.repeat(CONTACT_SEARCH_MAX + 1)}`,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual([
      { field: 'q', reason: `must be at most ${CONTACT_SEARCH_MAX} characters` },
    ]);
    const type = await callAs(t.app, t.users.admin, 'GET', '/api/admin/contact-messages?type=spam');
    expect(type.statusCode).toBe(400);
    expect(type.json().error.fields[0]).toMatchObject({ field: 'type' });
    const cursor = await callAs(
      t.app,
      t.users.admin,
      'GET',
      '/api/admin/contact-messages?before=-3',
    );
    expect(cursor.statusCode).toBe(400);
  });

  it('pages through the list newest first without repeating a message', async () => {
    await t.database.db.insert(contactMessages).values(
      Array.from({ length: CONTACT_PAGE_SIZE + 5 }, (_, i) => ({
        name: 'Bulk Sender',
        email: 'bulk@example.com',
        subject: `Paged message ${i}`,
        message: 'One of many messages, for paging.',
        contactType: 'technical' as const,
      })),
    );
    const first = await inbox('status=all&q=Paged+message');
    expect(first.messages).toHaveLength(CONTACT_PAGE_SIZE);
    expect(first.messages[0]?.subject).toBe(`Paged message ${CONTACT_PAGE_SIZE + 4}`);
    expect(first.nextCursor).toBe(first.messages.at(-1)?.id);
    const second = await inbox(`status=all&q=Paged+message&before=${first.nextCursor}`);
    expect(second.messages).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.messages, ...second.messages].map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('counts the open messages, and the count drops when one is handled', async () => {
    await send({ subject: 'Count me while open' });
    const message = await find('Count me while open');
    const before = await openCount();
    expect(before).toBe((await inbox('status=open')).open);
    expect((await mark(message.id, true)).statusCode).toBe(200);
    expect(await openCount()).toBe(before - 1);
    expect((await mark(message.id, false)).statusCode).toBe(200);
    expect(await openCount()).toBe(before);
  });

  it('writes an audit entry with each change of state, and none when nothing changes', async () => {
    await send({ subject: 'Audit the handling of this' });
    const message = await find('Audit the handling of this');

    const handled = await mark(message.id, true);
    expect(handled.json()).toMatchObject({ handledBy: t.users.admin.username });
    expect(await auditFor(message.id)).toEqual([
      expect.objectContaining({
        action: 'contact.handled',
        actor: expect.objectContaining({ username: t.users.admin.username }),
      }),
    ]);

    // A second click (or a second administrator) keeps the first handling and its record.
    const again = await mark(message.id, true);
    expect(again.statusCode).toBe(200);
    expect(again.json().handledAt).toBe(handled.json().handledAt);
    expect(await auditFor(message.id)).toHaveLength(1);

    await mark(message.id, false);
    const entries = await auditFor(message.id);
    expect(entries.map((e) => e.action)).toEqual(['contact.reopened', 'contact.handled']);
  });

  it('keeps the inbox and its count to administrators', async () => {
    await send({ subject: 'Not for everyone to read' });
    const message = await find('Not for everyone to read');
    const urls = [
      ['GET', '/api/admin/contact-messages?status=all'],
      ['GET', '/api/admin/contact-messages/open-count'],
    ] as const;
    for (const [method, url] of urls) {
      expect((await callAs(t.app, null, method, url)).statusCode).toBe(401);
      expect((await callAs(t.app, t.users.member, method, url)).statusCode).toBe(403);
      expect((await callAs(t.app, t.users.dj, method, url)).statusCode).toBe(403);
    }
    expect((await mark(message.id, true, t.users.dj)).statusCode).toBe(403);
    expect((await mark(message.id, true, t.users.member)).statusCode).toBe(403);
    expect((await find('Not for everyone to read')).handledAt).toBeNull();
    expect(await auditFor(message.id)).toEqual([]);
  });
});

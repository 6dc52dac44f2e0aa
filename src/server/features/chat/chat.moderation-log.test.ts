import { describe, expect, it } from 'vitest';
import { MODERATION_LOG_PAGE_SIZE } from '../../../shared/contracts/chat.js';
import { chatModerationLog } from '../../db/schema/index.js';
import { callAs, type TestUser } from '../../testing/accounts.js';
import { ChatSocket, chatMessage, chatSocketUrl } from '../../testing/chat-socket.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';

const t = setUpTestApp({
  listen: true,
  users: {
    dj: { prefix: 'logdj', isDj: true },
    admin: { prefix: 'logadmin', isAdmin: true },
    member: { prefix: 'logfan' },
  },
});

const LOG = '/api/station/moderation-log';

/** A chat client that has joined under `username`, signed in as `user` when one is given. */
async function joined(username: string, user?: TestUser) {
  const listener = new ChatSocket(chatSocketUrl(t), {
    headers: user ? { cookie: `sid=${user.token}` } : {},
  });
  await listener.join(username);
  return listener;
}

interface Entry {
  id: number;
  action: string;
  moderator: { id: number | null; username: string };
  target: string;
  messageId: number | null;
  excerpt: string | null;
  until: string | null;
}

const page = async (user: TestUser, query = '') => {
  const res = await callAs(t.app, user, 'GET', `${LOG}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { entries: Entry[]; nextCursor: number | null };
};

describe('the chat’s moderation log', () => {
  it('records a DJ’s deletion with the message’s text and a mute with its end, newest first', async () => {
    const mod = await joined('x', t.users.dj);
    const loud = await joined('Loudmouth');
    loud.send(chatMessage('buy cheap followers'));
    const spam = await mod.next('new_message', (f) => f.data.message === 'buy cheap followers');

    mod.send({ type: 'delete_message', data: { id: spam.data.id } });
    await loud.next('message_deleted');
    mod.send({ type: 'mute_user', data: { username: 'Loudmouth', minutes: 10 } });
    const muted = await loud.next('user_muted');

    const { entries } = await page(t.users.dj);
    const [mute, deletion] = entries;
    expect(mute).toMatchObject({
      action: 'mute',
      moderator: { id: t.users.dj.id, username: t.users.dj.username },
      target: 'Loudmouth',
      messageId: null,
      excerpt: null,
      until: muted.data.until,
    });
    expect(deletion).toMatchObject({
      action: 'delete',
      moderator: { id: t.users.dj.id, username: t.users.dj.username },
      target: 'Loudmouth',
      messageId: spam.data.id,
      excerpt: 'buy cheap followers',
      until: null,
    });
    for (const client of [mod, loud]) client.close();
  });

  it('records nothing for a refused act or a message already gone', async () => {
    const before = (await page(t.users.dj)).entries.length;
    const mod = await joined('x', t.users.admin);
    const chatter = await joined('Chatty');
    chatter.send(chatMessage('hello'));
    const hello = await mod.next('new_message', (f) => f.data.message === 'hello');
    expect(
      (await chatter.refusal({ type: 'mute_user', data: { username: 'x', minutes: 5 } })).code,
    ).toBe('FORBIDDEN');
    mod.send({ type: 'delete_message', data: { id: hello.data.id } });
    await chatter.next('message_deleted');
    expect((await mod.refusal({ type: 'delete_message', data: { id: hello.data.id } })).code).toBe(
      'NOT_FOUND',
    );
    expect((await page(t.users.admin)).entries.length).toBe(before + 1);
    for (const client of [mod, chatter]) client.close();
  });

  it('is read by DJs and admins only', async () => {
    expect((await callAs(t.app, null, 'GET', LOG)).statusCode).toBe(401);
    expect((await callAs(t.app, t.users.member, 'GET', LOG)).statusCode).toBe(403);
    expect((await callAs(t.app, t.users.dj, 'GET', LOG)).statusCode).toBe(200);
    expect((await callAs(t.app, t.users.admin, 'GET', LOG)).statusCode).toBe(200);
  });

  it('pages with a cursor until the oldest entry, and refuses a bad cursor', async () => {
    await t.database.db.insert(chatModerationLog).values(
      Array.from({ length: MODERATION_LOG_PAGE_SIZE + 5 }, (_, i) => ({
        action: 'mute' as const,
        moderatorId: t.users.dj.id,
        moderatorName: t.users.dj.username,
        targetName: `chatter${i}`,
        until: new Date(),
      })),
    );
    const first = await page(t.users.dj);
    expect(first.entries).toHaveLength(MODERATION_LOG_PAGE_SIZE);
    expect(first.nextCursor).toBe(first.entries.at(-1)?.id);
    const ids = first.entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await page(t.users.dj, `?before=${first.nextCursor}`);
    expect(second.nextCursor).toBeNull();
    expect(Math.max(...second.entries.map((entry) => entry.id))).toBeLessThan(Math.min(...ids));
    const bad = await callAs(t.app, t.users.dj, 'GET', `${LOG}?before=soon`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[0].field).toBe('before');
  });
});

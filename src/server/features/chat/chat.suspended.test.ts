import http from 'node:http';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  callsTo,
  createFriends,
  createUser,
  type TestUser,
} from '../../testing/accounts.js';
import { ChatSocket, chatMessage, chatSocketUrl } from '../../testing/chat-socket.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { until } from '../../testing/until.js';
import { createChatRepo } from './chat.repo.js';

const t = setUpTestApp({ listen: true, users: { admin: { prefix: 'susp_admin', isAdmin: true } } });

const call = callsTo(t);

const friendOf = async (user: TestUser, id: number) =>
  (
    (await call(user, 'GET', '/api/friends')).json().friends as {
      id: number;
      isOnline: boolean;
    }[]
  ).find((friend) => friend.id === id);

/** The member's page following the station's live updates; resolves once the first event came. */
function openEventStream(user: TestUser): Promise<{ ended: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${t.base}/api/radio/events`,
      { agent: false, headers: bearer(user.token) },
      (response) => {
        const ended = new Promise<void>((done) => {
          response.once('end', done);
          response.once('close', done);
        });
        response.once('data', () => resolve({ ended }));
      },
    );
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
  });
}

describe('chat history and suspended members', () => {
  it('leaves out the messages of a suspended member, and brings them back when restored', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'chat_susp' });
    const db = t.database.db;
    await db.execute(sql`insert into chat_messages (type, username, user_id, message)
      values ('user', ${member.username}, ${member.id}, 'shouting in the chat'),
             ('system', 'Station', null, 'Welcome to the night drive')`);
    const history = async () => (await createChatRepo(db).recent(100)).map((m) => m.message);
    expect(await history()).toContain('shouting in the chat');

    await db.execute(sql`update users set suspended_at = now() where id = ${member.id}`);
    expect(await history()).not.toContain('shouting in the chat');
    expect(await history()).toContain('Welcome to the night drive');

    await db.execute(sql`update users set suspended_at = null where id = ${member.id}`);
    expect(await history()).toContain('shouting in the chat');
  });
});

describe('suspending a member who is connected', () => {
  it('closes their chat socket and event stream at once, and their friends see them offline', async () => {
    const [member, pal] = await createFriends(t.app, t.database, ['susp_live', 'susp_pal']);
    const socket = new ChatSocket(chatSocketUrl(t), { headers: { cookie: `sid=${member.token}` } });
    expect((await socket.join('ignored')).data.username).toBe(member.username);
    const ear = new ChatSocket(chatSocketUrl(t));
    await ear.next('message_history');
    const stream = await openEventStream(member);
    expect((await call(member, 'PUT', '/api/presence/listening')).statusCode).toBe(204);
    expect(await friendOf(pal, member.id)).toMatchObject({ isOnline: true });
    const listening = async () =>
      ((await call(pal, 'GET', '/api/friends/listening')).json().friends as { id: number }[]).map(
        (friend) => friend.id,
      );
    expect(await listening()).toEqual([member.id]);

    const res = await call(t.users.admin, 'POST', `/api/admin/users/${member.id}/suspend`, {
      reason: 'spam',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await socket.whenClosed).code).toBe(1008);
    await stream.ended;
    await until(
      () => friendOf(pal, member.id),
      (friend) => friend?.isOnline === false,
      { what: 'the suspended member offline for their friend' },
    );
    expect(await listening()).toEqual([]);

    // The session ended with the suspension: the same cookie now chats as nobody in particular.
    const again = new ChatSocket(chatSocketUrl(t), { headers: { cookie: `sid=${member.token}` } });
    expect((await again.join('Passerby')).data.username).toBe('Passerby');
    again.send(chatMessage('back again'));
    const heard = await ear.next('new_message', (f) => f.data.message === 'back again');
    expect(heard.data).toMatchObject({ username: 'Passerby', type: 'user' });
    for (const client of [again, ear]) client.close();
  });

  it('says nothing more to the room once suspended, whatever the socket still sends', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'susp_loud' });
    const socket = new ChatSocket(chatSocketUrl(t), { headers: { cookie: `sid=${member.token}` } });
    await socket.join('x');
    const ear = new ChatSocket(chatSocketUrl(t));
    await ear.next('message_history');
    await call(t.users.admin, 'POST', `/api/admin/users/${member.id}/suspend`, { reason: 'spam' });
    if (socket.socket.readyState === socket.socket.OPEN) {
      socket.send(chatMessage('one last word'));
    }
    await socket.whenClosed;
    ear.send({ type: 'join', data: { username: 'Ear' } });
    await ear.next('join_confirmed');
    ear.send(chatMessage('after the suspension'));
    await ear.next('new_message', (f) => f.data.message === 'after the suspension');
    expect(
      ear.history.some((f) => f.type === 'new_message' && f.data.username === member.username),
    ).toBe(false);
    ear.close();
  });
});

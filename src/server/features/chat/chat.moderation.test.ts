import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../testing/accounts.js';
import { ChatSocket, chatSocketUrl } from '../../testing/chat-socket.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';

const t = setUpTestApp({ listen: true });

/** A chat client on this file's server. */
class Listener extends ChatSocket {
  constructor(headers: Record<string, string> = {}) {
    super(chatSocketUrl(t), { headers });
  }
}

describe('moderation', () => {
  it('lets a DJ delete a message for everyone and mute a chatter, but not a listener', async () => {
    const dj = await createUser(t.app, t.database, { prefix: 'moddj', isDj: true });
    const mod = new Listener({ cookie: `sid=${dj.token}` });
    await mod.join('x');
    const loud = new Listener();
    await loud.join('Loud');
    const quiet = new Listener();
    await quiet.join('Quiet');

    loud.send({ type: 'chat_message', data: { message: 'spam spam' } });
    const spam = await quiet.next('new_message', (f) => f.data.message === 'spam spam');

    quiet.send({ type: 'delete_message', data: { id: spam.data.id } });
    expect((await quiet.next('error')).data.code).toBe('FORBIDDEN');

    mod.send({ type: 'delete_message', data: { id: spam.data.id } });
    expect((await quiet.next('message_deleted')).data.id).toBe(spam.data.id);
    const fresh = new Listener();
    const history = await fresh.next('message_history');
    expect(history.data.map((m) => m.id)).not.toContain(spam.data.id);
    fresh.close();

    mod.send({ type: 'mute_user', data: { username: 'loud', minutes: 5 } });
    expect((await loud.next('user_muted')).data.username).toBe('loud');
    loud.send({ type: 'chat_message', data: { message: 'let me talk' } });
    expect((await loud.next('error')).data).toMatchObject({
      code: 'MUTED',
      reason: expect.stringContaining('5 minutes'),
    });

    for (const l of [mod, loud, quiet]) l.close();
  });

  it('lets only an admin switch slow mode on and off', async () => {
    const admin = await createUser(t.app, t.database, { prefix: 'slowadmin', isAdmin: true });
    const boss = new Listener({ cookie: `sid=${admin.token}` });
    await boss.join('x');
    const chatter = new Listener();
    await chatter.join('Chatter');
    chatter.send({ type: 'slow_mode', data: { seconds: 30 } });
    expect((await chatter.next('error')).data.code).toBe('FORBIDDEN');

    boss.send({ type: 'slow_mode', data: { seconds: 30 } });
    expect((await chatter.next('slow_mode')).data.seconds).toBe(30);
    chatter.send({ type: 'chat_message', data: { message: 'one' } });
    await chatter.next('new_message', (f) => f.data.message === 'one');
    chatter.send({ type: 'chat_message', data: { message: 'two' } });
    expect((await chatter.next('error')).data.code).toBe('SLOW_MODE');

    boss.send({ type: 'slow_mode', data: { seconds: 0 } });
    expect((await chatter.next('slow_mode')).data.seconds).toBe(0);
    chatter.send({ type: 'chat_message', data: { message: 'three' } });
    await chatter.next('new_message', (f) => f.data.message === 'three');
    boss.close();
    chatter.close();
  });

  it('lets an admin post a station announcement as a system message', async () => {
    const admin = await createUser(t.app, t.database, { prefix: 'announcer', isAdmin: true });
    const ear = new Listener();
    await ear.next('message_history');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/chat/announcements',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { message: 'Neon Nights starts in 5 minutes!' },
    });
    expect(res.statusCode).toBe(201);
    const heard = await ear.next('new_message', (f) => f.data.type === 'system');
    expect(heard.data).toMatchObject({
      username: 'NightDrive FM',
      message: 'Neon Nights starts in 5 minutes!',
    });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/admin/chat/announcements',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { message: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    const nul = await t.app.inject({
      method: 'POST',
      url: '/api/admin/chat/announcements',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { message: 'Neon\u0000Nights' },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.fields).toEqual([
      { field: 'message', reason: expect.stringContaining('NUL') },
    ]);
    ear.close();
  });
});

describe('a DJ demoted while connected', () => {
  it('can no longer delete or mute, and their next message is a listener’s', async () => {
    const dj = await createUser(t.app, t.database, { prefix: 'demoted', isDj: true });
    const mod = new Listener({ cookie: `sid=${dj.token}` });
    await mod.join('x');
    const loud = new Listener();
    await loud.join('Loudmouth');
    mod.send({ type: 'chat_message', data: { message: 'on air' } });
    expect((await loud.next('new_message', (f) => f.data.message === 'on air')).data.type).toBe(
      'dj',
    );
    loud.send({ type: 'chat_message', data: { message: 'spam again' } });
    const spam = await mod.next('new_message', (f) => f.data.message === 'spam again');

    const admin = await createUser(t.app, t.database, { prefix: 'demoter', isAdmin: true });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${dj.id}/roles`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { isDj: false },
    });
    expect(res.statusCode, res.body).toBe(200);

    mod.send({ type: 'delete_message', data: { id: spam.data.id } });
    expect((await mod.next('error')).data.code).toBe('FORBIDDEN');
    mod.send({ type: 'mute_user', data: { username: 'Loudmouth', minutes: 5 } });
    expect((await mod.next('error')).data.code).toBe('FORBIDDEN');
    mod.send({ type: 'chat_message', data: { message: 'off air' } });
    const plain = await loud.next('new_message', (f) => f.data.message === 'off air');
    expect(plain.data).toMatchObject({ username: dj.username, type: 'user' });
    expect(mod.closed).toBeNull();
    for (const client of [mod, loud]) client.close();
  });

  it('re-reads the roles before a moderation command even if the change came from elsewhere', async () => {
    const dj = await createUser(t.app, t.database, { prefix: 'quietdemote', isDj: true });
    const mod = new Listener({ cookie: `sid=${dj.token}` });
    await mod.join('x');
    // Changed in the database directly: no event reaches the chat, the re-read does.
    await t.database.db.execute(sql`update users set is_dj = false where id = ${dj.id}`);
    mod.send({ type: 'mute_user', data: { username: 'Nobody', minutes: 5 } });
    expect((await mod.next('error')).data.code).toBe('FORBIDDEN');
    mod.send({ type: 'chat_message', data: { message: 'still here' } });
    expect((await mod.next('new_message', (f) => f.data.message === 'still here')).data.type).toBe(
      'user',
    );
    mod.close();
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callAs, createUser, type TestUser } from '../../testing/accounts.js';
import { ChatSocket, chatMessage, chatSocketUrl } from '../../testing/chat-socket.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';

const t = setUpTestApp({ listen: true });

/** A chat client on this file's server. */
class Listener extends ChatSocket {
  constructor(headers: Record<string, string> = {}) {
    super(chatSocketUrl(t), { headers });
  }
}

/** A chat client that has joined under `username`, signed in as `user` when one is given. */
async function joined(username: string, user?: TestUser) {
  const listener = new Listener(user ? { cookie: `sid=${user.token}` } : {});
  await listener.join(username);
  return listener;
}

describe('moderation', () => {
  it('lets a DJ delete a message for everyone and mute a chatter, but not a listener', async () => {
    const dj = await createUser(t.app, t.database, { prefix: 'moddj', isDj: true });
    const mod = await joined('x', dj);
    const loud = await joined('Loud');
    const quiet = await joined('Quiet');

    loud.send(chatMessage('spam spam'));
    const spam = await quiet.next('new_message', (f) => f.data.message === 'spam spam');

    const deletion = { type: 'delete_message', data: { id: spam.data.id } };
    expect((await quiet.refusal(deletion)).code).toBe('FORBIDDEN');

    mod.send(deletion);
    expect((await quiet.next('message_deleted')).data.id).toBe(spam.data.id);
    const fresh = new Listener();
    const history = await fresh.next('message_history');
    expect(history.data.map((m) => m.id)).not.toContain(spam.data.id);
    fresh.close();

    mod.send({ type: 'mute_user', data: { username: 'loud', minutes: 5 } });
    expect((await loud.next('user_muted')).data.username).toBe('loud');
    expect(await loud.refusal(chatMessage('let me talk'))).toMatchObject({
      code: 'MUTED',
      reason: expect.stringContaining('5 minutes'),
    });

    for (const l of [mod, loud, quiet]) l.close();
  });

  it('lets only an admin switch slow mode on and off', async () => {
    const admin = await createUser(t.app, t.database, { prefix: 'slowadmin', isAdmin: true });
    const boss = await joined('x', admin);
    const chatter = await joined('Chatter');
    expect((await chatter.refusal({ type: 'slow_mode', data: { seconds: 30 } })).code).toBe(
      'FORBIDDEN',
    );

    boss.send({ type: 'slow_mode', data: { seconds: 30 } });
    expect((await chatter.next('slow_mode')).data.seconds).toBe(30);
    chatter.send(chatMessage('one'));
    await chatter.next('new_message', (f) => f.data.message === 'one');
    expect((await chatter.refusal(chatMessage('two'))).code).toBe('SLOW_MODE');

    boss.send({ type: 'slow_mode', data: { seconds: 0 } });
    expect((await chatter.next('slow_mode')).data.seconds).toBe(0);
    chatter.send(chatMessage('three'));
    await chatter.next('new_message', (f) => f.data.message === 'three');
    boss.close();
    chatter.close();
  });

  it('lets an admin post a station announcement as a system message', async () => {
    const admin = await createUser(t.app, t.database, { prefix: 'announcer', isAdmin: true });
    const announce = (message: string) =>
      callAs(t.app, admin, 'POST', '/api/admin/chat/announcements', { message });
    const ear = new Listener();
    await ear.next('message_history');
    const res = await announce('Neon Nights starts in 5 minutes!');
    expect(res.statusCode).toBe(201);
    const heard = await ear.next('new_message', (f) => f.data.type === 'system');
    expect(heard.data).toMatchObject({
      username: 'NightDrive FM',
      message: 'Neon Nights starts in 5 minutes!',
    });
    const empty = await announce('  ');
    expect(empty.statusCode).toBe(400);
    const nul = await announce('Neon\u0000Nights');
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
    const mod = await joined('x', dj);
    const loud = await joined('Loudmouth');
    mod.send(chatMessage('on air'));
    expect((await loud.next('new_message', (f) => f.data.message === 'on air')).data.type).toBe(
      'dj',
    );
    loud.send(chatMessage('spam again'));
    const spam = await mod.next('new_message', (f) => f.data.message === 'spam again');

    const admin = await createUser(t.app, t.database, { prefix: 'demoter', isAdmin: true });
    const res = await callAs(t.app, admin, 'PUT', `/api/admin/users/${dj.id}/roles`, {
      isDj: false,
    });
    expect(res.statusCode, res.body).toBe(200);

    expect((await mod.refusal({ type: 'delete_message', data: { id: spam.data.id } })).code).toBe(
      'FORBIDDEN',
    );
    expect(
      (await mod.refusal({ type: 'mute_user', data: { username: 'Loudmouth', minutes: 5 } })).code,
    ).toBe('FORBIDDEN');
    mod.send(chatMessage('off air'));
    const plain = await loud.next('new_message', (f) => f.data.message === 'off air');
    expect(plain.data).toMatchObject({ username: dj.username, type: 'user' });
    expect(mod.closed).toBeNull();
    for (const client of [mod, loud]) client.close();
  });

  it('re-reads the roles before a moderation command even if the change came from elsewhere', async () => {
    const dj = await createUser(t.app, t.database, { prefix: 'quietdemote', isDj: true });
    const mod = await joined('x', dj);
    // Changed in the database directly: no event reaches the chat, the re-read does.
    await t.database.db.execute(sql`update users set is_dj = false where id = ${dj.id}`);
    expect(
      (await mod.refusal({ type: 'mute_user', data: { username: 'Nobody', minutes: 5 } })).code,
    ).toBe('FORBIDDEN');
    mod.send(chatMessage('still here'));
    expect((await mod.next('new_message', (f) => f.data.message === 'still here')).data.type).toBe(
      'user',
    );
    mod.close();
  });
});

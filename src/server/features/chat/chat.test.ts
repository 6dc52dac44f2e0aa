import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { chatMessages } from '../../db/schema/index.js';
import { createUser } from '../../testing/accounts.js';
import { ChatSocket, chatMessage, chatSocketUrl } from '../../testing/chat-socket.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { until } from '../../testing/until.js';
import { MAX_CONNECTIONS_PER_ADDRESS, RATE_LIMIT_MESSAGES } from './chat.service.js';

const t = setUpTestApp({ listen: true });

/** A chat client on this file's server. */
class Listener extends ChatSocket {
  constructor(headers: Record<string, string> = {}) {
    super(chatSocketUrl(t), { headers });
  }
}

/** Every chat socket the server holds has closed, and so given back its place. */
const allChatSocketsClosed = () =>
  until(
    () => t.app.websocketServer.clients.size,
    (open) => open === 0,
    { what: 'the server to see every chat socket closed' },
  );

describe('the chat protocol', () => {
  it('sends history and the online count on connect, confirms a join and shares messages in order', async () => {
    const alice = new Listener();
    const history = await alice.next('message_history');
    expect(history.data).toEqual([]);
    expect((await alice.next('online_count')).data.count).toBe(1);
    alice.send({ type: 'join', data: { username: '  Neon Alice ' } });
    expect((await alice.next('join_confirmed')).data).toEqual({ username: 'Neon Alice' });

    const bob = new Listener();
    await bob.join('Bob');
    expect((await alice.next('online_count')).data.count).toBe(2);

    alice.send(chatMessage('first!'));
    alice.send(chatMessage('<b>second</b>'));
    const one = await bob.next('new_message');
    const two = await bob.next('new_message');
    expect(one.data).toMatchObject({ type: 'user', username: 'Neon Alice', message: 'first!' });
    expect(two.data.message).toBe('<b>second</b>');
    expect(two.data.id).toBeGreaterThan(one.data.id);
    expect(Date.parse(one.data.timestamp)).not.toBeNaN();

    bob.close();
    expect((await alice.next('online_count')).data.count).toBe(1);

    const carol = new Listener();
    const later = await carol.next('message_history');
    expect(later.data.map((m) => m.message)).toEqual(['first!', '<b>second</b>']);
    carol.close();
    alice.close();
  });

  it('refuses empty and too long messages, and messages before joining, keeping the connection', async () => {
    const dave = new Listener();
    await dave.next('message_history');
    expect((await dave.refusal(chatMessage('hello?'))).code).toBe('NOT_JOINED');
    await dave.join('Dave');
    expect((await dave.refusal(chatMessage('   '))).code).toBe('EMPTY');
    expect(await dave.refusal(chatMessage('x'.repeat(501)))).toMatchObject({
      code: 'TOO_LONG',
      reason: expect.stringContaining('500'),
    });
    expect((await dave.say('still here')).message).toBe('still here');
    dave.close();
  });

  it('refuses malformed JSON and unknown types, and stays usable', async () => {
    const eve = new Listener();
    await eve.join('Eve');
    expect((await eve.refusal('{not json')).code).toBe('MALFORMED');
    expect((await eve.refusal({ type: 'dance', data: {} })).code).toBe('UNKNOWN_TYPE');
    expect((await eve.refusal({ type: 'chat_message' })).code).toBe('MALFORMED');
    expect((await eve.say('fine')).message).toBe('fine');
    eve.close();
  });

  it('stops a flood with a clear refusal', async () => {
    const fast = new Listener();
    await fast.join('Speedy');
    for (let i = 0; i <= RATE_LIMIT_MESSAGES; i++) fast.send(chatMessage(`m${i}`));
    const refusal = await fast.next('error');
    expect(refusal.data).toMatchObject({
      code: 'RATE_LIMITED',
      reason: expect.stringContaining('too fast'),
    });
    fast.close();
  });

  it('refuses reserved names, registered accounts’ names and names in use', async () => {
    const registered = await createUser(t.app, t.database, { prefix: 'chatter' });
    const frank = new Listener();
    await frank.next('message_history');
    for (const [name, code] of [
      ['Admin', 'RESERVED_NAME'],
      ['night drive fm', 'RESERVED_NAME'],
      ['DJ', 'RESERVED_NAME'],
      [registered.username.toUpperCase(), 'NAME_TAKEN'],
      ['<script>', 'INVALID_NAME'],
      ['', 'INVALID_NAME'],
    ] as const) {
      expect((await frank.refusal({ type: 'join', data: { username: name } })).code).toBe(code);
    }
    const grace = new Listener();
    await grace.join('Grace');
    expect((await frank.refusal({ type: 'join', data: { username: 'grace' } })).code).toBe(
      'NAME_TAKEN',
    );
    grace.close();
    frank.close();
  });

  it('lets a signed-in listener chat under their own name, and a DJ send dj messages', async () => {
    const dj = await createUser(t.app, t.database, { prefix: 'spinner', isDj: true });
    const listener = new Listener({ cookie: `sid=${dj.token}` });
    await listener.next('message_history');
    listener.send({ type: 'join', data: { username: 'Someone Else' } });
    expect((await listener.next('join_confirmed')).data.username).toBe(dj.username);
    listener.send(chatMessage('Next up: Neon Nights!'));
    expect((await listener.next('new_message')).data).toMatchObject({
      type: 'dj',
      username: dj.username,
    });
    listener.close();
  });

  it('refuses a message containing a NUL character, stores nothing and stays usable', async () => {
    const refusedForNul = {
      code: 'MALFORMED',
      reason: expect.stringContaining('NUL (zero-byte) characters'),
    };
    const nul = new Listener();
    await nul.next('message_history');
    expect(await nul.refusal({ type: 'join', data: { username: 'Nul\u0000ly' } })).toMatchObject(
      refusedForNul,
    );
    await nul.join('Nully');
    // Escaped in JSON, and raw (which JSON itself does not allow inside a string).
    for (const frame of [
      JSON.stringify({ type: 'chat_message', data: { message: 'zero\u0000byte' } }),
      '{"type":"chat_message","data":{"message":"zero\u0000byte"}}',
    ]) {
      expect(await nul.refusal(frame)).toMatchObject(refusedForNul);
    }
    expect((await nul.say('zero byte, spelled out')).message).toBe('zero byte, spelled out');
    const stored = await t.database.db
      .select({ message: chatMessages.message })
      .from(chatMessages)
      .where(like(chatMessages.message, 'zero%'));
    expect(stored.map((row) => row.message)).toEqual(['zero byte, spelled out']);
    nul.close();
  });

  it('refuses a foreign, null or unreadable Origin at the handshake', async () => {
    for (const origin of ['https://evil.example', 'null', 'not a url', 'file://']) {
      const stranger = new WebSocket(chatSocketUrl(t), { headers: { origin } });
      const answer = await new Promise<{ status: number; body: string }>((resolve) => {
        stranger.on('unexpected-response', (_req, res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        stranger.on('open', () => {
          stranger.close();
          resolve({ status: 101, body: '' });
        });
      });
      expect(answer.status, origin).toBe(403);
      expect(JSON.parse(answer.body).error.code).toBe('FOREIGN_ORIGIN');
    }
  });

  it('refuses a page of the https site on the same host and port', async () => {
    const sameHost = new URL(chatSocketUrl(t)).host;
    const stranger = new WebSocket(chatSocketUrl(t), {
      headers: { origin: `https://${sameHost}` },
    });
    const status = await new Promise<number>((resolve) => {
      stranger.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      stranger.on('open', () => {
        stranger.close();
        resolve(101);
      });
    });
    expect(status).toBe(403);
  });

  it('accepts a page served from the host the socket was addressed to', async () => {
    const here = new Listener({ origin: new URL(chatSocketUrl(t)).origin.replace('ws:', 'http:') });
    expect((await here.next('message_history')).type).toBe('message_history');
    here.close();
  });

  it('closes a frame over 64 KB with code 1009', async () => {
    const big = new Listener();
    await big.next('message_history');
    big.send('x'.repeat(70 * 1024));
    await big.whenClosed;
    expect(big.closed?.code).toBe(1009);
  });

  it('caps connections per address', async () => {
    // Earlier tests' sockets finish closing first, so only this crowd counts.
    await allChatSocketsClosed();
    const crowd = Array.from({ length: MAX_CONNECTIONS_PER_ADDRESS }, () => new Listener());
    await Promise.all(crowd.map((l) => l.next('message_history')));
    const one = new Listener();
    expect((await one.next('error')).data.code).toBe('TOO_MANY_CONNECTIONS');
    await one.whenClosed;
    expect(one.closed?.code).toBe(1008);
    for (const l of crowd) l.close();
    // The later tests connect from the same address.
    await allChatSocketsClosed();
  });
});

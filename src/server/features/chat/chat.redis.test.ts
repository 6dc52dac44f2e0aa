import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { readEnv } from '../../env.js';
import { callAs, createUser } from '../../testing/accounts.js';
import { ChatSocket, chatMessage } from '../../testing/chat-socket.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { until } from '../../testing/until.js';

/**
 * Two server instances sharing one database and one Redis act as one chat room. Runs when
 * REDIS_URL is set (`.ci/run` points it at the local Redis).
 */
const redisUrl = readEnv().REDIS_URL;

// Frames cross Redis between the instances, so each wait allows a little longer.
const listen = (url: string, headers: Record<string, string> = {}) =>
  new ChatSocket(url, { headers, waitMs: 8000 });

describe.skipIf(!redisUrl)('two instances through Redis', () => {
  let database: Database;
  const apps: FastifyInstance[] = [];
  const urls: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({
        env: { LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:5000', REDIS_URL: redisUrl },
        database: { ...database, close: async () => {} },
        logger: false,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
      urls.push(`ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/chat-ws`);
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  it('carries messages between instances and counts everyone', async () => {
    const [urlOne, urlTwo] = urls as [string, string];
    const ann = listen(urlOne);
    await ann.join('Ann');

    const ben = listen(urlTwo);
    await ben.next('message_history');
    // Ben's instance already counts Ann, connected to the other one.
    await ben.next('online_count', (f) => f.data.count === 2);
    await ben.join('Ben');

    await ann.next('online_count', (f) => f.data.count === 2);

    ann.send(chatMessage('hello from one'));
    expect((await ben.next('new_message')).data).toMatchObject({
      username: 'Ann',
      message: 'hello from one',
    });
    ben.send(chatMessage('hello from two'));
    expect((await ann.next('new_message', (f) => f.data.username === 'Ben')).data.message).toBe(
      'hello from two',
    );

    ben.socket.close();
    await ann.next('online_count', (f) => f.data.count === 1);
    ann.socket.close();
  });

  it('tells chatters on both instances the slow mode an admin set, and enforces it on both', async () => {
    const [urlOne, urlTwo] = urls as [string, string];
    const admin = await createUser(apps[0] as FastifyInstance, database, {
      prefix: 'slowboss',
      isAdmin: true,
    });
    const boss = listen(urlOne, { cookie: `sid=${admin.token}` });
    await boss.join('x');
    const cleo = listen(urlOne);
    await cleo.join('Cleo');
    const dan = listen(urlTwo);
    await dan.join('Dan');

    boss.send({ type: 'slow_mode', data: { seconds: 30 } });
    for (const chatter of [cleo, dan]) {
      expect(await chatter.next('slow_mode')).toEqual({ type: 'slow_mode', data: { seconds: 30 } });
    }
    for (const [chatter, name] of [
      [cleo, 'Cleo'],
      [dan, 'Dan'],
    ] as const) {
      chatter.send({ type: 'chat_message', data: { message: `${name} once` } });
      await chatter.next('new_message', (f) => f.data.message === `${name} once`);
      expect(
        await chatter.refusal({ type: 'chat_message', data: { message: `${name} twice` } }),
      ).toMatchObject({
        code: 'SLOW_MODE',
        reason: expect.stringContaining('30 seconds'),
      });
    }

    // Off again, so the room is as the other tests expect it.
    boss.send({ type: 'slow_mode', data: { seconds: 0 } });
    for (const chatter of [cleo, dan]) {
      expect(await chatter.next('slow_mode')).toEqual({ type: 'slow_mode', data: { seconds: 0 } });
    }
    for (const client of [boss, cleo, dan]) client.socket.close();
  });

  it('closes on instance B the socket of a member suspended on instance A, and drops their presence', async () => {
    const [one] = apps as [FastifyInstance];
    const [admin, member, pal] = await Promise.all([
      createUser(one, database, { prefix: 'redis_admin', isAdmin: true }),
      createUser(one, database, { prefix: 'redis_susp' }),
      createUser(one, database, { prefix: 'redis_pal' }),
    ]);
    const sent = await callAs(one, member, 'POST', '/api/friends/request', { userId: pal.id });
    await callAs(one, pal, 'POST', `/api/friend-requests/${sent.json().requestId}/accept`);
    const onlineOnOne = async () =>
      (
        (await callAs(one, pal, 'GET', '/api/friends')).json().friends as {
          id: number;
          isOnline: boolean;
        }[]
      ).find((friend) => friend.id === member.id)?.isOnline;

    const socket = listen(urls[1] as string, { cookie: `sid=${member.token}` });
    await socket.join('x');
    await until(onlineOnOne, (online) => online === true, {
      what: 'the member held on B seen online from A',
    });

    const res = await callAs(one, admin, 'POST', `/api/admin/users/${member.id}/suspend`, {
      reason: 'spam',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await socket.whenClosed).code).toBe(1008);
    // Well before a heartbeat could lapse (45 s): the hold on B was released with the socket.
    await until(onlineOnOne, (online) => online === false, {
      what: 'the suspended member offline on A',
      timeoutMs: 3000,
    });
  });
});

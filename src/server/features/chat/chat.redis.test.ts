import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { readEnv } from '../../env.js';
import { bearer, createUser } from '../../testing/accounts.js';
import { ChatSocket } from '../../testing/chat-socket.js';
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
    await ann.next('message_history');
    ann.send({ type: 'join', data: { username: 'Ann' } });
    await ann.next('join_confirmed');

    const ben = listen(urlTwo);
    await ben.next('message_history');
    // Ben's instance already counts Ann, connected to the other one.
    await ben.next('online_count', (f) => f.data.count === 2);
    ben.send({ type: 'join', data: { username: 'Ben' } });
    await ben.next('join_confirmed');

    await ann.next('online_count', (f) => f.data.count === 2);

    ann.send({ type: 'chat_message', data: { message: 'hello from one' } });
    expect((await ben.next('new_message')).data).toMatchObject({
      username: 'Ann',
      message: 'hello from one',
    });
    ben.send({ type: 'chat_message', data: { message: 'hello from two' } });
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
    await boss.next('message_history');
    boss.send({ type: 'join', data: { username: 'x' } });
    await boss.next('join_confirmed');
    const cleo = listen(urlOne);
    await cleo.next('message_history');
    cleo.send({ type: 'join', data: { username: 'Cleo' } });
    await cleo.next('join_confirmed');
    const dan = listen(urlTwo);
    await dan.next('message_history');
    dan.send({ type: 'join', data: { username: 'Dan' } });
    await dan.next('join_confirmed');

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
      chatter.send({ type: 'chat_message', data: { message: `${name} twice` } });
      expect((await chatter.next('error')).data).toMatchObject({
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
    const sent = await one.inject({
      method: 'POST',
      url: '/api/friends/request',
      headers: bearer(member.token),
      payload: { userId: pal.id },
    });
    await one.inject({
      method: 'POST',
      url: `/api/friend-requests/${sent.json().requestId}/accept`,
      headers: bearer(pal.token),
    });
    const onlineOnOne = async () =>
      (
        (await one.inject({ url: '/api/friends', headers: bearer(pal.token) })).json().friends as {
          id: number;
          isOnline: boolean;
        }[]
      ).find((friend) => friend.id === member.id)?.isOnline;

    const socket = listen(urls[1] as string, { cookie: `sid=${member.token}` });
    await socket.join('x');
    await until(onlineOnOne, (online) => online === true, {
      what: 'the member held on B seen online from A',
    });

    const res = await one.inject({
      method: 'POST',
      url: `/api/admin/users/${member.id}/suspend`,
      headers: bearer(admin.token),
      payload: { reason: 'spam' },
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

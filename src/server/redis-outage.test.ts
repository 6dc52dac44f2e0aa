import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import type { Database } from './db/client.js';
import { MAX_CONNECTIONS_PER_ADDRESS } from './features/chat/chat.service.js';
import { callAs, createUser, type TestUser } from './testing/accounts.js';
import { ChatSocket, chatMessage } from './testing/chat-socket.js';
import {
  type PrivateRedis,
  privateRedisMissing,
  startPrivateRedis,
} from './testing/private-redis.js';
import { createTestDatabase } from './testing/test-database.js';
import { until } from './testing/until.js';

/**
 * Redis goes away under two running instances and comes back: a Redis of this file's own (never
 * the shared one) is killed as a crash would kill it while requests, chat and presence keep
 * going, then started again. Each instance carries on alone meanwhile, and they share one room,
 * one set of caps and one presence again once it is back, without a restart.
 */
describe.skipIf(privateRedisMissing() !== null)('Redis goes away under two instances', () => {
  let redis: PrivateRedis;
  let database: Database;
  const apps: FastifyInstance[] = [];
  const urls: string[] = [];
  let member: TestUser;
  let friend: TestUser;

  const listen = (url: string, headers: Record<string, string> = {}) =>
    new ChatSocket(url, { headers, waitMs: 8_000 });

  /** Says `text` and waits for the room to send it back: the chat's acknowledgement. */
  const say = async (chatter: ChatSocket, text: string) => {
    chatter.send(chatMessage(text));
    return (await chatter.next('new_message', (f) => f.data.message === text)).data;
  };

  let probes = 0;
  /** Whether a message said on the first instance now reaches a chatter on the second. */
  const crosses = async (listener: ChatSocket) => {
    probes += 1;
    const text = `probe ${probes}`;
    const probe = listen(urls[0] as string);
    await probe.join(`Probe${probes}`);
    probe.send(chatMessage(text));
    await probe.next('new_message', (f) => f.data.message === text);
    probe.close();
    const heard = await Promise.race([
      listener.received('new_message', (f) => f.data.message === text).then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 300)),
    ]);
    await probe.whenClosed;
    return heard;
  };

  /** Whether `friend`, asking the given instance, sees `member` online. */
  const onlineSeenBy = async (app: FastifyInstance) => {
    const res = await callAs(app, friend, 'GET', '/api/friends');
    const friends = res.json().friends as { id: number; isOnline: boolean }[];
    return friends.find((one) => one.id === member.id)?.isOnline === true;
  };

  beforeAll(async () => {
    redis = await startPrivateRedis();
    database = await createTestDatabase();
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({
        env: {
          LOG_LEVEL: 'silent',
          PUBLIC_URL: 'http://localhost:5000',
          REDIS_URL: redis.url,
          STATION_AUTODJ: 'off',
        },
        database: { ...database, close: async () => {} },
        logger: false,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
      urls.push(`ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/chat-ws`);
    }
    const [one] = apps as [FastifyInstance];
    [member, friend] = await Promise.all([
      createUser(one, database, { prefix: 'rdsmember' }),
      createUser(one, database, { prefix: 'rdsfriend' }),
    ]);
    const sent = await callAs(one, member, 'POST', '/api/friends/request', { userId: friend.id });
    await callAs(one, friend, 'POST', `/api/friend-requests/${sent.json().requestId}/accept`);
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
    redis?.close();
  });

  it('holds one cap on chat connections for an address whose sockets land on both instances', async () => {
    const open: ChatSocket[] = [];
    for (let i = 0; i < MAX_CONNECTIONS_PER_ADDRESS; i++) {
      const socket = listen(urls[i % 2] as string);
      await socket.received('message_history');
      open.push(socket);
    }
    for (const url of urls) {
      const refused = listen(url);
      expect((await refused.next('error')).data.code).toBe('TOO_MANY_CONNECTIONS');
      expect((await refused.whenClosed).code).toBe(1008);
    }
    for (const socket of open) socket.close();
    await Promise.all(open.map((socket) => socket.whenClosed));
    // Every slot is given back in Redis too, before the next test opens sockets of its own.
    await until(
      async () => redis.cli('zcard', 'cap:chat:127.0.0.1'),
      (count) => count === '0',
      { what: 'the chat slots given back', timeoutMs: 5_000, intervalMs: 20 },
    );
  });

  it('carries on in each instance alone while Redis is away, answers no 500, and is one again once it is back', async () => {
    const [one, two] = apps as [FastifyInstance, FastifyInstance];
    const [urlOne, urlTwo] = urls as [string, string];
    const ann = listen(urlOne);
    await ann.join('Ann');
    const cleo = listen(urlOne);
    await cleo.join('Cleo');
    const ben = listen(urlTwo);
    await ben.join('Ben');
    const held = listen(urlOne, { cookie: `sid=${member.token}` });
    await held.received('message_history');
    await until(() => crosses(ben), Boolean, { what: 'the room shared through Redis' });
    await until(() => onlineSeenBy(two), Boolean, { what: 'the member seen online from B' });

    // Acknowledged before the fault: the sender heard its own message back from the room.
    const acknowledged: string[] = [];
    for (const [chatter, name] of [
      [ann, 'Ann'],
      [ben, 'Ben'],
    ] as const) {
      const text = `${name} before the outage`;
      expect((await say(chatter, text)).username).toBe(name);
      acknowledged.push(text);
    }

    const stoppedAt = performance.now();
    await redis.crash();

    // Reads of every kind, on both instances, in waves of ten, for two seconds.
    const statuses = new Map<number, number>();
    let firstAnswerMs: number | null = null;
    let slowestMs = 0;
    const urlsToRead = ['/api/schedule', '/api/news', '/api/radio/now-playing', '/api/friends'];
    const outageEnds = performance.now() + 2_000;
    let wave = 0;
    while (performance.now() < outageEnds) {
      wave += 1;
      await Promise.all(
        Array.from({ length: 10 }, async (_, i) => {
          const app = i % 2 === 0 ? one : two;
          const url = urlsToRead[(wave + i) % urlsToRead.length] as string;
          const started = performance.now();
          const res = await callAs(app, friend, 'GET', url);
          const answered = performance.now();
          slowestMs = Math.max(slowestMs, answered - started);
          firstAnswerMs ??= answered - stoppedAt;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        }),
      );
    }
    expect([...statuses.keys()]).toEqual([200]);
    expect(slowestMs).toBeLessThan(1_500);

    // The chat: each instance's room goes on with its own chatters; nothing is lost.
    const during = 'Ann while Redis is away';
    expect((await say(ann, during)).username).toBe('Ann');
    expect(
      (await cleo.received('new_message', (f) => f.data.message === during)).data.username,
    ).toBe('Ann');
    acknowledged.push(during);
    const duringTwo = 'Ben while Redis is away';
    expect((await say(ben, duringTwo)).username).toBe('Ben');
    acknowledged.push(duringTwo);
    // A newcomer is let in (the cap counts here) and reads the room's history, stored as ever.
    const late = listen(urlTwo);
    const history = (await late.received('message_history')).data.map((m) => m.message);
    expect(history).toEqual(expect.arrayContaining([during, duringTwo]));
    late.close();
    // Presence: the instance holding the member still sees them online.
    expect(await onlineSeenBy(one)).toBe(true);

    const restartedAt = performance.now();
    await redis.restart();
    await until(() => crosses(ben), Boolean, {
      what: 'the room shared again after Redis came back',
      timeoutMs: 15_000,
    });
    const roomBackMs = performance.now() - restartedAt;
    // The member held on A is marked present again in the fresh Redis, seen from B.
    await until(() => onlineSeenBy(two), Boolean, {
      what: 'the member seen online from B again',
      timeoutMs: 15_000,
    });
    const presenceBackMs = performance.now() - restartedAt;

    const reader = listen(urlOne);
    const stored = (await reader.received('message_history')).data.map((m) => m.message);
    const found = acknowledged.filter((text) => stored.includes(text));
    expect(found).toEqual(acknowledged);
    const summary = [...statuses].map(([status, n]) => `${status}×${n}`).join(', ');
    console.log(
      `Redis outage: first answer ${Math.round(firstAnswerMs ?? 0)} ms after the kill; ` +
        `statuses during the outage: ${summary} (slowest ${Math.round(slowestMs)} ms); ` +
        `one room again ${(roomBackMs / 1000).toFixed(2)} s and presence shared again ` +
        `${(presenceBackMs / 1000).toFixed(2)} s after the restart; acknowledged chat messages ` +
        `found after: ${found.length} of ${acknowledged.length}`,
    );
    for (const socket of [ann, cleo, ben, held, reader]) socket.close();
  });
});

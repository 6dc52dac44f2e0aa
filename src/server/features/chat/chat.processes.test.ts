import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ServerChatFrame } from '../../../shared/contracts/chat.js';
import type { Database } from '../../db/client.js';
import { readEnv } from '../../env.js';
import { projectPath } from '../../lib/paths.js';
import { freePort, type ServerProcess, spawnServer, waitForReady } from '../../testing/process.js';
import { createTestDatabase } from '../../testing/test-database.js';

/**
 * Two real server processes, one PostgreSQL database and the local Redis: one chat room.
 * Needs the built server and both DATABASE_URL and REDIS_URL (`.ci/run`'s PostgreSQL pass).
 */
const env = readEnv();
const built = existsSync(projectPath('dist', 'server', 'main.js'));
const runnable = built && !!env.DATABASE_URL && !!env.REDIS_URL;

function client(url: string, origin: string) {
  const frames: ServerChatFrame[] = [];
  const socket = new WebSocket(url, { headers: { origin } });
  socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
  return {
    socket,
    send: (frame: unknown) => socket.send(JSON.stringify(frame)),
    async next<T extends ServerChatFrame['type']>(
      type: T,
      match: (f: Extract<ServerChatFrame, { type: T }>) => boolean,
    ) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = frames.find(
          (f) => f.type === type && match(f as Extract<ServerChatFrame, { type: T }>),
        );
        if (found) return found as Extract<ServerChatFrame, { type: T }>;
        if (Date.now() > deadline) throw new Error(`no ${type}; got ${JSON.stringify(frames)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

describe.skipIf(!runnable)('two server processes sharing Redis', () => {
  let database: Database & { url?: string };
  const servers: ServerProcess[] = [];
  const origins: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const server = spawnServer(
        ['dist/server/main.js'],
        {
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          PUBLIC_URL: origin,
          DATABASE_URL: database.url ?? '',
          REDIS_URL: env.REDIS_URL ?? '',
        },
        projectPath(),
      );
      servers.push(server);
      origins.push(origin);
      await waitForReady(origin, server);
    }
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await database?.close();
  });

  it('delivers a message sent to one process to a client of the other, and counts both', async () => {
    const [one, two] = origins as [string, string];
    const ann = client(`${one.replace('http', 'ws')}/chat-ws`, one);
    await ann.next('message_history', () => true);
    ann.send({ type: 'join', data: { username: 'Ann' } });
    await ann.next('join_confirmed', () => true);
    const ben = client(`${two.replace('http', 'ws')}/chat-ws`, two);
    await ben.next('message_history', () => true);
    ben.send({ type: 'join', data: { username: 'Ben' } });
    await ben.next('join_confirmed', () => true);

    await ann.next('online_count', (f) => f.data.count === 2);
    await ben.next('online_count', (f) => f.data.count === 2);
    ann.send({ type: 'chat_message', data: { message: 'across processes' } });
    const received = await ben.next('new_message', (f) => f.data.message === 'across processes');
    expect(received.data.username).toBe('Ann');
    ann.socket.close();
    ben.socket.close();
  });
});

import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { readEnv } from '../../env.js';
import { projectPath } from '../../lib/paths.js';
import { ChatSocket, chatMessage } from '../../testing/chat-socket.js';
import { freePort, type ServerProcess, spawnServer, waitForReady } from '../../testing/process.js';
import { createTestDatabase } from '../../testing/test-database.js';

/**
 * Two real server processes, one PostgreSQL database and the local Redis: one chat room.
 * Needs the built server and both DATABASE_URL and REDIS_URL (`.ci/run`'s PostgreSQL pass).
 */
const env = readEnv();
const built = existsSync(projectPath('dist', 'server', 'main.js'));
const runnable = built && !!env.DATABASE_URL && !!env.REDIS_URL;

/** A chat client of one process, from a page that process served. */
const client = (url: string, origin: string) =>
  new ChatSocket(url, { headers: { origin }, waitMs: 10_000 });

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
    await ann.received('message_history');
    ann.send({ type: 'join', data: { username: 'Ann' } });
    await ann.received('join_confirmed');
    const ben = client(`${two.replace('http', 'ws')}/chat-ws`, two);
    await ben.received('message_history');
    ben.send({ type: 'join', data: { username: 'Ben' } });
    await ben.received('join_confirmed');

    await ann.received('online_count', (f) => f.data.count === 2);
    await ben.received('online_count', (f) => f.data.count === 2);
    ann.send(chatMessage('across processes'));
    const received = await ben.received(
      'new_message',
      (f) => f.data.message === 'across processes',
    );
    expect(received.data.username).toBe('Ann');
    ann.socket.close();
    ben.socket.close();
  });
});

// The server process of the chat fan-out benchmark (bench/chat-fanout.ts starts one per
// measurement, with --expose-gc): either the real chat, as one instance serves it, or the
// baseline, a bare `ws` server that relays every frame to every client. A fresh process per
// measurement keeps one run's leftovers out of the next one's memory figures.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocket, WebSocketServer } from 'ws';
import { buildApp } from '../src/server/app.js';
import { openDatabase } from '../src/server/db/client.js';
import { MAX_FRAME_BYTES } from '../src/server/features/chat/chat.routes.js';
import type { ServerKind } from './chat-fanout-clients.js';

export type ServerCommand = { cmd: 'memory' } | { cmd: 'cpu' } | { cmd: 'exit' };

export type ServerReport =
  | { ev: 'listening'; url: string; origin: string }
  | { ev: 'memory'; heapUsed: number; external: number; rss: number }
  /** CPU time this process has used so far (user + system), in microseconds. */
  | { ev: 'cpu'; micros: number }
  | { ev: 'failed'; error: string };

interface Listening {
  url: string;
  origin: string;
  close(): Promise<void>;
}

/** The real app on an in-memory PGlite, with X-Forwarded-For trusted so clients differ. */
async function startChat(): Promise<Listening> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const app = await buildApp({
    env: { LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost', TRUST_PROXY: true },
    database,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/chat-ws`,
    origin: `http://127.0.0.1:${port}`,
    // Closes the database too.
    close: () => app.close(),
  };
}

/** The baseline: every frame any client sends goes to every client, and nothing else happens. */
async function startBare(): Promise<Listening> {
  const http = createServer();
  const wss = new WebSocketServer({ server: http, maxPayload: MAX_FRAME_BYTES });
  wss.on('connection', (socket) => {
    socket.on('message', (data, isBinary) => {
      for (const client of wss.clients) {
        if (client.readyState === WebSocket.OPEN) client.send(data, { binary: isBinary });
      }
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/`,
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const client of wss.clients) client.terminate();
      await new Promise((resolve) => wss.close(resolve));
      await new Promise((resolve) => http.close(resolve));
    },
  };
}

/** Memory once garbage is collected and the collector's follow-up work is done. */
async function settledMemory(): Promise<ServerReport> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('the benchmark server needs --expose-gc');
  for (let i = 0; i < 4; i++) {
    gc();
    await sleep(100);
  }
  const { heapUsed, external, rss } = process.memoryUsage();
  return { ev: 'memory', heapUsed, external, rss };
}

const report = (message: ServerReport) => process.send?.(message);
const kind = process.argv[2] as ServerKind;

try {
  const server = kind === 'chat' ? await startChat() : await startBare();
  process.on('message', (command: ServerCommand) => {
    if (command.cmd === 'memory') {
      settledMemory().then(report, (err: unknown) => report({ ev: 'failed', error: String(err) }));
    } else if (command.cmd === 'cpu') {
      const { user, system } = process.cpuUsage();
      report({ ev: 'cpu', micros: user + system });
    } else {
      void server.close().finally(() => process.disconnect?.());
    }
  });
  report({ ev: 'listening', url: server.url, origin: server.origin });
} catch (err) {
  report({ ev: 'failed', error: String(err) });
  process.disconnect?.();
}
// The benchmark ends this process; if the benchmark itself dies, so does this.
process.on('disconnect', () => process.exit(0));

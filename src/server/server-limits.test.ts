import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from './testing/set-up-test-app.js';

/** Slow clients and connection hoarders, over real sockets on loopback. */

const REQUEST_TIMEOUT_MS = 1_000;
const MAX_CONNECTIONS = 5;

const t = setUpTestApp({
  env: { REQUEST_TIMEOUT_MS, MAX_CONNECTIONS_PER_ADDRESS: MAX_CONNECTIONS },
  listen: true,
});
const opened: Socket[] = [];
/** The server's end of each accepted connection, by the client's local port. */
const serverEnds = new Map<number, Socket>();

beforeAll(() => {
  t.app.server.on('connection', (socket: Socket) => {
    if (socket.remotePort) serverEnds.set(socket.remotePort, socket);
  });
});
afterAll(async () => {
  for (const socket of opened) socket.destroy();
});

/** Opens a connection and resolves once it is established. */
function open(localAddress = '127.0.0.1'): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port: t.port, host: '127.0.0.1', localAddress }, () =>
      resolve(socket),
    );
    socket.on('error', reject);
    opened.push(socket);
  });
}

/** Resolves with what the server sent and how long the connection lived, once it closes. */
function untilClosed(socket: Socket, limitMs: number): Promise<{ ms: number; received: string }> {
  const started = Date.now();
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still open after ${limitMs} ms`)), limitMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve({ ms: Date.now() - started, received });
    });
  });
}

describe('request timeout', () => {
  it('ends a request whose body trickles in a byte at a time', async () => {
    const socket = await open();
    const closed = untilClosed(socket, 10_000);
    socket.write(
      'POST /api/contact HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{',
    );
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write(' ');
    }, 150);
    const { ms, received } = await closed.finally(() => clearInterval(drip));
    expect(ms).toBeLessThan(REQUEST_TIMEOUT_MS * 4);
    expect(received === '' || received.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('ends a request whose headers never finish', async () => {
    const socket = await open();
    const closed = untilClosed(socket, 10_000);
    socket.write('GET /api/health HTTP/1.1\r\nhost: 127.0.0.1\r\nx-slow: ');
    const { ms } = await closed;
    expect(ms).toBeLessThan(REQUEST_TIMEOUT_MS * 4);
  });
});

describe('connections per address', () => {
  it(`closes the connection past ${MAX_CONNECTIONS} from one address, and frees a place on close`, async () => {
    const held = [];
    for (let i = 0; i < MAX_CONNECTIONS; i++) held.push(await open('127.0.0.3'));
    const extra = await open('127.0.0.3');
    const { received } = await untilClosed(extra, 5_000);
    expect(received).toBe('');

    // Another address is not affected.
    const neighbour = await open('127.0.0.4');
    neighbour.write('GET /api/health HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n');
    expect((await untilClosed(neighbour, 5_000)).received).toMatch(/^HTTP\/1\.1 200/);

    // Once one of the five closes, the address may connect again and is served. The server
    // gives the place back from a listener on its end's close, added when the connection was
    // accepted, so a listener added now runs after it.
    const first = held[0];
    const firstOnServer = first?.localPort && serverEnds.get(first.localPort);
    if (!first || !firstOnServer) throw new Error('no connection held');
    const released = once(firstOnServer, 'close');
    first.destroy();
    await released;
    const again = await open('127.0.0.3');
    again.write('GET /api/health HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n');
    expect((await untilClosed(again, 5_000)).received).toMatch(/^HTTP\/1\.1 200/);
  });
});

import {
  createServer,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
  request,
} from 'node:http';
import { connect, type Socket } from 'node:net';
import { createLiveStream } from '../../lib/live-stream/live-stream.js';
import type {
  LiveStream,
  LiveStreamOptions,
  LiveTrack,
  TrackSource,
} from '../../lib/live-stream/live-stream.types.js';

export interface LogEntry {
  level: 'info' | 'warn';
  obj: Record<string, unknown>;
  msg: string;
}

export interface TestStation {
  stream: LiveStream;
  port: number;
  logs: LogEntry[];
  warnings(msg?: string): LogEntry[];
  close(): Promise<void>;
}

/** A live stream served by a plain node:http server on 127.0.0.1, started, with its logs kept. */
export async function openStation(options: Omit<LiveStreamOptions, 'log'>): Promise<TestStation> {
  const logs: LogEntry[] = [];
  const stream = createLiveStream({
    ...options,
    log: {
      info: (obj, msg) => logs.push({ level: 'info', obj: obj as Record<string, unknown>, msg }),
      warn: (obj, msg) => logs.push({ level: 'warn', obj: obj as Record<string, unknown>, msg }),
    },
  });
  const server = createServer((req, res) => stream.serve(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  stream.start();
  return {
    stream,
    port,
    logs,
    warnings: (msg) =>
      logs.filter((entry) => entry.level === 'warn' && (msg === undefined || entry.msg === msg)),
    async close() {
      await stream.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export interface Arrival {
  /** performance.now() when the bytes arrived. */
  at: number;
  /** Bytes received so far, these included. */
  total: number;
}

/** One listener's side of a request: what came back and when. */
export interface Capture {
  status: number;
  headers: IncomingHttpHeaders;
  arrivals: Arrival[];
  total(): number;
  bytes(): Buffer;
  /** Settles when the response ends or the connection closes. */
  ended: Promise<void>;
  close(): void;
}

/** Requests the stream like a player and keeps every byte that arrives. */
export function tuneIn(
  port: number,
  options: { method?: string; headers?: OutgoingHttpHeaders } = {},
): Promise<Capture> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/stream/live.mp3',
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        const arrivals: Arrival[] = [];
        let total = 0;
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          total += chunk.length;
          arrivals.push({ at: performance.now(), total });
        });
        const ended = new Promise<void>((done) => {
          res.once('end', done);
          res.once('close', done);
        });
        res.on('error', () => undefined);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          arrivals,
          total: () => total,
          bytes: () => Buffer.concat(chunks),
          ended,
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * A client on a bare socket: sends the request and then does what the test needs with the
 * socket (stop reading, cut the connection). `onData` sees every chunk, headers included.
 */
export function rawListener(port: number, onData?: (socket: Socket, received: number) => void) {
  const socket = connect(port, '127.0.0.1');
  let received = 0;
  socket.on('error', () => undefined);
  socket.write('GET /stream/live.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  if (onData) {
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
      onData(socket, received);
    });
  } else {
    // Never reads: the kernel's buffers fill, then the server's.
    socket.pause();
  }
  return socket;
}

/** A source that answers what `answer(call)` gives for its 1st, 2nd… call, and counts calls. */
export function scriptedSource(
  answer: (call: number) => LiveTrack | null | Promise<LiveTrack | null>,
): TrackSource & { calls: () => number } {
  let calls = 0;
  return {
    calls: () => calls,
    next: async () => {
      calls += 1;
      return answer(calls);
    },
  };
}

/** Plays `tracks` in order, round and round. */
export function rotation(tracks: LiveTrack[]) {
  return scriptedSource((call) => tracks[(call - 1) % tracks.length] ?? null);
}

/** The arrival at or before `at` (the bytes a listener had by then). */
export function arrivalAt(capture: Capture, at: number): Arrival {
  let found: Arrival = { at: 0, total: 0 };
  for (const arrival of capture.arrivals) {
    if (arrival.at > at) break;
    found = arrival;
  }
  return found;
}

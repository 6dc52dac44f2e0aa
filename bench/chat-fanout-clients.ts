// One load-generating process of the chat fan-out benchmark (bench/chat-fanout.ts forks a few).
// It holds a share of each room's WebSocket clients (one group per server), sends the messages it is told to at the
// times it is told, and records, for every message each of its clients receives, the time from
// send to receipt. Senders and receivers may be in different processes, so times are read from
// a clock every process shares: `performance.timeOrigin + performance.now()`.
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

/** Which server the clients talk to: the chat (join, then chat frames) or the bare relay. */
export type ServerKind = 'chat' | 'bare';

export type ClientCommand =
  | {
      cmd: 'connect';
      /** A name for this set of clients, which later commands use. */
      group: string;
      kind: ServerKind;
      url: string;
      origin: string;
      /** Global numbers of this process's clients: names, addresses and senders derive from them. */
      first: number;
      count: number;
    }
  | {
      cmd: 'phase';
      group: string;
      /** Messages numbered [seqFrom, seqTo) belong to this phase; each client expects them all. */
      seqFrom: number;
      seqTo: number;
      sends: { client: number; seq: number; at: number }[];
      timeoutMs: number;
    }
  | { cmd: 'disconnect'; group: string }
  | { cmd: 'exit' };

export type ClientReport =
  | { ev: 'ready' }
  | { ev: 'connected'; count: number; ms: number }
  | {
      ev: 'phase';
      expected: number;
      received: number;
      refusals: string[];
      firstSentAt: number;
      lastReceivedAt: number;
      latencies: Float64Array;
    }
  | { ev: 'disconnected' }
  | { ev: 'failed'; error: string };

/** The text every benchmark message carries: `bench:<seq>:<send time, ms>`. */
export const MARK = 'bench:';
const CONNECTS_IN_FLIGHT = 50;
const CONNECT_TIMEOUT_MS = 20_000;

const clock = () => performance.timeOrigin + performance.now();
const report = (message: ClientReport) => process.send?.(message);

interface Phase {
  group: string;
  seqFrom: number;
  seqTo: number;
  expected: number;
  received: number;
  latencies: Float64Array;
  refusals: string[];
  firstSentAt: number;
  lastReceivedAt: number;
  finish: () => void;
}

const groups = new Map<string, WebSocket[]>();
let phase: Phase | null = null;

/** Distinct addresses for the chat's per-address cap (X-Forwarded-For) and for the kernel's ports. */
const forwardedFor = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
const localAddress = (n: number) => `127.0.0.${2 + (n % 200)}`;

function onFrame(group: string, data: WebSocket.RawData) {
  const at = clock();
  const current = phase;
  if (current?.group !== group) return;
  const text = data.toString();
  const start = text.indexOf(MARK);
  if (start < 0) {
    if (text.startsWith('{"type":"error"')) current.refusals.push(text);
    return;
  }
  const end = text.indexOf('"', start);
  const [, seq, sentAt] = text.slice(start, end).split(':');
  const n = Number(seq);
  if (!(n >= current.seqFrom && n < current.seqTo)) return;
  if (current.received < current.latencies.length) {
    current.latencies[current.received] = at - Number(sentAt);
  }
  current.received += 1;
  current.lastReceivedAt = at;
  if (current.received === current.expected) current.finish();
}

/** Opens one client; for the chat it also joins under a name of its own and waits for the welcome. */
function open(
  group: string,
  kind: ServerKind,
  url: string,
  origin: string,
  n: number,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, {
      headers: { origin, 'x-forwarded-for': forwardedFor(n) },
      localAddress: localAddress(n),
      perMessageDeflate: false,
      handshakeTimeout: CONNECT_TIMEOUT_MS,
    });
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`client ${n} not ready within ${CONNECT_TIMEOUT_MS} ms`));
    }, CONNECT_TIMEOUT_MS);
    const ready = () => {
      clearTimeout(timer);
      socket.off('message', welcome);
      socket.on('message', (data) => onFrame(group, data));
      resolve(socket);
    };
    const welcome = (data: WebSocket.RawData) => {
      const text = data.toString();
      if (text.startsWith('{"type":"message_history"')) {
        socket.send(JSON.stringify({ type: 'join', data: { username: `c${n}` } }));
      } else if (text.startsWith('{"type":"join_confirmed"')) {
        ready();
      } else if (text.startsWith('{"type":"error"')) {
        clearTimeout(timer);
        socket.terminate();
        reject(new Error(`client ${n} refused: ${text}`));
      }
    };
    socket.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    if (kind === 'chat') socket.on('message', welcome);
    else socket.once('open', ready);
  });
}

async function connect(command: Extract<ClientCommand, { cmd: 'connect' }>) {
  const started = clock();
  const sockets: WebSocket[] = new Array(command.count);
  groups.set(command.group, sockets);
  let next = 0;
  const lane = async () => {
    while (next < command.count) {
      const i = next++;
      const { group, kind, url, origin } = command;
      sockets[i] = await open(group, kind, url, origin, command.first + i);
    }
  };
  await Promise.all(Array.from({ length: CONNECTS_IN_FLIGHT }, lane));
  report({ ev: 'connected', count: sockets.length, ms: clock() - started });
}

function runPhase(command: Extract<ClientCommand, { cmd: 'phase' }>) {
  const sockets = groups.get(command.group) ?? [];
  const expected = (command.seqTo - command.seqFrom) * sockets.length;
  const timers: ReturnType<typeof setTimeout>[] = [];
  let done = false;
  const current: Phase = {
    group: command.group,
    seqFrom: command.seqFrom,
    seqTo: command.seqTo,
    expected,
    received: 0,
    latencies: new Float64Array(expected),
    refusals: [],
    firstSentAt: Number.POSITIVE_INFINITY,
    lastReceivedAt: 0,
    finish: () => {
      if (done) return;
      done = true;
      for (const timer of timers) clearTimeout(timer);
      phase = null;
      report({
        ev: 'phase',
        expected,
        received: current.received,
        refusals: current.refusals.slice(0, 5),
        firstSentAt: current.firstSentAt,
        lastReceivedAt: current.lastReceivedAt,
        latencies: current.latencies.subarray(0, Math.min(current.received, expected)),
      });
    },
  };
  phase = current;
  for (const send of command.sends) {
    timers.push(
      setTimeout(
        () => {
          const socket = sockets[send.client];
          if (!socket) return;
          const sentAt = clock();
          current.firstSentAt = Math.min(current.firstSentAt, sentAt);
          const message = `${MARK}${send.seq}:${sentAt.toFixed(3)}`;
          socket.send(JSON.stringify({ type: 'chat_message', data: { message } }));
        },
        Math.max(0, send.at - clock()),
      ),
    );
  }
  timers.push(setTimeout(current.finish, command.timeoutMs));
  if (expected === 0) current.finish();
}

/** Closes every client cleanly, and forcibly any that has not finished closing in 5 s. */
async function disconnect(group: string) {
  const sockets = groups.get(group) ?? [];
  groups.delete(group);
  const closing = sockets.filter(Boolean).map(
    (socket) =>
      new Promise<void>((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        const timer = setTimeout(() => socket.terminate(), 5000);
        socket.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
        socket.close();
      }),
  );
  await Promise.all(closing);
  report({ ev: 'disconnected' });
}

process.on('message', (command: ClientCommand) => {
  const fail = (err: unknown) => report({ ev: 'failed', error: String(err) });
  switch (command.cmd) {
    case 'connect':
      return void connect(command).catch(fail);
    case 'phase':
      return runPhase(command);
    case 'disconnect':
      return void disconnect(command.group).catch(fail);
    case 'exit':
      for (const sockets of groups.values()) for (const socket of sockets) socket?.terminate();
      process.disconnect?.();
      return;
  }
});
// The benchmark ends this process; if the benchmark itself dies, so does this.
process.on('disconnect', () => process.exit(0));
report({ ev: 'ready' });

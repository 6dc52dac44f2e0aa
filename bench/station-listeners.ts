// One load-generating process of the station benchmark (bench/station.ts forks a few). It holds a
// share of the listeners of one live MP3 stream, each a plain HTTP GET read to the end, counts the
// bytes every listener receives and checks once a second that each has received at least what
// real time requires since it connected, less a small allowance.
import { type ClientRequest, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export type ListenerCommand =
  | {
      cmd: 'connect';
      port: number;
      path: string;
      /** Global numbers of this process's listeners: source addresses derive from them. */
      first: number;
      count: number;
      /** Listeners are spread over 127.0.0.2 … 127.0.0.(1 + addresses). */
      addresses: number;
      /** The stream's audio rate: what real time requires. */
      bytesPerSecond: number;
      /** How far behind real time (seconds of audio) a listener may fall before it underruns. */
      allowanceSeconds: number;
      /** Seconds after its connect before a listener is first checked (its burst is in flight). */
      graceSeconds: number;
    }
  /** The measured stretch starts: every listener's byte count is noted. */
  | { cmd: 'window' }
  /** The measured stretch ends: the last check, the figures, then every listener is closed. */
  | { cmd: 'finish' }
  | { cmd: 'exit' };

export type ListenerReport =
  | { ev: 'ready' }
  | { ev: 'connected'; connected: number; failures: string[] }
  | { ev: 'window' }
  | {
      ev: 'finished';
      /** Bytes per second each listener received over the measured stretch. */
      rates: number[];
      underruns: number;
      /** Listeners whose stream ended or failed before the finish (counted as underruns too). */
      dropped: number;
      /** The furthest any listener fell behind real time, in seconds of audio (negative: ahead). */
      worstLagSeconds: number;
      examples: string[];
    }
  | { ev: 'failed'; error: string };

const CONNECTS_IN_FLIGHT = 50;
/** Icecast takes a listener's headers out of turn, ~0.2 s each, slower on a busy machine. */
const CONNECT_TIMEOUT_MS = 60_000;
const CHECK_EVERY_MS = 1_000;

interface Listener {
  n: number;
  req: ClientRequest;
  connectedAt: number;
  bytes: number;
  windowBytes: number;
  underran: boolean;
  ended: string | null;
}

const report = (message: ListenerReport) => process.send?.(message);
const listeners: Listener[] = [];
let settings: Extract<ListenerCommand, { cmd: 'connect' }> | undefined;
let checker: NodeJS.Timeout | undefined;
let windowStartedAt = 0;
let worstLag = Number.NEGATIVE_INFINITY;
const examples: string[] = [];

function note(text: string) {
  if (examples.length < 5) examples.push(text);
}

/** Marks listeners that have received less than real time requires, less the allowance. */
function check(now: number) {
  if (!settings) return;
  const { bytesPerSecond, allowanceSeconds, graceSeconds } = settings;
  for (const listener of listeners) {
    if (listener.ended) continue;
    const elapsed = (now - listener.connectedAt) / 1000;
    if (elapsed < graceSeconds) continue;
    const lag = elapsed - listener.bytes / bytesPerSecond;
    if (lag > worstLag) worstLag = lag;
    if (lag > allowanceSeconds && !listener.underran) {
      listener.underran = true;
      note(
        `listener ${listener.n} was ${lag.toFixed(1)} s of audio behind real time after ${elapsed.toFixed(0)} s`,
      );
    }
  }
}

/** Opens one listener; resolves once the answer's headers are in (or with why it failed). */
function open(
  command: Extract<ListenerCommand, { cmd: 'connect' }>,
  n: number,
): Promise<string | null> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (failure: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(failure);
    };
    const req = request(
      {
        host: '127.0.0.1',
        port: command.port,
        path: command.path,
        localAddress: `127.0.0.${2 + (n % command.addresses)}`,
        agent: false,
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          req.destroy();
          settle(`listener ${n}: HTTP ${res.statusCode}`);
          return;
        }
        const listener: Listener = {
          n,
          req,
          connectedAt: performance.now(),
          bytes: 0,
          windowBytes: 0,
          underran: false,
          ended: null,
        };
        listeners.push(listener);
        const ended = (why: string) => {
          if (listener.ended) return;
          listener.ended = why;
          note(`listener ${n}: ${why}`);
        };
        res.on('data', (chunk: Buffer) => {
          listener.bytes += chunk.length;
        });
        res.on('end', () => ended('the server ended the stream'));
        res.on('error', (err) => ended(`stream error: ${err.message}`));
        res.on('close', () => ended('the connection closed'));
        settle(null);
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      settle(`listener ${n}: no answer within ${CONNECT_TIMEOUT_MS} ms`);
    }, CONNECT_TIMEOUT_MS);
    req.on('error', (err) => settle(`listener ${n}: ${err.message}`));
    req.end();
  });
}

async function connect(command: Extract<ListenerCommand, { cmd: 'connect' }>) {
  settings = command;
  const failures: string[] = [];
  let next = 0;
  const lane = async () => {
    while (next < command.count) {
      const n = command.first + next++;
      const failure = await open(command, n);
      if (failure) failures.push(failure);
    }
  };
  await Promise.all(Array.from({ length: CONNECTS_IN_FLIGHT }, lane));
  checker ??= setInterval(() => check(performance.now()), CHECK_EVERY_MS);
  report({ ev: 'connected', connected: listeners.length, failures: failures.slice(0, 10) });
}

function startWindow() {
  windowStartedAt = performance.now();
  for (const listener of listeners) listener.windowBytes = listener.bytes;
  report({ ev: 'window' });
}

function finish() {
  const now = performance.now();
  check(now);
  clearInterval(checker);
  checker = undefined;
  const seconds = (now - windowStartedAt) / 1000;
  const rates = listeners.map((l) => (l.bytes - l.windowBytes) / seconds);
  const dropped = listeners.filter((l) => l.ended).length;
  const underruns = listeners.filter((l) => l.underran || l.ended).length;
  for (const listener of listeners) {
    // Closed here: what its socket reports from now on is not the server's doing.
    listener.ended = 'closed by the benchmark';
    listener.req.destroy();
  }
  listeners.length = 0;
  report({
    ev: 'finished',
    rates,
    underruns,
    dropped,
    worstLagSeconds: Number.isFinite(worstLag) ? worstLag : 0,
    examples: examples.splice(0),
  });
  worstLag = Number.NEGATIVE_INFINITY;
}

process.on('message', (command: ListenerCommand) => {
  const fail = (err: unknown) => report({ ev: 'failed', error: String(err) });
  try {
    switch (command.cmd) {
      case 'connect':
        return void connect(command).catch(fail);
      case 'window':
        return startWindow();
      case 'finish':
        return finish();
      case 'exit':
        clearInterval(checker);
        for (const listener of listeners) listener.req.destroy();
        process.disconnect?.();
        return;
    }
  } catch (err) {
    fail(err);
  }
});
// The benchmark ends this process; if the benchmark itself dies, so does this.
process.on('disconnect', () => process.exit(0));
report({ ev: 'ready' });

// Chat fan-out benchmark: N clients in one chat room (N = 1,000 and 5,000), a few of them
// sending messages that carry their send time; every client records the time from send to
// receipt of every message. The chat server is the real app (buildApp on an in-memory PGlite,
// in-process chat bus); the baseline is a bare `ws` server that relays every frame to every
// client, which is what fan-out costs with no chat in it. Each runs in a fresh process of its
// own (bench/chat-fanout-server.ts) so its memory can be measured; the clients run in PROCESSES
// other processes (bench/chat-fanout-clients.ts), a share each, so the load generator is not
// what is measured.
//
// For each N both servers are up with N clients each, and the load goes to one, then the
// other, in turns: whatever else the machine is doing disturbs both alike. Per server:
// - memory per idle connection: heap + external after gc() with all N connected (and, for the
//   chat, joined) and idle, minus the same before they connected (after a warm-up round);
// - latency at a steady load below what either server can carry (PACED_DELIVERIES_PER_S);
// - throughput: a burst of BURST_DELIVERIES deliveries sent at once, divided by the time from
//   the first send to the last receipt (the fastest of BURSTS turns), and the server's CPU time
//   per delivery in it, which other work on the machine disturbs far less.
// The chat allows each chatter 5 messages per 10 s, so every sender sends at most PER_SENDER
// messages in the whole run, and every round has senders of its own.
import { type ChildProcess, fork } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { RATE_LIMIT_MESSAGES } from '../src/server/features/chat/chat.service.js';
import type { ClientCommand, ClientReport, ServerKind } from './chat-fanout-clients.js';
import type { ServerCommand, ServerReport } from './chat-fanout-server.js';

export const SIZES = [1000, 5000];
export const THROUGHPUT_TARGET = 0.8;
export const P99_TARGET = 1.25;
export const KB_PER_CONNECTION_TARGET = 30;
const PROCESSES = 3;
const PACED_DELIVERIES_PER_S = 10_000;
const PACED_SECONDS = 8;
const BURST_DELIVERIES = 200_000;
const PER_SENDER = RATE_LIMIT_MESSAGES - 1;
const WARM_UP_CLIENTS = 20;
const BURSTS = 3;
const STEADY_TURNS = 4;

const clock = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A child process driven one command at a time: each command is answered by one report. */
class Child<Command, Report extends { ev: string }> {
  private readonly child: ChildProcess;
  private waiter: {
    ev: string;
    resolve: (report: Report) => void;
    reject: (err: Error) => void;
  } | null = null;
  readonly exited: Promise<void>;

  constructor(file: string, args: string[], execArgv: string[]) {
    this.child = fork(fileURLToPath(new URL(file, import.meta.url)), args, {
      execArgv: [...execArgv, '--import', 'tsx'],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (report: Report) => {
      const waiter = this.waiter;
      if (!waiter) return;
      if (report.ev === 'failed') {
        this.waiter = null;
        waiter.reject(new Error(`${file}: ${(report as { error?: string }).error}`));
      } else if (report.ev === waiter.ev) {
        this.waiter = null;
        waiter.resolve(report);
      }
    });
    this.exited = new Promise((resolve) => this.child.once('exit', () => resolve()));
    this.exited.then(() => this.waiter?.reject(new Error(`${file} exited`)));
  }

  /** Waits for the report `ev`, after sending `command` if there is one. */
  ask<E extends Report['ev']>(
    ev: E,
    command: Command | null,
    timeoutMs: number,
  ): Promise<Extract<Report, { ev: E }>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiter = null;
        reject(new Error(`no ${ev} from a benchmark process within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiter = {
        ev,
        resolve: (report) => {
          clearTimeout(timer);
          resolve(report as Extract<Report, { ev: E }>);
        },
        reject: (err) => {
          clearTimeout(timer);
          reject(err);
        },
      };
      if (command) this.child.send(command as object);
    });
  }

  /** Asks the process to leave, and ends it if it has not within 10 s. */
  async stop(exit: Command) {
    if (this.child.exitCode === null && this.child.connected) this.child.send(exit as object);
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await this.exited;
    clearTimeout(timer);
  }
}

type ClientProcess = Child<ClientCommand, ClientReport>;
type ServerProcess = Child<ServerCommand, ServerReport>;

/** A share of the room: the clients numbered [first, first + count) live in `child`. */
interface Share {
  child: ClientProcess;
  first: number;
  count: number;
}

interface PhaseResult {
  deliveries: number;
  expected: number;
  refusals: string[];
  seconds: number;
  latencies: Float64Array;
}

/**
 * Sends the planned messages (`sends`: which client, when) and gathers every share's receipts.
 * Messages are numbered from `seqFrom`; each client of every share expects all of them.
 */
async function runPhase(
  group: string,
  shares: Share[],
  seqFrom: number,
  sends: { client: number; at: number }[],
  timeoutMs: number,
): Promise<PhaseResult> {
  const seqTo = seqFrom + sends.length;
  const reports = await Promise.all(
    shares.map((share) =>
      share.child.ask(
        'phase',
        {
          cmd: 'phase',
          group,
          seqFrom,
          seqTo,
          timeoutMs,
          sends: sends.flatMap((send, i) =>
            send.client >= share.first && send.client < share.first + share.count
              ? [{ client: send.client - share.first, seq: seqFrom + i, at: send.at }]
              : [],
          ),
        },
        timeoutMs + 10_000,
      ),
    ),
  );
  const latencies = new Float64Array(reports.reduce((sum, r) => sum + r.latencies.length, 0));
  let offset = 0;
  for (const report of reports) {
    latencies.set(report.latencies, offset);
    offset += report.latencies.length;
  }
  latencies.sort();
  const firstSent = Math.min(...reports.map((r) => r.firstSentAt));
  const lastReceived = Math.max(...reports.map((r) => r.lastReceivedAt));
  return {
    deliveries: reports.reduce((sum, r) => sum + r.received, 0),
    expected: reports.reduce((sum, r) => sum + r.expected, 0),
    refusals: reports.flatMap((r) => r.refusals),
    seconds: (lastReceived - firstSent) / 1000,
    latencies,
  };
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** The server's memory after garbage collection. */
const serverMemory = (server: ServerProcess) => server.ask('memory', { cmd: 'memory' }, 30_000);
const serverCpu = async (server: ServerProcess) =>
  (await server.ask('cpu', { cmd: 'cpu' }, 30_000)).micros;

/** Senders spread over the room (7,919 is prime, so the first N are all different clients). */
const sender = (k: number, clients: number) => (k * 7919) % clients;

interface Measurement {
  kind: ServerKind;
  clients: number;
  connectSeconds: number;
  /** Growth per idle connection, in bytes. */
  perConnection: { heap: number; external: number; rss: number };
  steady: PhaseResult;
  /** The fastest burst. */
  burst: PhaseResult;
  /** The server's CPU time per delivery in its least disturbed burst, in microseconds. */
  cpuMicrosPerDelivery: number;
}

const KINDS: ServerKind[] = ['chat', 'bare'];

/** Both servers, each with `clients` clients, measured in turns. */
export async function measure(clients: number): Promise<Measurement[]> {
  const servers = new Map<ServerKind, ServerProcess>(
    KINDS.map((kind) => [kind, new Child('./chat-fanout-server.ts', [kind], ['--expose-gc'])]),
  );
  const processes: ClientProcess[] = Array.from(
    { length: PROCESSES },
    () => new Child('./chat-fanout-clients.ts', [], []),
  );
  const serverOf = (kind: ServerKind) => servers.get(kind) as ServerProcess;
  try {
    const [chatAt, bareAt] = await Promise.all([
      serverOf('chat').ask('listening', null, 60_000),
      serverOf('bare').ask('listening', null, 60_000),
      ...processes.map((p) => p.ask('ready', null, 60_000)),
    ]);
    const addresses = { chat: chatAt, bare: bareAt };
    const connect = (kind: ServerKind, group: string, share: Share) =>
      share.child.ask(
        'connected',
        { cmd: 'connect', group, kind, ...addresses[kind], first: share.first, count: share.count },
        180_000,
      );
    const [firstProcess] = processes as [ClientProcess];

    // Warm-up: code paths compiled, pools and caches filled before the baseline is taken.
    const warmUp: Share = { child: firstProcess, first: clients, count: WARM_UP_CLIENTS };
    for (const kind of KINDS) {
      const group = `${kind} warm-up`;
      await connect(kind, group, warmUp);
      const sends = Array.from({ length: 5 }, (_, i) => ({ client: clients + i, at: clock() }));
      await runPhase(group, [warmUp], 0, sends, 10_000);
      await firstProcess.ask('disconnected', { cmd: 'disconnect', group }, 30_000);
    }
    await sleep(1500);
    const before = new Map(
      await Promise.all(
        KINDS.map(async (kind) => [kind, await serverMemory(serverOf(kind))] as const),
      ),
    );

    const per = Math.ceil(clients / PROCESSES);
    const shares: Share[] = processes.map((child, i) => ({
      child,
      first: i * per,
      count: Math.max(0, Math.min(per, clients - i * per)),
    }));
    const connectSeconds = new Map<ServerKind, number>();
    for (const kind of KINDS) {
      const started = clock();
      await Promise.all(shares.map((share) => connect(kind, kind, share)));
      connectSeconds.set(kind, (clock() - started) / 1000);
    }
    // Everyone has heard the online count settle; nothing is in flight.
    await sleep(2500);
    const after = new Map(
      await Promise.all(
        KINDS.map(async (kind) => [kind, await serverMemory(serverOf(kind))] as const),
      ),
    );

    let seq = 1000;
    const sendersUsed = new Map<ServerKind, number>(KINDS.map((kind) => [kind, 0]));
    /** One round for `kind`: `count` messages from fresh senders, the m-th sent at `at(m)`. */
    const round = async (
      kind: ServerKind,
      count: number,
      at: (m: number) => number,
      timeoutMs: number,
    ) => {
      const first = sendersUsed.get(kind) ?? 0;
      const senders = Math.ceil(count / PER_SENDER);
      sendersUsed.set(kind, first + senders);
      const sends = Array.from({ length: count }, (_, m) => ({
        client: sender(first + (m % senders), clients),
        at: at(m),
      }));
      const result = await runPhase(kind, shares, seq, sends, timeoutMs);
      seq += count;
      return result;
    };

    const rate = PACED_DELIVERIES_PER_S / clients;
    const steadyCount = Math.round((rate * PACED_SECONDS) / STEADY_TURNS);
    const steady = new Map<ServerKind, PhaseResult[]>(KINDS.map((kind) => [kind, []]));
    for (let turn = 0; turn < STEADY_TURNS; turn++) {
      for (const kind of KINDS) {
        const start = clock() + 300;
        const result = await round(
          kind,
          steadyCount,
          (m) => start + (m * 1000) / rate,
          PACED_SECONDS * 1000 + 30_000,
        );
        steady.get(kind)?.push(result);
      }
    }

    const burstCount = Math.round(BURST_DELIVERIES / clients);
    const bursts = new Map<ServerKind, { result: PhaseResult; cpu: number }[]>(
      KINDS.map((kind) => [kind, []]),
    );
    for (let turn = 0; turn < BURSTS; turn++) {
      for (const kind of KINDS) {
        const cpuBefore = await serverCpu(serverOf(kind));
        const start = clock() + 300;
        const result = await round(kind, burstCount, () => start, 60_000);
        const cpu =
          ((await serverCpu(serverOf(kind))) - cpuBefore) / Math.max(1, result.deliveries);
        bursts.get(kind)?.push({ result, cpu });
      }
    }

    for (const kind of KINDS) {
      await Promise.all(
        processes.map((p) => p.ask('disconnected', { cmd: 'disconnect', group: kind }, 60_000)),
      );
    }
    return KINDS.map((kind) => {
      const mine = bursts.get(kind) ?? [];
      const memoryBefore = before.get(kind);
      const memoryAfter = after.get(kind);
      if (!memoryBefore || !memoryAfter) throw new Error(`no memory figures for ${kind}`);
      return {
        kind,
        clients,
        connectSeconds: connectSeconds.get(kind) ?? 0,
        perConnection: {
          heap: (memoryAfter.heapUsed - memoryBefore.heapUsed) / clients,
          external: (memoryAfter.external - memoryBefore.external) / clients,
          rss: (memoryAfter.rss - memoryBefore.rss) / clients,
        },
        steady: merge(steady.get(kind) ?? []),
        burst: mine.reduce((best, b) =>
          throughputOf(b.result) > throughputOf(best.result) ? b : best,
        ).result,
        cpuMicrosPerDelivery: Math.min(...mine.map((b) => b.cpu)),
      };
    });
  } finally {
    await Promise.all(processes.map((p) => p.stop({ cmd: 'exit' })));
    await Promise.all([...servers.values()].map((server) => server.stop({ cmd: 'exit' })));
  }
}

/** Several rounds' receipts as one. */
function merge(results: PhaseResult[]): PhaseResult {
  const latencies = new Float64Array(results.reduce((sum, r) => sum + r.latencies.length, 0));
  let offset = 0;
  for (const result of results) {
    latencies.set(result.latencies, offset);
    offset += result.latencies.length;
  }
  latencies.sort();
  return {
    deliveries: results.reduce((sum, r) => sum + r.deliveries, 0),
    expected: results.reduce((sum, r) => sum + r.expected, 0),
    refusals: results.flatMap((r) => r.refusals),
    seconds: results.reduce((sum, r) => sum + r.seconds, 0),
    latencies,
  };
}

const thousands = (n: number) => Math.round(n).toLocaleString('en-US');
const msText = (value: number) => `${value.toFixed(1)} ms`;
const kbText = (bytes: number) => (bytes / 1024).toFixed(1);
function throughputOf(phase: PhaseResult) {
  return phase.deliveries / phase.seconds;
}
const bytesPerConnection = (m: Measurement) => m.perConnection.heap + m.perConnection.external;
const isComplete = (phase: PhaseResult) =>
  phase.deliveries === phase.expected && phase.refusals.length === 0;

/** The table's columns: heading and width (negative: left-aligned). */
const COLUMNS: [string, number][] = [
  ['clients', 9],
  ['server', -8],
  ['delivered/s', 12],
  ['steady p50', 12],
  ['steady p99', 12],
  ['burst p50', 12],
  ['burst p99', 12],
  ['cpu µs', 8],
  ['KB/conn', 9],
  ['(heap + ext)', 14],
  ['rss KB', 8],
  ['connect', 9],
];
const tableLine = (cells: string[]) =>
  cells
    .map((cell, i) => {
      const width = COLUMNS[i]?.[1] ?? 0;
      return width < 0 ? `  ${cell.padEnd(-width - 2)}` : cell.padStart(width);
    })
    .join('');

function rows(m: Measurement) {
  const lines = [
    tableLine([
      thousands(m.clients),
      m.kind,
      thousands(throughputOf(m.burst)),
      msText(percentile(m.steady.latencies, 50)),
      msText(percentile(m.steady.latencies, 99)),
      msText(percentile(m.burst.latencies, 50)),
      msText(percentile(m.burst.latencies, 99)),
      m.cpuMicrosPerDelivery.toFixed(2),
      kbText(bytesPerConnection(m)),
      `(${kbText(m.perConnection.heap)} + ${kbText(m.perConnection.external)})`,
      kbText(m.perConnection.rss),
      `${m.connectSeconds.toFixed(1)} s`,
    ]),
  ];
  for (const [name, phase] of [
    ['steady', m.steady],
    ['burst', m.burst],
  ] as const) {
    if (isComplete(phase)) continue;
    lines.push(
      `           ${name}: ${thousands(phase.deliveries)} of ${thousands(phase.expected)} delivered` +
        (phase.refusals.length ? `; refused: ${phase.refusals[0]}` : ''),
    );
  }
  return lines;
}

export async function runChatFanoutBench(): Promise<boolean> {
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  console.log(
    `\nbench/chat-fanout: one room of N clients on the chat (buildApp, PGlite in memory) and on a bare ws relay, each server in a process of its own, clients in ${PROCESSES} other processes`,
  );
  console.log(`  ${cpus().length} CPUs, load average ${load()} at the start`);
  const results: Measurement[] = [];
  for (const clients of SIZES) {
    const started = clock();
    results.push(...(await measure(clients)));
    console.log(
      `  measured both servers with ${thousands(clients)} clients in ${((clock() - started) / 1000).toFixed(0)} s`,
    );
  }
  console.log(`  load average ${load()} at the end`);

  console.log(
    `\n  delivered/s: deliveries (messages x clients) from first send to last receipt in a burst of ${thousands(BURST_DELIVERIES)} sent at once; the fastest of ${BURSTS}, taken in turns with the other server` +
      `\n  steady: send to receipt at ${thousands(PACED_DELIVERIES_PER_S)} deliveries/s, ${PACED_SECONDS} s in ${STEADY_TURNS} turns; burst: send to receipt in the fastest burst` +
      "\n  cpu µs: the server process's CPU time per delivery in its least disturbed burst" +
      '\n  KB/conn: heap + external growth per idle connection after gc() (all connected and idle vs none); rss: the same for RSS\n',
  );
  console.log(tableLine(COLUMNS.map(([heading]) => heading)));
  for (const m of results) for (const line of rows(m)) console.log(line);

  const largest = SIZES[SIZES.length - 1];
  const at = (kind: ServerKind) =>
    results.find((m) => m.kind === kind && m.clients === largest) as Measurement;
  const chat = at('chat');
  const bare = at('bare');
  const throughputRatio = throughputOf(chat.burst) / throughputOf(bare.burst);
  const p99Ratio = percentile(chat.steady.latencies, 99) / percentile(bare.steady.latencies, 99);
  const chatKb = bytesPerConnection(chat) / 1024;
  const complete = results.every((m) => isComplete(m.steady) && isComplete(m.burst));
  const verdict = (ok: boolean, miss: string) => (ok ? 'met' : `MISSED, ${miss}`);
  console.log(`\n  at ${thousands(largest ?? 0)} clients:`);
  console.log(
    `    throughput chat/bare ${throughputRatio.toFixed(2)}x (target >= ${THROUGHPUT_TARGET}x): ${verdict(
      throughputRatio >= THROUGHPUT_TARGET,
      `${((1 - throughputRatio / THROUGHPUT_TARGET) * 100).toFixed(0)}% short`,
    )}`,
  );
  console.log(
    `    steady p99 chat/bare ${p99Ratio.toFixed(2)}x (target <= ${P99_TARGET}x): ${verdict(
      p99Ratio <= P99_TARGET,
      `${((p99Ratio / P99_TARGET - 1) * 100).toFixed(0)}% over`,
    )}`,
  );
  console.log(
    `    chat memory per idle connection ${chatKb.toFixed(1)} KB (target <= ${KB_PER_CONNECTION_TARGET} KB): ${verdict(
      chatKb <= KB_PER_CONNECTION_TARGET,
      `${(chatKb - KB_PER_CONNECTION_TARGET).toFixed(1)} KB over`,
    )}`,
  );
  console.log(
    `    server CPU per delivery chat/bare ${(chat.cpuMicrosPerDelivery / bare.cpuMicrosPerDelivery).toFixed(2)}x (for reading the above; no target)`,
  );
  if (!complete) console.log('    NOT every message was delivered (see above)');
  return (
    complete &&
    throughputRatio >= THROUGHPUT_TARGET &&
    p99Ratio <= P99_TARGET &&
    chatKb <= KB_PER_CONNECTION_TARGET
  );
}

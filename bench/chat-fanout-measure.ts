import { performance } from 'node:perf_hooks';
import { RATE_LIMIT_MESSAGES } from '../src/server/features/chat/chat.service.js';
import { Child } from './chat-fanout-child.js';
import type { ClientCommand, ClientReport, ServerKind } from './chat-fanout-clients.js';
import type { ServerCommand, ServerReport } from './chat-fanout-server.js';

// How the chat fan-out benchmark (bench/chat-fanout.ts) drives the servers and the clients.

export const SIZES = [1000, 5000];
export const THROUGHPUT_TARGET = 0.8;
export const P99_TARGET = 1.25;
export const KB_PER_CONNECTION_TARGET = 30;
export const PROCESSES = 3;
export const PACED_DELIVERIES_PER_S = 10_000;
export const PACED_SECONDS = 8;
export const BURST_DELIVERIES = 200_000;
export const PER_SENDER = RATE_LIMIT_MESSAGES - 1;
export const WARM_UP_CLIENTS = 20;
export const BURSTS = 3;
export const STEADY_TURNS = 4;

export const clock = () => performance.timeOrigin + performance.now();
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type ClientProcess = Child<ClientCommand, ClientReport>;
type ServerProcess = Child<ServerCommand, ServerReport>;

/** A share of the room: the clients numbered [first, first + count) live in `child`. */
interface Share {
  child: ClientProcess;
  first: number;
  count: number;
}

export interface PhaseResult {
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

export const percentile = (sorted: Float64Array, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** The server's memory after garbage collection. */
const serverMemory = (server: ServerProcess) => server.ask('memory', { cmd: 'memory' }, 30_000);
const serverCpu = async (server: ServerProcess) =>
  (await server.ask('cpu', { cmd: 'cpu' }, 30_000)).micros;

/** Senders spread over the room (7,919 is prime, so the first N are all different clients). */
const sender = (k: number, clients: number) => (k * 7919) % clients;

export interface Measurement {
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

/** Deliveries per second in a phase. */
export function throughputOf(phase: PhaseResult) {
  return phase.deliveries / phase.seconds;
}

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
import { cpus, loadavg } from 'node:os';
import type { ServerKind } from './chat-fanout-clients.js';
import {
  BURST_DELIVERIES,
  BURSTS,
  clock,
  KB_PER_CONNECTION_TARGET,
  type Measurement,
  measure,
  P99_TARGET,
  PACED_DELIVERIES_PER_S,
  PACED_SECONDS,
  type PhaseResult,
  PROCESSES,
  percentile,
  SIZES,
  STEADY_TURNS,
  THROUGHPUT_TARGET,
  throughputOf,
} from './chat-fanout-measure.js';

const thousands = (n: number) => Math.round(n).toLocaleString('en-US');
const msText = (value: number) => `${value.toFixed(1)} ms`;
const kbText = (bytes: number) => (bytes / 1024).toFixed(1);
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

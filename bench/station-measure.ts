// How the station benchmark (bench/station.ts) measures one stream server: its listeners held by
// a few child processes (bench/station-listeners.ts), the server's CPU time and resident memory
// read from /proc, and, for the built-in station, the latency of GET /api/radio/now-playing
// asked from this process ten times a second while the listeners play.
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Child } from './chat-fanout-child.js';
import { cpuSeconds, statusKb } from './proc.js';
import type { ListenerCommand, ListenerReport } from './station-listeners.js';
import { percentile, sortedCopy } from './timings.js';

/** Listeners spread over 127.0.0.2 … 127.0.0.40, under the app's 64 per address. */
export const SOURCE_ADDRESSES = 39;
/** How far behind real time a listener may fall, in seconds of audio. */
export const ALLOWANCE_SECONDS = 2;
/** A listener is first checked this long after its connect, once its burst is in. */
export const GRACE_SECONDS = 5;
/** Idle stretch before the listeners connect, for the server's own CPU use. */
const IDLE_SECONDS = 5;
/** After the last listener connects and before the measured stretch starts. */
const SETTLE_SECONDS = 3;
const NOW_PLAYING_EVERY_MS = 100;
const NOW_PLAYING_TIMEOUT_MS = 5_000;

type ListenerProcess = Child<ListenerCommand, ListenerReport>;

export interface StreamServer {
  name: string;
  port: number;
  path: string;
  pid: number;
  /** The app's origin: its now-playing is asked during the measured stretch. */
  nowPlayingOrigin?: string;
}

export interface NowPlayingFigures {
  count: number;
  failures: number;
  p50: number;
  p99: number;
  max: number;
}

export interface SideResult {
  name: string;
  listeners: number;
  connected: number;
  failures: string[];
  connectSeconds: number;
  seconds: number;
  underruns: number;
  dropped: number;
  worstLagSeconds: number;
  examples: string[];
  rateMin: number;
  rateMedian: number;
  cpuSeconds: number;
  cpuPerListenerMinute: number;
  /** Less what the server used with no listener (idle, and for the app its now-playing polls). */
  marginalCpuPerListenerMinute: number;
  idleCpuPerMinute: number;
  /** With the now-playing polls and no listener (the app only). */
  pollCpuPerMinute: number | null;
  rssBeforeKb: number;
  rssPeakKb: number;
  kbPerListener: number;
  nowPlaying: NowPlayingFigures | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The load generators: `processes` children, each holding an equal share of the listeners. */
export class ListenerPool {
  private readonly children: ListenerProcess[];

  constructor(processes: number) {
    this.children = Array.from(
      { length: processes },
      () => new Child<ListenerCommand, ListenerReport>('./station-listeners.ts', [], []),
    );
  }

  async ready() {
    await Promise.all(this.children.map((child) => child.ask('ready', null, 60_000)));
  }

  shares(listeners: number) {
    const per = Math.ceil(listeners / this.children.length);
    return this.children.map((child, i) => ({
      child,
      first: i * per,
      count: Math.max(0, Math.min(per, listeners - i * per)),
    }));
  }

  async stop() {
    await Promise.all(this.children.map((child) => child.stop({ cmd: 'exit' })));
  }
}

/** GET /api/radio/now-playing every 100 ms until stopped; each answer's time to its last byte. */
function pollNowPlaying(origin: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const { hostname, port } = new URL(origin);
  const latencies: number[] = [];
  let failures = 0;
  const inFlight = new Set<Promise<void>>();
  const ask = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = request(
        { host: hostname, port, path: '/api/radio/now-playing', agent },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            body += chunk;
          });
          res.on('end', () => {
            latencies.push(performance.now() - started);
            let status: string | undefined;
            try {
              status = (JSON.parse(body) as { status?: string }).status;
            } catch {
              // Counted below.
            }
            if (res.statusCode !== 200 || status !== 'online') failures += 1;
            resolve();
          });
          res.on('error', () => {
            failures += 1;
            resolve();
          });
        },
      );
      req.setTimeout(NOW_PLAYING_TIMEOUT_MS, () => req.destroy(new Error('timed out')));
      req.on('error', () => {
        failures += 1;
        latencies.push(performance.now() - started);
        resolve();
      });
      req.end();
    });
  const timer = setInterval(() => {
    const asking = ask().finally(() => inFlight.delete(asking));
    inFlight.add(asking);
  }, NOW_PLAYING_EVERY_MS);
  return async (): Promise<NowPlayingFigures> => {
    clearInterval(timer);
    await Promise.all(inFlight);
    agent.destroy();
    const sorted = sortedCopy(latencies);
    return {
      count: latencies.length,
      failures,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? 0,
    };
  };
}

/** Samples the process's resident memory every second; answers the peak when stopped. */
function samplePeakRss(pid: number) {
  let peak = statusKb(pid, 'VmRSS');
  const timer = setInterval(() => {
    peak = Math.max(peak, statusKb(pid, 'VmRSS'));
  }, 1_000);
  return () => {
    clearInterval(timer);
    return Math.max(peak, statusKb(pid, 'VmRSS'));
  };
}

/**
 * One server measured: idle for a few seconds, then `listeners` listeners connected, then
 * `seconds` of playing during which CPU time, peak memory and (for the app) now-playing latency
 * are taken; the listeners' figures cover the same stretch, their underrun checks the whole time
 * since each connected.
 */
export async function measureSide(
  server: StreamServer,
  pool: ListenerPool,
  options: { listeners: number; seconds: number; bytesPerSecond: number },
): Promise<SideResult> {
  const idleCpu = cpuSeconds(server.pid);
  await sleep(IDLE_SECONDS * 1000);
  const idleCpuPerMinute = ((cpuSeconds(server.pid) - idleCpu) / IDLE_SECONDS) * 60;
  // The app's now-playing polls alone, before any listener: what they cost of the CPU figure
  // below (and the route is warm before it is timed).
  let pollCpuPerMinute: number | null = null;
  if (server.nowPlayingOrigin) {
    const pollCpu = cpuSeconds(server.pid);
    const stop = pollNowPlaying(server.nowPlayingOrigin);
    await sleep(IDLE_SECONDS * 1000);
    await stop();
    pollCpuPerMinute = ((cpuSeconds(server.pid) - pollCpu) / IDLE_SECONDS) * 60;
  }
  const rssBeforeKb = statusKb(server.pid, 'VmRSS');

  const shares = pool.shares(options.listeners);
  const connectStarted = performance.now();
  const connected = await Promise.all(
    shares.map((share) =>
      share.child.ask(
        'connected',
        {
          cmd: 'connect',
          port: server.port,
          path: server.path,
          first: share.first,
          count: share.count,
          addresses: SOURCE_ADDRESSES,
          bytesPerSecond: options.bytesPerSecond,
          allowanceSeconds: ALLOWANCE_SECONDS,
          graceSeconds: GRACE_SECONDS,
        },
        180_000,
      ),
    ),
  );
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  await sleep(SETTLE_SECONDS * 1000);

  await Promise.all(shares.map((share) => share.child.ask('window', { cmd: 'window' }, 30_000)));
  const cpuStart = cpuSeconds(server.pid);
  const started = performance.now();
  const peakRss = samplePeakRss(server.pid);
  const stopPolling = server.nowPlayingOrigin ? pollNowPlaying(server.nowPlayingOrigin) : null;
  let rssPeakKb = rssBeforeKb;
  let nowPlaying: NowPlayingFigures | null = null;
  let cpuSpent = 0;
  let seconds = 0;
  try {
    await sleep(options.seconds * 1000);
  } finally {
    cpuSpent = cpuSeconds(server.pid) - cpuStart;
    seconds = (performance.now() - started) / 1000;
    rssPeakKb = peakRss();
    nowPlaying = stopPolling ? await stopPolling() : null;
  }
  const finished = await Promise.all(
    shares.map((share) => share.child.ask('finished', { cmd: 'finish' }, 60_000)),
  );

  const rates = sortedCopy(finished.flatMap((f) => f.rates));
  const playing = connected.reduce((sum, c) => sum + c.connected, 0);
  const perListener = Math.max(1, playing);
  return {
    name: server.name,
    listeners: options.listeners,
    connected: playing,
    failures: connected.flatMap((c) => c.failures),
    connectSeconds,
    seconds,
    underruns: finished.reduce((sum, f) => sum + f.underruns, 0),
    dropped: finished.reduce((sum, f) => sum + f.dropped, 0),
    worstLagSeconds: Math.max(...finished.map((f) => f.worstLagSeconds)),
    examples: finished.flatMap((f) => f.examples).slice(0, 5),
    rateMin: rates[0] ?? 0,
    rateMedian: percentile(rates, 50),
    cpuSeconds: cpuSpent,
    cpuPerListenerMinute: cpuSpent / perListener / (seconds / 60),
    marginalCpuPerListenerMinute:
      (cpuSpent / (seconds / 60) - (pollCpuPerMinute ?? idleCpuPerMinute)) / perListener,
    idleCpuPerMinute,
    pollCpuPerMinute,
    rssBeforeKb,
    rssPeakKb,
    kbPerListener: (rssPeakKb - rssBeforeKb) / perListener,
    nowPlaying,
  };
}

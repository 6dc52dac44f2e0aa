// Media benchmark: 500 listeners reading one song at once with Range requests, as players seek
// and buffer. The song is real: a 4-minute MP3 uploaded by a creator through the app and
// processed by it (the 192 kbps stream it serves), read through GET /api/songs/:id/stream, which
// looks the song up, checks who may hear it and answers from storage with sendStored (local
// storage, the default). Each listener keeps one keep-alive connection and makes a fixed number
// of requests one after another: slices of 64 KB to 1 MB at random places, and one in eight
// open-ended (`bytes=N-`, the rest of the song, as a player asks after a seek). Every answer is
// checked: 206, its Content-Range, and its bytes against the file.
//
// The baseline: @fastify/send (the library under @fastify/static) serving the very same stored
// file from a bare node:http server (bench/media-send-server.ts), with the same requests in the
// same order. The two run in turns in each of ROUNDS rounds, the order swapped every round, so
// that whatever else the machine does falls on both alike.
//
// Both servers run as child processes: the app is the built server (dist/, as `npm start` runs it,
// on its default embedded database, LOG_LEVEL=warn as every benchmark's server), so on this
// two-CPU machine a server has one CPU to itself while the load generator (this process) has the
// other, rather than sharing one event loop with it; their CPU times are printed, so whether the
// client kept up can be read off. Nothing is switched off for the benchmark: the app's rate limits
// are opt-in per route and the stream route has none, and its caps per client address (256
// connections, MAX_CONNECTIONS_PER_ADDRESS; 16 media bodies at once, MAX_MEDIA_STREAMS_PER_ADDRESS)
// are respected by spreading the listeners over 40 loopback source addresses (127.0.0.2 to
// 127.0.0.41), at most 13 each, as 500 listeners would come from many.
//
// Target: the app's throughput (MB/s) at least 0.8 of send's.
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { random } from './creator-search-data.js';
import { childrenDone, cpuSeconds, statusKb } from './proc.js';
import { ensureBuiltServer, type RunningServer, startBuiltServer } from './server.js';
import { multipartUpload, signUpCreator, waitForProcessing, writeMp3 } from './song-client.js';

export const THROUGHPUT_TARGET = 0.8;
const READERS = 500;
/** Requests each listener makes per side and round. */
const REQUESTS_EACH = 6;
const WARM_UP_REQUESTS_EACH = 2;
const ROUNDS = 3;
const SOURCE_ADDRESSES = 40;
const SONG_SECONDS = 240;
const SLICE_MIN = 64 * 1024;
const SLICE_MAX = 1024 * 1024;
const OPEN_ENDED_EVERY = 8;

const MB = 1024 * 1024;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const mbText = (kb: number) => `${(kb / 1024).toFixed(1)} MB`;
const signedMb = (kb: number) => `${kb >= 0 ? '+' : '-'}${mbText(Math.abs(kb))}`;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** A byte range as a Range header asks it; `end` null is open-ended (to the end of the file). */
interface Slice {
  start: number;
  end: number | null;
}

/** Each listener's requests for one round, the same for both sides. */
function planRound(seed: number, size: number, each: number): Slice[][] {
  const draw = random(seed);
  return Array.from({ length: READERS }, () =>
    Array.from({ length: each }, () => {
      if (draw() < 1 / OPEN_ENDED_EVERY) {
        return { start: Math.floor(draw() * (size - 1)), end: null };
      }
      const length = SLICE_MIN + Math.floor(draw() * (SLICE_MAX - SLICE_MIN));
      const start = Math.floor(draw() * (size - length));
      return { start, end: start + length - 1 };
    }),
  );
}

interface Side {
  name: 'send' | 'app';
  port: number;
  path: string;
  pid: number;
}

const agent = new Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: READERS });

/** One Range request, its answer checked against `file`; resolves with the bytes received. */
function read(side: Side, localAddress: string, slice: Slice, file: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const last = slice.end ?? file.length - 1;
    const req = request(
      {
        host: '127.0.0.1',
        port: side.port,
        path: side.path,
        localAddress,
        agent,
        headers: { range: `bytes=${slice.start}-${slice.end ?? ''}` },
      },
      (res) => {
        const expected = `bytes ${slice.start}-${last}/${file.length}`;
        if (res.statusCode !== 206 || res.headers['content-range'] !== expected) {
          res.resume();
          reject(
            new Error(
              `${side.name} answered ${res.statusCode} ${res.headers['content-range']} to bytes=${slice.start}-${slice.end ?? ''}`,
            ),
          );
          return;
        }
        let at = slice.start;
        let same = true;
        res.on('data', (chunk: Buffer) => {
          if (same && !chunk.equals(file.subarray(at, at + chunk.length))) same = false;
          at += chunk.length;
        });
        res.on('error', reject);
        res.on('end', () => {
          if (same && at === last + 1) resolve(at - slice.start);
          else reject(new Error(`${side.name} sent wrong bytes for ${expected}`));
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

interface RoundResult {
  wallMs: number;
  requests: number;
  bytes: number;
  latencies: number[];
  serverCpuS: number;
  clientCpuS: number;
}

/** Every listener at once, each making its requests in turn; timed from the first to the last byte. */
async function runRound(side: Side, plan: Slice[][], file: Buffer): Promise<RoundResult> {
  const latencies: number[] = [];
  let bytes = 0;
  const serverCpu = cpuSeconds(side.pid);
  const clientCpu = process.cpuUsage();
  const start = performance.now();
  await Promise.all(
    plan.map(async (slices, reader) => {
      const localAddress = `127.0.0.${2 + (reader % SOURCE_ADDRESSES)}`;
      for (const slice of slices) {
        const begun = performance.now();
        const received = await read(side, localAddress, slice, file);
        bytes += received;
        latencies.push(performance.now() - begun);
      }
    }),
  );
  const wallMs = performance.now() - start;
  const client = process.cpuUsage(clientCpu);
  return {
    wallMs,
    requests: latencies.length,
    bytes,
    latencies,
    serverCpuS: cpuSeconds(side.pid) - serverCpu,
    clientCpuS: (client.user + client.system) / 1e6,
  };
}

/** Forks the send baseline on `file`; answers its port, pid and a stop function. */
async function startSendServer(file: string) {
  const child: ChildProcess = fork(
    fileURLToPath(new URL('./media-send-server.ts', import.meta.url)),
    [file],
    { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the send server exited (${code})`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    port,
    pid: child.pid ?? 0,
    stop: async () => {
      child.send('exit');
      await exited;
    },
  };
}

const describe = (r: RoundResult) => {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  return `${r.requests} requests in ${(r.wallMs / 1000).toFixed(2)} s = ${(r.requests / (r.wallMs / 1000)).toFixed(0)} req/s, ${(r.bytes / MB / (r.wallMs / 1000)).toFixed(0)} MB/s; latency p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms; server CPU ${r.serverCpuS.toFixed(2)} s (${((1000 * r.serverCpuS) / r.requests).toFixed(2)} ms a request), client CPU ${r.clientCpuS.toFixed(2)} s`;
};

export async function runMediaBench(): Promise<boolean> {
  ensureBuiltServer('media');
  const dir = mkdtempSync(join(tmpdir(), 'bench-media-'));
  let server: RunningServer | undefined;
  let baseline: Awaited<ReturnType<typeof startSendServer>> | undefined;
  try {
    const upload = join(dir, 'midnight-arcade.mp3');
    await writeMp3(upload, SONG_SECONDS);
    server = await startBuiltServer();
    const { auth } = await signUpCreator(server.origin, 'streamer');
    const { song } = await multipartUpload(server.origin, auth, upload, {
      title: 'Midnight Arcade',
      filetype: 'audio/mpeg',
    });
    const processed = await waitForProcessing(server.origin, auth, song.id, 120_000);
    if (processed.song.status !== 'ready') {
      throw new Error(`song ${song.id} processing failed: ${processed.song.failure}`);
    }
    // No processing run of the song (there may be a second one) goes on during the rounds.
    await childrenDone(server.pid, 120_000);
    // The stream the app made and serves, as stored by its local storage driver.
    const stored = join(server.dataDir, 'media', 'songs', String(song.id), 'stream.mp3');
    const file = readFileSync(stored);
    baseline = await startSendServer(stored);
    const path = `/api/songs/${song.id}/stream`;
    const sides: Record<Side['name'], Side> = {
      send: { name: 'send', port: baseline.port, path, pid: baseline.pid },
      app: { name: 'app', port: Number(new URL(server.origin).port), path, pid: server.pid },
    };
    console.log(
      `media: song ${song.id} uploaded and processed in ${(processed.waitedMs / 1000).toFixed(1)} s; its stream ${(file.length / MB).toFixed(2)} MB (${SONG_SECONDS} s at 192 kbps); ${READERS} listeners from ${SOURCE_ADDRESSES} loopback addresses, ${REQUESTS_EACH} Range requests each per side and round (64 KB to 1 MB slices, one in ${OPEN_ENDED_EVERY} open-ended)`,
    );

    // Connections opened and code warmed on both sides before anything is timed.
    const warmUp = planRound(1, file.length, WARM_UP_REQUESTS_EACH);
    for (const side of Object.values(sides)) await runRound(side, warmUp, file);
    const rssKb = (side: Side) => statusKb(side.pid, 'VmRSS');
    const rssBefore = { send: rssKb(sides.send), app: rssKb(sides.app) };
    console.log(
      `media: ${cpus().length} CPUs, load average ${load()} after the warm-up; server RSS: send ${mbText(rssBefore.send)}, app ${mbText(rssBefore.app)}`,
    );

    const results: Record<Side['name'], RoundResult[]> = { send: [], app: [] };
    const ratios: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const plan = planRound(2026 + round, file.length, REQUESTS_EACH);
      const order: Side['name'][] = round % 2 === 1 ? ['send', 'app'] : ['app', 'send'];
      for (const name of order) {
        const result = await runRound(sides[name], plan, file);
        results[name].push(result);
        console.log(`media: round ${round} ${name.padEnd(4)} ${describe(result)}`);
      }
      const [sendRound, appRound] = [results.send.at(-1), results.app.at(-1)];
      if (sendRound && appRound) ratios.push(sendRound.wallMs / appRound.wallMs);
    }

    for (const name of ['send', 'app'] as const) {
      const all = results[name];
      const latencies = all.flatMap((r) => r.latencies).sort((a, b) => a - b);
      const rates = all.map((r) => r.bytes / MB / (r.wallMs / 1000));
      const requestRates = all.map((r) => r.requests / (r.wallMs / 1000));
      const serverCpu = all.reduce((sum, r) => sum + r.serverCpuS, 0);
      const requests = all.reduce((sum, r) => sum + r.requests, 0);
      console.log(
        `media: ${name.padEnd(4)} median of ${ROUNDS} rounds ${median(requestRates).toFixed(0)} req/s, ${median(rates).toFixed(0)} MB/s; latency over all ${latencies.length} requests p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms; server CPU ${((1000 * serverCpu) / requests).toFixed(2)} ms a request`,
      );
    }
    console.log(
      `media: server RSS after the rounds: send ${mbText(rssKb(sides.send))} (${signedMb(rssKb(sides.send) - rssBefore.send)}), app ${mbText(rssKb(sides.app))} (${signedMb(rssKb(sides.app) - rssBefore.app)})`,
    );
    const ratio = median(ratios);
    const met = ratio >= THROUGHPUT_TARGET;
    console.log(
      `media: target ${met ? 'met' : 'missed'}: app/send throughput ${ratio.toFixed(2)}x (median of the rounds' ratios ${ratios.map((r) => r.toFixed(2)).join(', ')}; target >= ${THROUGHPUT_TARGET}x); load average ${load()}`,
    );
    return met;
  } finally {
    agent.destroy();
    await baseline?.stop();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

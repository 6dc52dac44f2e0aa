// Station benchmark: the built-in live MP3 stream (GET /stream/live.mp3 of the built server, its
// AutoDJ on a seeded demo library; see bench/station-built-in.ts) and, as the baseline in the
// same run, Debian's Icecast serving the very same MP3 from an ffmpeg source in real time (see
// bench/station-icecast.ts). Each gets LISTENERS listeners for SECONDS seconds, in turn, from a
// few child processes (bench/station-listeners.ts) spread over loopback source addresses.
//
// Per server: listeners that underran (received less audio than real time requires, less a
// 2-second allowance, at any whole second from 5 s after their connect; a stream that ended
// counts too), the bytes per second each listener received (min and median over listeners),
// the server process's CPU time from /proc (user + system) per listener and minute, its resident
// memory before the listeners and at its peak while they played, and for the app the latency of
// GET /api/radio/now-playing asked ten times a second from this process meanwhile (its cost is
// in the app's CPU figure; Icecast is asked nothing). Beside the totals, for information, each
// server's CPU less what it used with no listener (idle; the app with its now-playing polls).
//
// Targets: no underruns on the built-in stream, its CPU per listener at most 3x Icecast's, and
// now-playing p99 at most 50 ms.
//
//   npm run bench -- station
//   STATION_BENCH_LISTENERS=100 STATION_BENCH_SECONDS=10 npm run bench -- station
// (STATION_BENCH_PROCESSES sets the number of listener processes, 4 by default.)
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuiltServer } from './server.js';
import {
  audioBytesPerSecond,
  type BuiltInStation,
  startSeededStation,
} from './station-built-in.js';
import { type IcecastBaseline, startIcecastBaseline } from './station-icecast.js';
import {
  ALLOWANCE_SECONDS,
  GRACE_SECONDS,
  ListenerPool,
  measureSide,
  type SideResult,
  SOURCE_ADDRESSES,
} from './station-measure.js';
import { load, thousands } from './timings.js';

export const CPU_RATIO_TARGET = 3;
export const NOW_PLAYING_P99_TARGET_MS = 50;

/** A positive whole number from the environment, or the default. */
function setting(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a positive whole number, not "${text}"`);
  }
  return value;
}

const log = (line: string) => console.log(`station: ${line}`);
const mb = (kb: number) => (kb / 1024).toFixed(1);

function describe(result: SideResult) {
  log(
    `${result.name}: ${result.connected}/${result.listeners} listeners connected in ${result.connectSeconds.toFixed(1)} s; idle CPU ${result.idleCpuPerMinute.toFixed(2)} s/min before they did${result.pollCpuPerMinute === null ? '' : ` (${result.pollCpuPerMinute.toFixed(2)} s/min with the now-playing polls)`}; ${result.cpuSeconds.toFixed(2)} CPU s over ${result.seconds.toFixed(1)} s with them; worst lag behind real time ${result.worstLagSeconds.toFixed(1)} s; ${result.dropped} streams ended early`,
  );
  for (const line of [...result.failures.slice(0, 5), ...result.examples]) {
    log(`${result.name}:   ${line}`);
  }
}

function table(results: SideResult[]) {
  const head = [
    'server',
    'listeners',
    'seconds',
    'underruns',
    'B/s min',
    'B/s median',
    'CPU s/listener·min',
    'less no-listener CPU',
    'RSS MB before → peak',
    'KB/listener',
    'now-playing p50 / p99',
  ];
  const rows = results.map((r) => [
    r.name,
    thousands(r.connected),
    r.seconds.toFixed(1),
    String(r.underruns),
    thousands(Math.round(r.rateMin)),
    thousands(Math.round(r.rateMedian)),
    r.cpuPerListenerMinute.toFixed(5),
    r.marginalCpuPerListenerMinute.toFixed(5),
    `${mb(r.rssBeforeKb)} → ${mb(r.rssPeakKb)}`,
    r.kbPerListener.toFixed(1),
    r.nowPlaying
      ? `${r.nowPlaying.p50.toFixed(1)} / ${r.nowPlaying.p99.toFixed(1)} ms (${r.nowPlaying.count}, ${r.nowPlaying.failures} failed)`
      : '—',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    `  ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ')}`;
  console.log(line(head));
  for (const row of rows) console.log(line(row));
}

export async function runStationBench(): Promise<boolean> {
  const listeners = setting('STATION_BENCH_LISTENERS', 1000);
  const seconds = setting('STATION_BENCH_SECONDS', 60);
  const processes = setting('STATION_BENCH_PROCESSES', 4);
  ensureBuiltServer('station');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-station-'));
  let builtIn: BuiltInStation | undefined;
  let icecast: IcecastBaseline | undefined;
  let pool: ListenerPool | undefined;
  try {
    log(`${cpus().length} CPUs, load average ${load()}; starting the built-in station`);
    builtIn = await startSeededStation(dataDir, log);
    const { onAirFile } = builtIn;
    const bytesPerSecond = await audioBytesPerSecond(onAirFile);
    log(
      `on air; the stream is ${thousands(Math.round(bytesPerSecond))} B/s of audio (${((bytesPerSecond * 8) / 1000).toFixed(0)} kb/s); ${thousands(listeners)} listeners for ${seconds} s per server from ${processes} processes and ${SOURCE_ADDRESSES} loopback addresses; an underrun is ${ALLOWANCE_SECONDS} s behind real time, checked each second from ${GRACE_SECONDS} s after connect`,
    );
    pool = new ListenerPool(processes);
    await pool.ready();
    const options = { listeners, seconds, bytesPerSecond };

    log(`built-in: measuring; load average ${load()}`);
    const app = await measureSide(
      {
        name: 'built-in',
        port: builtIn.port,
        path: builtIn.path,
        pid: builtIn.pid,
        nowPlayingOrigin: builtIn.origin,
      },
      pool,
      options,
    );
    describe(app);
    await builtIn.stop();
    builtIn = undefined;

    // The app is stopped so that it takes no CPU from Icecast's turn; its on-air file stays.
    icecast = await startIcecastBaseline(onAirFile);
    log(`icecast: measuring; load average ${load()}`);
    const baseline = await measureSide(
      { name: 'icecast', port: icecast.port, path: icecast.path, pid: icecast.pid },
      pool,
      options,
    );
    describe(baseline);

    const ratio = app.cpuPerListenerMinute / baseline.cpuPerListenerMinute;
    console.log(
      `\nbench/station: ${thousands(listeners)} listeners of one live MP3 stream for ${seconds} s, the built-in station beside Icecast; load average ${load()}`,
    );
    table([app, baseline]);
    console.log(
      `  CPU per listener, built-in / Icecast: ${Number.isFinite(ratio) ? `${ratio.toFixed(2)}x` : 'n/a (Icecast used no measurable CPU)'}`,
    );
    const marginal = app.marginalCpuPerListenerMinute / baseline.marginalCpuPerListenerMinute;
    console.log(
      `  the same less what each used with no listener (idle; the app with its now-playing polls): ${Number.isFinite(marginal) && marginal > 0 ? `${marginal.toFixed(2)}x` : 'n/a'} (for information; the target is on the totals)`,
    );
    if (baseline.underruns > 0 || baseline.connected < listeners) {
      console.log(
        `  note: Icecast's own listeners underran or failed to connect (${baseline.underruns} underruns, ${listeners - baseline.connected} not connected): the machine or the load generator did not keep up`,
      );
    }
    const checks = [
      {
        ok: app.underruns === 0 && app.connected === listeners,
        text: `built-in: no underruns (${app.underruns} underruns, ${listeners - app.connected} not connected)`,
      },
      {
        ok: Number.isFinite(ratio) && ratio <= CPU_RATIO_TARGET,
        text: `CPU per listener at most ${CPU_RATIO_TARGET}x Icecast's (${Number.isFinite(ratio) ? ratio.toFixed(2) : 'n/a'}x)`,
      },
      {
        ok:
          app.nowPlaying !== null &&
          app.nowPlaying.failures === 0 &&
          app.nowPlaying.p99 <= NOW_PLAYING_P99_TARGET_MS,
        text: `now-playing p99 at most ${NOW_PLAYING_P99_TARGET_MS} ms (${app.nowPlaying?.p99.toFixed(1) ?? 'n/a'} ms, ${app.nowPlaying?.failures ?? 0} failed)`,
      },
    ];
    for (const check of checks) console.log(`  ${check.ok ? 'PASS' : 'FAIL'} ${check.text}`);
    return checks.every((check) => check.ok);
  } finally {
    await pool?.stop();
    await builtIn?.stop();
    await icecast?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

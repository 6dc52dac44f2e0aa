// The baseline of the station benchmark: Debian's icecast2, started by the development station's
// starter (scripts/station/station.ts, whose config allows 5,000 clients with a 512 KB queue and
// a 64 KB burst each), without its generated source: ffmpeg sends the built-in station's own
// on-air MP3 in real time instead, copied frame for frame (no re-encoding), so both serve the
// same audio at the same rate.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { startStation } from '../scripts/station/station.js';
import { freePort } from '../src/server/testing/process.js';
import { childrenOf } from './proc.js';

const SOURCE_TIMEOUT_MS = 15_000;
/** Long enough for Icecast to hold a full burst (64 KB is 4 s at 128 kb/s) for new listeners. */
const FILL_BURST_MS = 6_000;

export interface IcecastBaseline {
  port: number;
  path: string;
  pid: number;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const gone = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** This process's child running `command` (Icecast runs as a direct child of the starter). */
function childNamed(command: string): number {
  for (const pid of childrenOf(process.pid)) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === command) return pid;
    } catch {
      // Gone between the two reads.
    }
  }
  throw new Error(`no ${command} process found among this process's children`);
}

/** Whether Icecast lists a source; with none its status is not even valid JSON (Icecast 2.4). */
async function hasSource(statusUrl: string): Promise<boolean> {
  try {
    const status = (await (await fetch(statusUrl)).json()) as { icestats?: { source?: unknown } };
    return status.icestats?.source !== undefined;
  } catch {
    return false;
  }
}

async function stopChild(child: ChildProcess) {
  if (gone(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
  await exited;
  clearTimeout(timer);
}

/** Icecast on a free loopback port with ffmpeg looping `file` into /live.mp3 in real time. */
export async function startIcecastBaseline(file: string): Promise<IcecastBaseline> {
  const port = await freePort();
  const sourcePassword = randomBytes(12).toString('base64url');
  const station = await startStation({ port, source: false, sourcePassword });
  let source: ChildProcess | undefined;
  try {
    const pid = childNamed('icecast2');
    source = spawn(
      'ffmpeg',
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-re',
        '-stream_loop',
        '-1',
        '-i',
        file,
        '-c',
        'copy',
        // Frames only: no ID3 tag or encoder tag frame at the start, as the built-in sends.
        '-id3v2_version',
        '0',
        '-write_xing',
        '0',
        '-content_type',
        'audio/mpeg',
        '-f',
        'mp3',
        `icecast://source:${sourcePassword}@127.0.0.1:${port}${station.mount}`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const deadline = performance.now() + SOURCE_TIMEOUT_MS;
    for (;;) {
      if (gone(source)) throw new Error('the ffmpeg source exited');
      if (await hasSource(station.statusUrl)) break;
      if (performance.now() > deadline) throw new Error('the ffmpeg source did not connect');
      await sleep(200);
    }
    await sleep(FILL_BURST_MS);
    const feeding = source;
    return {
      port,
      path: station.mount,
      pid,
      stop: async () => {
        await stopChild(feeding);
        await station.stop();
      },
    };
  } catch (error) {
    if (source) await stopChild(source);
    await station.stop();
    throw error;
  }
}

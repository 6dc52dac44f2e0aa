// The built-in station for the station benchmark: the built server on a data folder of its own,
// with no STREAM_URL, so its AutoDJ renders the demo library and broadcasts /stream/live.mp3.
//
// Rendering the whole library takes minutes of CPU in the server process itself, which would be
// counted as the stream's cost. So the library is seeded: a first start renders until the first
// track is on air, the server is stopped, every other demo track is given that track's on-air
// copy (through the playout repository, as the library job would record a rendered one), and a
// second start on the same folder has nothing left to render and goes on air at once.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/server/db/client.js';
import { createPlayoutRepo } from '../src/server/features/playout/playout.repo.js';
import { readMp3Frames } from '../src/server/lib/live-stream/mp3-frames.js';
import { BUILT_IN_STREAM_PATH } from '../src/shared/radio.constants.js';
import { childrenOf } from './proc.js';
import { type RunningServer, startBuiltServer } from './server.js';

const FIRST_TRACK_TIMEOUT_MS = 10 * 60_000;
const ON_AIR_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 20_000;

export interface BuiltInStation {
  origin: string;
  port: number;
  path: string;
  pid: number;
  /** The on-air MP3 every track of the seeded library plays. */
  onAirFile: string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls GET /api/radio/now-playing until it reports `online`; answers the title on air. */
export async function waitOnline(origin: string, timeoutMs: number): Promise<string> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    try {
      const res = await fetch(`${origin}/api/radio/now-playing`);
      const body = (await res.json()) as { status?: string; track?: { title?: string } | null };
      if (body.status === 'online') return body.track?.title ?? '';
    } catch {
      // Not answering yet.
    }
    await sleep(500);
  }
  throw new Error(`${origin} was not on air within ${timeoutMs / 1000} s`);
}

const alive = (pid: number) => existsSync(`/proc/${pid}`);

/**
 * Stops a server and waits for it to be gone, killing it if it has not left in time, then ends
 * any ffmpeg it had running (a render cut short by the shutdown would otherwise run on alone).
 */
async function stopServer(server: RunningServer) {
  const helpers = new Set<number>();
  const noteHelpers = () => {
    if (!alive(server.pid)) return;
    try {
      for (const pid of childrenOf(server.pid)) helpers.add(pid);
    } catch {
      // Gone between the two reads.
    }
  };
  noteHelpers();
  const watcher = setInterval(noteHelpers, 100);
  const killer = setTimeout(() => {
    if (alive(server.pid)) process.kill(server.pid, 'SIGKILL');
  }, STOP_TIMEOUT_MS);
  try {
    await server.stop();
  } finally {
    clearInterval(watcher);
    clearTimeout(killer);
  }
  for (const pid of helpers) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'ffmpeg') {
        process.kill(pid, 'SIGKILL');
      }
    } catch {
      // Already gone.
    }
  }
}

/** Gives every demo track still to be rendered the on-air copy of the one already rendered. */
async function seedLibrary(dataDir: string): Promise<{ onAirKey: string; seeded: number }> {
  const database = await openDatabase({ dataDir });
  try {
    const repo = createPlayoutRepo(database.db);
    const ready = (await repo.demoTracks()).find(
      (track) =>
        track.status === 'ready' &&
        !track.retiredAt &&
        track.onAirKey &&
        track.durationMs !== null &&
        track.loudnessLufs !== null &&
        track.truePeakDb !== null,
    );
    if (!ready?.onAirKey) throw new Error('no demo track was rendered on the first start');
    const copy = {
      onAirKey: ready.onAirKey,
      durationMs: ready.durationMs ?? 0,
      loudnessLufs: ready.loudnessLufs ?? 0,
      truePeakDb: ready.truePeakDb ?? 0,
    };
    const waiting = await repo.tracksToPrepare('demo');
    for (const track of waiting) await repo.markReady(track.id, copy);
    return { onAirKey: ready.onAirKey, seeded: waiting.length };
  } finally {
    await database.close();
  }
}

/** The audio rate of an MP3 file's frames, in bytes per second (what real time requires). */
export async function audioBytesPerSecond(file: string): Promise<number> {
  const frames = await readMp3Frames(readFileSync(file));
  const bytes = frames.reduce((sum, frame) => sum + frame.data.length, 0);
  const ms = frames.reduce((sum, frame) => sum + frame.durationMs, 0);
  if (ms <= 0) throw new Error(`${file} holds no MP3 frames`);
  return (bytes / ms) * 1000;
}

/**
 * Starts the built server on `dataDir` (which the caller removes) with a seeded library, and
 * waits until it is on air. Its temporary files go under `dataDir` too.
 */
export async function startSeededStation(
  dataDir: string,
  log: (line: string) => void,
): Promise<BuiltInStation> {
  const tmp = join(dataDir, 'tmp');
  mkdirSync(tmp, { recursive: true });
  const env = { DATA_DIR: dataDir, TMPDIR: tmp };

  const started = performance.now();
  const first = await startBuiltServer(env);
  try {
    const title = await waitOnline(first.origin, FIRST_TRACK_TIMEOUT_MS);
    log(
      `first start rendered "${title}" and went on air in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    await stopServer(first);
  }
  const { onAirKey, seeded } = await seedLibrary(dataDir);
  const onAirFile = join(dataDir, 'media', onAirKey);
  if (!existsSync(onAirFile)) throw new Error(`the on-air copy ${onAirFile} is missing`);
  log(`seeded ${seeded} more demo tracks with the on-air copy ${onAirKey}`);

  const server = await startBuiltServer(env);
  try {
    await waitOnline(server.origin, ON_AIR_TIMEOUT_MS);
    if (childrenOf(server.pid).length > 0) {
      throw new Error('the seeded server is still preparing tracks');
    }
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return {
    origin: server.origin,
    port: Number(new URL(server.origin).port),
    path: BUILT_IN_STREAM_PATH,
    pid: server.pid,
    onAirFile,
    stop: () => stopServer(server),
  };
}

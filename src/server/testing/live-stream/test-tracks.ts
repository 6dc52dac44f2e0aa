import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, it } from 'vitest';
import type { LiveTrack } from '../../lib/live-stream/live-stream.types.js';
import { readMp3Frames } from '../../lib/live-stream/mp3-frames.js';
import { until } from '../until.js';
import { sineMp3 } from './test-mp3s.js';
import { type Capture, openStation, rotation, type TestStation, tuneIn } from './test-station.js';

/** 128 kb/s in bytes per second. */
export const BYTES_PER_SECOND = 16_000;

export const TITLES = {
  a: 'Artist A - Sine 440',
  b: 'Artist B - Sine 660',
  c: 'Artist C - Sine 880',
};

export type TrackName = 'a' | 'b' | 'c' | 'short' | 'rate48k';

export interface TestTracks {
  /** A scratch folder, removed by `remove()`. */
  dir: string;
  mp3: Record<TrackName, Buffer>;
  track(name: TrackName, extra?: Partial<LiveTrack>): LiveTrack;
  /** A rotation of a (12 s), b (15 s) and c (20 s): a track change every 12 to 20 s. */
  abc(): ReturnType<typeof rotation>;
  remove(): Promise<void>;
}

/** The test tracks, made by ffmpeg: 128 kb/s stereo sines of different frequencies. */
export async function makeTestTracks(): Promise<TestTracks> {
  const dir = await mkdtemp(join(tmpdir(), 'live-stream-'));
  const [a, b, c, short, rate48k] = await Promise.all([
    sineMp3(dir, 'a.mp3', 12, 440),
    sineMp3(dir, 'b.mp3', 15, 660),
    sineMp3(dir, 'c.mp3', 20, 880),
    sineMp3(dir, 'short.mp3', 3, 550),
    sineMp3(dir, 'rate48k.mp3', 4, 330, { sampleRate: 48_000 }),
  ]);
  const mp3 = { a, b, c, short, rate48k };
  const track = (name: TrackName, extra: Partial<LiveTrack> = {}): LiveTrack => ({
    id: name,
    title: name in TITLES ? TITLES[name as keyof typeof TITLES] : `Artist - ${name}`,
    bytes: mp3[name],
    ...extra,
  });
  return {
    dir,
    mp3,
    track,
    abc: () => rotation([track('a'), track('b'), track('c')]),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * The test tracks for one test file: made before its tests and removed after them (the hooks are
 * registered here). Read the result's members inside tests and later hooks.
 */
export function setUpTestTracks(): TestTracks {
  let made: TestTracks | undefined;
  beforeAll(async () => {
    made = await makeTestTracks();
  }, 60_000);
  afterAll(() => made?.remove());
  const tracks = (): TestTracks => {
    if (!made) throw new Error('the test tracks are made in beforeAll: read them inside a test');
    return made;
  };
  return {
    get dir() {
      return tracks().dir;
    },
    get mp3() {
      return tracks().mp3;
    },
    track: (name, extra) => tracks().track(name, extra),
    abc: () => tracks().abc(),
    remove: () => tracks().remove(),
  };
}

export async function onAirStation(
  options: Parameters<typeof openStation>[0],
): Promise<TestStation> {
  const station = await openStation(options);
  await until(() => station.stream.onAir(), Boolean, { what: 'the station to go on air' });
  return station;
}

type StationOptions = Parameters<typeof openStation>[0];

/** The stations and listeners of one test, each closed when the test finishes. */
export interface LiveStreamKit {
  /** A station opened and started, whether or not it is on air yet. */
  open(options: StationOptions): Promise<TestStation>;
  /** A station on air, playing the rotation of the three test tracks unless told otherwise. */
  onAir(options?: Partial<StationOptions>): Promise<TestStation>;
  /** A listener tuned in to `station`, as `tuneIn` makes one. */
  tuneIn(station: TestStation, options?: Parameters<typeof tuneIn>[1]): Promise<Capture>;
}

/** Vitest's `it`, whose tests also get `live`: their own stations and listeners, closed after. */
export function liveStreamTest(tracks: TestTracks) {
  return it.extend<{ live: LiveStreamKit }>({
    live: async ({ onTestFinished }, use) => {
      const closedAfter = <T extends { close(): void | Promise<void> }>(made: T) => {
        onTestFinished(() => made.close());
        return made;
      };
      await use({
        open: async (options) => closedAfter(await openStation(options)),
        onAir: async (options = {}) =>
          closedAfter(await onAirStation({ source: tracks.abc(), ...options })),
        tuneIn: async (station, options) => closedAfter(await tuneIn(station.port, options)),
      });
    },
  });
}

/** For a file of live stream tests: its test tracks, and its `it` whose tests get `live`. */
export function setUpLiveStreamTests() {
  const tracks = setUpTestTracks();
  return { tracks, it: liveStreamTest(tracks) };
}

/** The first three audio frames of a track: a key to find where it starts in a capture. */
export async function opening(bytes: Buffer): Promise<Buffer> {
  const frames = await readMp3Frames(bytes);
  return Buffer.concat(frames.slice(0, 3).map((frame) => frame.data));
}

/** Where `later` (a capture that began after `earlier`'s) starts inside `earlier`. */
export function alignment(earlier: Buffer, later: Buffer): number {
  return earlier.indexOf(later.subarray(0, 4096));
}

export function bitsPerSecond(
  from: { at: number; total: number },
  to: { at: number; total: number },
): number {
  return ((to.total - from.total) * 8 * 1000) / (to.at - from.at);
}

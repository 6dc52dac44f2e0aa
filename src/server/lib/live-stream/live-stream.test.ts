import { setTimeout as delay } from 'node:timers/promises';
import { describe } from 'vitest';
import { scriptedSource, tuneIn } from '../../testing/live-stream/test-station.js';
import {
  opening,
  setUpLiveStreamTests,
  type TrackName,
} from '../../testing/live-stream/test-tracks.js';
import { until } from '../../testing/until.js';
import type { LiveTrack } from './live-stream.types.js';
import { readMp3Frames } from './mp3-frames.js';

const OFF_AIR_BODY = {
  error: { code: 'STATION_OFF_AIR', message: 'The station is not on air right now.' },
};

const { it, tracks } = setUpLiveStreamTests();

describe('live stream programme', () => {
  it.concurrent('answers 503 STATION_OFF_AIR while the source has nothing, or fails', async ({
    expect,
    live,
  }) => {
    const source = scriptedSource((call) => {
      if (call % 2 === 0) throw new Error('database unavailable');
      return null;
    });
    const station = await live.open({ source, retryMs: 100 });
    await until(
      () => source.calls(),
      (n) => n >= 4,
      { what: 'the source to be asked again' },
    );
    const get = await tuneIn(station.port);
    await get.ended;
    expect(get.status).toBe(503);
    expect(get.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(get.bytes().toString())).toEqual(OFF_AIR_BODY);
    const head = await tuneIn(station.port, { method: 'HEAD' });
    await head.ended;
    expect(head.status).toBe(503);
    expect(head.total()).toBe(0);
    expect(station.stream.listeners()).toBe(0);
    expect(station.stream.onAir()).toBe(false);
    expect(station.stream.current()).toBeNull();
    expect(
      station.warnings('the track source failed; it counts as having nothing').length,
    ).toBeGreaterThan(0);
  }, 30_000);

  it.concurrent('holds listeners silent while off air, ends them after the grace period, and comes back on', async ({
    expect,
    live,
  }) => {
    let available = true;
    const source = scriptedSource(() => (available ? tracks.track('short') : null));
    const station = await live.onAir({ source, retryMs: 100, offAirGraceMs: 1_500 });
    const statuses: boolean[] = [];
    station.stream.onStatus((onAir) => statuses.push(onAir));
    const listener = await tuneIn(station.port);
    available = false;
    // The track on air and the one fetched ahead of it play out first; on two busy cores (the
    // whole suite running beside) that has taken more than ten seconds.
    await until(
      () => station.stream.onAir(),
      (onAir) => !onAir,
      {
        what: 'off air',
        timeoutMs: 30_000,
      },
    );
    const silentFrom = listener.total();
    await delay(700);
    expect(station.stream.listeners()).toBe(1);
    expect(listener.total()).toBe(silentFrom);
    const refused = await tuneIn(station.port);
    expect(refused.status).toBe(503);
    await listener.ended;
    expect(station.stream.listeners()).toBe(0);
    available = true;
    await until(() => station.stream.onAir(), Boolean, { what: 'back on air' });
    expect(statuses).toEqual([false, true]);
  }, 60_000);

  it.concurrent('skips a corrupt track (random bytes, an empty file) and plays the next good one', async ({
    expect,
    live,
  }) => {
    const noise = Buffer.alloc(150_000);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919 + (i >> 5) * 31) & 0xff;
    const script: LiveTrack[] = [
      { id: 'noise', title: 'Noise', bytes: noise },
      { id: 'empty', title: 'Empty', bytes: new Uint8Array(0) },
      tracks.track('a'),
    ];
    const source = scriptedSource((call) => script[call - 1] ?? tracks.track('b'));
    const starts: string[] = [];
    const station = await live.open({ source });
    station.stream.onTrackStart((played) => starts.push(played.id));
    await until(
      () => starts.length,
      (n) => n > 0,
      { what: 'a track to start' },
    );
    expect(starts).toEqual(['a']);
    expect(station.stream.current()?.track.id).toBe('a');
    const skipped = station.warnings('skipped a track with no playable MP3 audio');
    expect(skipped.map((entry) => entry.obj.trackId)).toEqual(['noise', 'empty']);
    const listener = await live.tuneIn(station);
    expect(listener.status).toBe(200);
  }, 30_000);

  it.concurrent('leaves out frames of another sample rate with one warning for the track', async ({
    expect,
    live,
  }) => {
    // A 3 s track at 44.1 kHz followed, in the same file, by 4 s at 48 kHz.
    const mixed: LiveTrack = {
      id: 'mixed',
      title: 'Mixed',
      bytes: Buffer.concat([tracks.mp3.short, tracks.mp3.rate48k]),
    };
    const source = scriptedSource((call) => (call === 1 ? mixed : tracks.track('a')));
    const starts: { id: string; at: number }[] = [];
    const station = await live.open({ source });
    // The stream's own air times: the second start minus the first is what the first played.
    station.stream.onTrackStart((played, startedAt) =>
      starts.push({ id: played.id, at: startedAt.getTime() }),
    );
    await until(
      () => starts.length,
      (n) => n >= 2,
      { what: 'the next track', timeoutMs: 15_000 },
    );
    const warnings = station.warnings(
      "skipped the frames of a track whose format differs from the stream's",
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.obj).toMatchObject({ trackId: 'mixed', sampleRate: 48_000 });
    // Only the 44.1 kHz part played: about 3 s, not 7.
    const played = (starts[1]?.at ?? 0) - (starts[0]?.at ?? 0);
    expect(played).toBeGreaterThan(2_900);
    expect(played).toBeLessThan(3_200);
  }, 30_000);

  it.concurrent('skip() ends the current track and starts the next at the next tick', async ({
    expect,
    live,
  }) => {
    const station = await live.onAir();
    const starts: { id: string; at: number }[] = [];
    station.stream.onTrackStart((played) => starts.push({ id: played.id, at: performance.now() }));
    const listener = await live.tuneIn(station);
    await delay(1_000);
    expect(station.stream.current()?.track.id).toBe('a');
    const skippedAt = performance.now();
    station.stream.skip();
    await until(
      () => starts.length,
      (n) => n === 1,
      { what: 'the next track' },
    );
    expect(starts[0]?.id).toBe('b');
    // At the next tick (100 ms), with room for a busy machine; without the skip, 11 s.
    expect((starts[0]?.at ?? 0) - skippedAt).toBeLessThan(1_000);
    expect(station.stream.current()?.track.id).toBe('b');
    // The new track follows the old one in the listener's stream, frame after frame.
    await delay(500);
    expect(listener.bytes().indexOf(await opening(tracks.mp3.b))).toBeGreaterThan(0);
  }, 30_000);

  it.concurrent('replan() forgets the prefetched track and asks the source again', async ({
    expect,
    live,
  }) => {
    let queued: TrackName = 'b';
    const source = scriptedSource((call) =>
      call === 1 ? tracks.track('a') : tracks.track(queued),
    );
    // A long prefetch: the next track is asked for as soon as the first starts.
    const station = await live.onAir({ source, prefetchMs: 60_000 });
    await until(
      () => source.calls(),
      (n) => n === 2,
      { what: 'the prefetch' },
    );
    await delay(300);
    queued = 'c';
    station.stream.replan();
    await until(
      () => source.calls(),
      (n) => n === 3,
      { what: 'the source to be asked again' },
    );
    const starts: string[] = [];
    station.stream.onTrackStart((played) => starts.push(played.id));
    await delay(300);
    station.stream.skip();
    await until(
      () => starts.length,
      (n) => n === 1,
      { what: 'the next track' },
    );
    expect(starts).toEqual(['c']);
  }, 30_000);

  it.concurrent('starts a track startAtMs into it and dates its start back by as much', async ({
    expect,
    live,
  }) => {
    const source = scriptedSource(() => tracks.track('a', { startAtMs: 5_000 }));
    const started: Date[] = [];
    const before = Date.now();
    const station = await live.open({ source });
    station.stream.onTrackStart((_played, at) => started.push(at));
    await until(() => station.stream.current(), Boolean, { what: 'the track' });
    const startedAt = station.stream.current()?.startedAt.getTime() ?? 0;
    expect(startedAt).toBeGreaterThan(before - 5_000 - 50);
    expect(startedAt).toBeLessThan(Date.now() - 5_000 + 50);
    const listener = await live.tuneIn(station);
    await until(
      () => listener.total(),
      (n) => n > 4_000,
      { what: 'audio' },
    );
    // The first frame sent is the one 5 s in (frames of 26.12 ms: the 192nd).
    const frames = await readMp3Frames(tracks.mp3.a);
    const skipped = Math.floor(5_000 / (frames[0]?.durationMs ?? 1));
    expect(listener.bytes().indexOf(Buffer.from(frames[skipped]?.data ?? []))).toBe(0);
  }, 30_000);
});

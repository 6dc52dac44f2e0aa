import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { IcecastMetadataReader } from 'icecast-metadata-js';
import { describe } from 'vitest';
import { decodeErrors } from '../../testing/live-stream/test-mp3s.js';
import { arrivalAt, tuneIn } from '../../testing/live-stream/test-station.js';
import {
  alignment,
  BYTES_PER_SECOND,
  bitsPerSecond,
  opening,
  setUpLiveStreamTests,
  TITLES,
} from '../../testing/live-stream/test-tracks.js';
import { until } from '../../testing/until.js';

const { it, tracks } = setUpLiveStreamTests();

describe('live stream in real time', () => {
  // These tests take 18 to 32 s each in real time; they run side by side, so the file takes about
  // as long as the longest.
  it.concurrent('paces a listener at the bitrate: bytes per second over 30 s within 2% of 128 kb/s', async ({
    expect,
    live,
  }) => {
    const station = await live.onAir();
    const listener = await live.tuneIn(station);
    // Past the burst, which arrives at once.
    await delay(2_000);
    const from = arrivalAt(listener, performance.now());
    await delay(30_000);
    const to = arrivalAt(listener, performance.now());
    expect(to.at - from.at).toBeGreaterThan(29_500);
    const rate = bitsPerSecond(from, to);
    expect(Math.abs(rate - 128_000) / 128_000).toBeLessThan(0.02);
  }, 60_000);

  it.concurrent('decodes 30 s of the stream across a track change with no decoder errors', async ({
    expect,
    live,
  }) => {
    const station = await live.onAir();
    const starts: string[] = [];
    station.stream.onTrackStart((played) => starts.push(played.id));
    const listener = await tuneIn(station.port);
    await delay(30_000);
    listener.close();
    expect(starts.length).toBeGreaterThanOrEqual(1);
    const file = join(tracks.dir, 'captured.mp3');
    await writeFile(file, listener.bytes());
    expect(listener.total()).toBeGreaterThan(30 * BYTES_PER_SECOND);
    expect(await decodeErrors(file)).toBe('');
  }, 60_000);

  it.concurrent('sends ICY titles every icy-metaint bytes, changing in the first block after the new track begins', async ({
    expect,
    live,
  }) => {
    const station = await live.onAir({ stationName: 'Test FM' });
    const starts: string[] = [];
    station.stream.onTrackStart((played) => starts.push(played.id));
    const icy = await tuneIn(station.port, { headers: { 'Icy-MetaData': '1' } });
    const plain = await live.tuneIn(station);
    expect(icy.headers['icy-metaint']).toBe('16000');
    expect(plain.headers['icy-metaint']).toBeUndefined();
    // Two track changes, and a few blocks after the second.
    await until(
      () => starts.length,
      (n) => n >= 2,
      { what: 'two track changes', timeoutMs: 40_000 },
    );
    await delay(3_000);
    icy.close();
    plain.close();

    const blocks: { title: string | undefined; at: number }[] = [];
    const audio: Uint8Array[] = [];
    const reader = new IcecastMetadataReader({
      icyMetaInt: 16_000,
      metadataTypes: ['icy'],
      onMetadata: ({ metadata, stats }) =>
        blocks.push({ title: metadata.StreamTitle, at: stats.streamBytesRead }),
      onStream: ({ stream }) => audio.push(stream),
    });
    for (const _ of reader.iterator(icy.bytes())) {
      // The callbacks collect what the reader finds.
    }
    const heard = Buffer.concat(audio);

    // Each block with a title announces a change (unchanged titles are zero bytes), in the
    // order of the rotation, at a multiple of icy-metaint.
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    for (const block of blocks) expect(block.at % 16_000).toBe(0);
    const order = [TITLES.a, TITLES.b, TITLES.c];
    const first = order.indexOf(blocks[0]?.title ?? '');
    expect(first).toBeGreaterThanOrEqual(0);
    blocks.forEach((block, i) => {
      expect(block.title).toBe(order[(first + i) % 3]);
    });
    // A title changes in the first block after the new track's first frame.
    for (const block of blocks.slice(1)) {
      const id = (['a', 'b', 'c'] as const)[order.indexOf(block.title ?? '')] ?? 'a';
      const startsAt = heard.indexOf(await opening(tracks.mp3[id]));
      expect(startsAt).toBeGreaterThan(0);
      expect(block.at).toBeGreaterThan(startsAt);
      expect(block.at - 16_000).toBeLessThanOrEqual(startsAt);
    }
    // Without its metadata the ICY stream is the same audio a plain listener gets.
    const at = alignment(heard, plain.bytes());
    expect(at).toBeGreaterThanOrEqual(0);
    const overlap = Math.min(heard.length - at, plain.total());
    expect(overlap).toBeGreaterThan(10 * BYTES_PER_SECOND);
    expect(heard.subarray(at, at + overlap).equals(plain.bytes().subarray(0, overlap))).toBe(true);
  }, 60_000);

  it.concurrent('gives two listeners who join 10 s apart the same bytes from the later one’s first byte', async ({
    expect,
    live,
  }) => {
    const station = await live.onAir();
    const early = await live.tuneIn(station);
    await delay(10_000);
    const late = await live.tuneIn(station);
    await delay(8_000);
    early.close();
    late.close();
    const a = early.bytes();
    const b = late.bytes();
    // The later listener starts with a burst from the ring, on a frame boundary.
    expect(b[0]).toBe(0xff);
    const at = alignment(a, b);
    expect(at).toBeGreaterThan(5 * BYTES_PER_SECOND);
    const overlap = Math.min(a.length - at, b.length);
    expect(overlap).toBeGreaterThan(10 * BYTES_PER_SECOND);
    expect(a.subarray(at, at + overlap).equals(b.subarray(0, overlap))).toBe(true);
  }, 60_000);
});

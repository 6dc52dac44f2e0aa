import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sineMp3 } from '../../testing/live-stream/test-mp3s.js';
import { readMp3Frames } from './mp3-frames.js';

/** Bytes 0..length of a fixed pseudo-random sequence, the same on every run. */
function noise(length: number, seed = 7): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = seed;
  for (let i = 0; i < length; i += 1) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

describe('MP3 frames', () => {
  let dir: string;
  let mp3: Buffer;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mp3-frames-'));
    mp3 = await sineMp3(dir, 'tone.mp3', 3, 440);
  }, 60_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('splits a file into whole frames whose durations add up to its length', async () => {
    const frames = await readMp3Frames(mp3);
    const seconds = frames.reduce((sum, frame) => sum + frame.durationMs, 0) / 1000;
    expect(seconds).toBeGreaterThan(2.9);
    expect(seconds).toBeLessThan(3.2);
    for (const frame of frames) {
      expect(frame).toMatchObject({
        sampleRate: 44_100,
        channels: 2,
        bitrateKbps: 128,
        layer: 'Layer III',
      });
      // Every frame begins with the 11-bit frame sync.
      expect(frame.data[0]).toBe(0xff);
      expect((frame.data[1] ?? 0) & 0xe0).toBe(0xe0);
    }
  });

  it('leaves out the ID3 tag and the LAME Info frame at the start', async () => {
    expect(mp3.subarray(0, 3).toString('latin1')).toBe('ID3');
    expect(mp3.includes('Info')).toBe(true);
    const frames = await readMp3Frames(mp3);
    const first = Buffer.from(frames[0]?.data ?? []);
    expect(first.subarray(0, 48).includes('Info')).toBe(false);
    expect(first.subarray(0, 48).includes('Xing')).toBe(false);
    const id3Size = mp3.indexOf(first);
    expect(id3Size).toBeGreaterThan(10);
    // What remains is exactly the audio: the frames sit back to back after the tag and Info frame.
    const total = frames.reduce((sum, frame) => sum + frame.data.length, 0);
    expect(Buffer.concat(frames.map((frame) => frame.data))).toEqual(
      mp3.subarray(id3Size, id3Size + total),
    );
  });

  it('finds no frames in random bytes or an empty file', async () => {
    expect(await readMp3Frames(noise(200_000))).toHaveLength(0);
    expect(await readMp3Frames(new Uint8Array(0))).toHaveLength(0);
  });

  it('finds the frames after garbage at the start', async () => {
    const clean = await readMp3Frames(mp3);
    const dirty = await readMp3Frames(Buffer.concat([noise(5_000, 3), mp3]));
    expect(dirty.length).toBe(clean.length);
  });
});

import { join } from 'node:path';
import { parseFile } from 'music-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectAudio } from './audio-checks.js';
import { cutPreview, transcodeToMp3, waveformPeaks } from './audio-processing.js';
import { resolveFfmpegPath } from './ffmpeg.js';
import {
  ENCODERS,
  makeAudio,
  scratchDir,
  silenceThenTone,
  tone,
  toneThenSilence,
} from './testing/test-audio.js';

let dir: string;
let remove: () => Promise<void>;
const file = (name: string) => join(dir, name);
const LIMITS = { maxBytes: 50 * 1024 * 1024, maxSeconds: 30 * 60 };

beforeAll(async () => {
  ({ dir, remove } = await scratchDir());
  await makeAudio(file('cover.png'), [
    '-f',
    'lavfi',
    '-i',
    'color=c=red:s=64x64',
    '-frames:v',
    '1',
  ]);
  await Promise.all([
    // A 48 kHz mono FLAC with cover art and more tags than a stream should carry.
    makeAudio(file('tagged.flac'), [
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=4:sample_rate=48000'],
      ...['-i', file('cover.png'), '-map', '0:a', '-map', '1:v'],
      ...['-c:v', 'png', '-disposition:v', 'attached_pic', ...ENCODERS.flac],
      ...['-metadata', 'title=Neon Nights', '-metadata', 'artist=Night Driver'],
      ...['-metadata', 'comment=ripped by someone', '-metadata', 'album=Secret Album'],
    ]),
    // 20 s of silence, then 25 s of tone: where a preview starts shows in its waveform.
    makeAudio(file('late-start.wav'), [...silenceThenTone(20, 45), ...ENCODERS.wav]),
    makeAudio(file('short.mp3'), [...tone(3), ...ENCODERS.mp3]),
    makeAudio(file('half-silent.flac'), [...toneThenSilence(2, 4), ...ENCODERS.flac]),
  ]);
});
afterAll(() => remove());

const near = (actual: number, expected: number, within: number) =>
  expect(Math.abs(actual - expected), `${actual} ≈ ${expected} ± ${within}`).toBeLessThanOrEqual(
    within,
  );

describe('transcodeToMp3', () => {
  it('makes a 192 kbps 44.1 kHz stereo MP3 of the same length with only title and artist', async () => {
    await transcodeToMp3(file('tagged.flac'), file('stream.mp3'));
    const info = await inspectAudio(file('stream.mp3'), LIMITS);
    expect(info).toMatchObject({ mime: 'audio/mpeg', sampleRate: 44100, channels: 2 });
    near(info.bitrate ?? 0, 192_000, 2_000);
    near(info.durationSeconds, 4, 0.3);

    const { common } = await parseFile(file('stream.mp3'));
    expect(common).toMatchObject({ title: 'Neon Nights', artist: 'Night Driver' });
    expect(common.picture).toBeUndefined();
    expect(common.album).toBeUndefined();
    expect(common.comment).toBeUndefined();
  });

  it('puts a mono song on both sides at its own level, not 3 dB down', async () => {
    await transcodeToMp3(file('half-silent.flac'), file('mono.mp3'));
    const peaks = await waveformPeaks(file('mono.mp3'), { points: 10 });
    near(Math.max(...peaks), 0.5, 0.03);
  });

  it('takes the tags it is given over the file’s own', async () => {
    await transcodeToMp3(file('tagged.flac'), file('retitled.mp3'), {
      bitrateKbps: 128,
      tags: { title: 'Renamed; $(not a shell) "quoted"', artist: null },
    });
    const { common, format } = await parseFile(file('retitled.mp3'));
    expect(common.title).toBe('Renamed; $(not a shell) "quoted"');
    expect(common.artist).toBeUndefined();
    near(format.bitrate ?? 0, 128_000, 2_000);
  });
});

describe('cutPreview', () => {
  it('cuts 30 seconds from the chosen start', async () => {
    const used = await cutPreview(file('late-start.wav'), file('preview.mp3'), {
      startSeconds: 5,
    });
    expect(used).toEqual({ startSeconds: 5, seconds: 30 });
    const info = await inspectAudio(file('preview.mp3'), LIMITS);
    near(info.durationSeconds, 30, 0.3);
    near(info.bitrate ?? 0, 128_000, 2_000);
    // Seconds 5–20 of the song are silent and 20–35 are the tone: one point per second.
    const peaks = await waveformPeaks(file('preview.mp3'), { points: 30 });
    expect(Math.max(...peaks.slice(0, 14))).toBeLessThan(0.01);
    expect(Math.min(...peaks.slice(16, 27))).toBeGreaterThan(0.45);
    expect(peaks[29]).toBeLessThan(0.3); // fading out
  });

  it('moves the start back so the clip fits inside the song', async () => {
    const used = await cutPreview(file('late-start.wav'), file('late.mp3'), { startSeconds: 40 });
    expect(used).toEqual({ startSeconds: 15, seconds: 30 });
    near((await inspectAudio(file('late.mp3'), LIMITS)).durationSeconds, 30, 0.3);
  });

  it('gives the whole song when it is shorter than the clip', async () => {
    const used = await cutPreview(file('short.mp3'), file('short-preview.mp3'), {
      startSeconds: 10,
    });
    expect(used.startSeconds).toBe(0);
    near(used.seconds, 3, 0.1);
    near((await inspectAudio(file('short-preview.mp3'), LIMITS)).durationSeconds, 3, 0.3);
  });
});

describe('waveformPeaks', () => {
  it('gives the requested number of peaks in [0, 1] with 3 decimals', async () => {
    for (const points of [800, 37]) {
      const peaks = await waveformPeaks(file('short.mp3'), { points });
      expect(peaks).toHaveLength(points);
      for (const peak of peaks) {
        expect(peak).toBeGreaterThanOrEqual(0);
        expect(peak).toBeLessThanOrEqual(1);
        expect(Math.round(peak * 1000) / 1000).toBe(peak);
      }
      // ffmpeg's sine is at 1/8 of full scale.
      near(Math.max(...peaks), 0.125, 0.01);
    }
  });

  it('shows a silent half as near-zero peaks', async () => {
    const peaks = await waveformPeaks(file('half-silent.flac'), { points: 100 });
    expect(Math.min(...peaks.slice(2, 48))).toBeGreaterThan(0.45);
    expect(Math.max(...peaks.slice(52))).toBeLessThan(0.005);
  });
});

describe('processing with the npm-shipped ffmpeg (what a fresh machine runs)', () => {
  it('transcodes, cuts a preview and draws peaks the same way', async () => {
    const ffmpeg = resolveFfmpegPath({ searchPath: dir });
    await transcodeToMp3(file('tagged.flac'), file('npm-stream.mp3'), { ffmpeg });
    const stream = await inspectAudio(file('npm-stream.mp3'), LIMITS);
    expect(stream).toMatchObject({ sampleRate: 44100, channels: 2, title: 'Neon Nights' });
    near(stream.durationSeconds, 4, 0.3);

    await cutPreview(file('late-start.wav'), file('npm-preview.mp3'), { startSeconds: 5, ffmpeg });
    near((await inspectAudio(file('npm-preview.mp3'), LIMITS)).durationSeconds, 30, 0.3);

    const peaks = await waveformPeaks(file('half-silent.flac'), { points: 100, ffmpeg });
    expect(Math.max(...peaks.slice(52))).toBeLessThan(0.005);
  });
});

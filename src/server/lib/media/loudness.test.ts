import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import CodecParser, { type CodecFrame, type MPEGHeader } from 'codec-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FfmpegError, type FfmpegOptions } from './ffmpeg.js';
import { makeOnAirCopy, measureLoudness, silenceAtEnds } from './loudness.js';
import { makeAudio, scratchDir } from './testing/test-audio.js';

let dir: string;
let remove: () => Promise<void>;

beforeAll(async () => {
  ({ dir, remove } = await scratchDir());
});
afterAll(() => remove());

const npmFfmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string })
  .path;
const systemFfmpeg = existsSync('/usr/bin/ffmpeg') ? 'ffmpeg' : undefined;

/** A chord of three tones under soft pink noise: something like music, at a chosen gain. */
const chord = (seconds: number, volumeDb: number, channels = 2) => [
  ...['-f', 'lavfi', '-i', `sine=frequency=220:duration=${seconds}`],
  ...['-f', 'lavfi', '-i', `sine=frequency=277:duration=${seconds}`],
  ...['-f', 'lavfi', '-i', `sine=frequency=330:duration=${seconds}`],
  ...['-f', 'lavfi', '-i', `anoisesrc=color=pink:amplitude=0.05:duration=${seconds}:seed=7`],
  '-filter_complex',
  `[0][1][2][3]amix=inputs=4,volume=${volumeDb}dB`,
  ...['-ac', String(channels), '-ar', '44100'],
];

/** A square wave at full scale, then 6 dB of gain clipping it: as loud as audio gets. */
const clippedSquare = (seconds: number) => [
  ...['-f', 'lavfi', '-i'],
  `aevalsrc=0.99*sgn(sin(2*PI*110*t)):s=44100:d=${seconds}`,
  ...['-af', 'volume=6dB,alimiter=limit=1:level=false', '-ac', '2'],
];

/** A soft chord struck by a short loud blip every two seconds: peaks far above the body. */
const peaky = (seconds: number) => [
  ...['-f', 'lavfi', '-i'],
  'aevalsrc=0.1*sin(2*PI*220*t)+0.1*sin(2*PI*330*t)+' +
    `0.8*sin(2*PI*1500*t)*lt(mod(t\\,2)\\,0.01):s=44100:d=${seconds}`,
  '-ac',
  '2',
];

/** `quiet` seconds of silence, `loud` seconds of a chord, then `after` seconds of silence. */
const silenceAround = (quiet: number, loud: number, after: number) => [
  ...['-f', 'lavfi', '-i'],
  `aevalsrc=if(between(t\\,${quiet}\\,${quiet + loud})\\,` +
    `0.2*sin(2*PI*220*t)+0.15*sin(2*PI*330*t)+0.1*sin(2*PI*554*t)\\,0):` +
    `s=44100:d=${quiet + loud + after}`,
  '-ac',
  '2',
];

interface Mp3Facts {
  sampleRates: Set<number>;
  bitrates: Set<number>;
  channels: Set<number>;
  startsWithFrame: boolean;
}

/** Every MPEG frame of the file, read the way the station sends them. */
async function mp3Facts(path: string): Promise<Mp3Facts> {
  const bytes = new Uint8Array(await readFile(path));
  const frames = new CodecParser<CodecFrame>('audio/mpeg').parseAll(bytes);
  const headers = frames.map((frame) => frame.header as MPEGHeader);
  return {
    sampleRates: new Set(headers.map((header) => header.sampleRate)),
    bitrates: new Set(headers.map((header) => header.bitrate)),
    channels: new Set(headers.map((header) => header.channels)),
    startsWithFrame: bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0,
  };
}

/** What every on-air copy must be, measured on the file itself. */
async function expectOnAir(path: string, options: FfmpegOptions = {}) {
  const loudness = await measureLoudness(path, options);
  expect(Math.abs(loudness.integratedLufs + 16)).toBeLessThanOrEqual(1);
  expect(loudness.truePeakDb).toBeLessThanOrEqual(-1);
  const ends = await silenceAtEnds(path, options);
  expect(ends.leadingMs).toBeLessThanOrEqual(500);
  expect(ends.trailingMs).toBeLessThanOrEqual(500);
  const facts = await mp3Facts(path);
  expect([...facts.sampleRates]).toEqual([44100]);
  expect([...facts.bitrates]).toEqual([128]);
  expect([...facts.channels]).toEqual([2]);
  return { loudness, ends, facts };
}

/** `value` lies strictly between `low` and `high`. */
function expectBetween(value: number, low: number, high: number) {
  expect(value).toBeGreaterThan(low);
  expect(value).toBeLessThan(high);
}

describe('measureLoudness', () => {
  it('reads integrated loudness, true peak and range', async () => {
    const input = await makeAudio(join(dir, 'measured.wav'), chord(6, -6));
    const loudness = await measureLoudness(input);
    expectBetween(loudness.integratedLufs, -40, -10);
    expect(loudness.truePeakDb).toBeGreaterThan(loudness.integratedLufs);
    expect(loudness.truePeakDb).toBeLessThan(0);
    expect(loudness.loudnessRange).toBeGreaterThanOrEqual(0);
  });

  it('reads silence as -70 rather than minus infinity', async () => {
    const input = await makeAudio(join(dir, 'silence.wav'), [
      ...['-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=stereo', '-t', '3'],
    ]);
    expect(await measureLoudness(input)).toEqual({
      integratedLufs: -70,
      truePeakDb: -70,
      loudnessRange: 0,
    });
  });

  it('reads the same figures with the npm-shipped ffmpeg', async () => {
    const input = await makeAudio(join(dir, 'both.wav'), chord(4, -10));
    const system = await measureLoudness(input);
    const shipped = await measureLoudness(input, { ffmpeg: npmFfmpeg });
    expect(Math.abs(shipped.integratedLufs - system.integratedLufs)).toBeLessThan(0.2);
    expect(Math.abs(shipped.truePeakDb - system.truePeakDb)).toBeLessThan(0.2);
  });
});

describe('silenceAtEnds', () => {
  it('measures the silence before and after the sound', async () => {
    const input = await makeAudio(join(dir, 'gaps.wav'), silenceAround(1.5, 2, 2.5));
    const ends = await silenceAtEnds(input);
    expectBetween(ends.leadingMs, 1400, 1600);
    expectBetween(ends.trailingMs, 2400, 2600);
    expect(Math.abs(ends.durationMs - 6000)).toBeLessThan(50);
  });

  it('finds none in a file that is sound from end to end', async () => {
    const input = await makeAudio(join(dir, 'full.wav'), chord(3, -6));
    expect(await silenceAtEnds(input)).toMatchObject({ leadingMs: 0, trailingMs: 0 });
  });
});

describe('makeOnAirCopy', () => {
  it('brings a quiet track up to -16 LUFS', async () => {
    const input = await makeAudio(join(dir, 'quiet.wav'), chord(12, -6));
    const before = await measureLoudness(input);
    expectBetween(before.integratedLufs, -38, -32);
    const output = join(dir, 'quiet.mp3');
    const copy = await makeOnAirCopy(input, output, { ffmpeg: systemFfmpeg });
    const { loudness, facts } = await expectOnAir(output);
    expect(copy.integratedLufs).toBeCloseTo(loudness.integratedLufs, 1);
    expect(Math.abs(copy.durationMs - 12_000)).toBeLessThan(200);
    // No tags asked for: the file is MPEG frames from its first byte.
    expect(facts.startsWithFrame).toBe(true);
  });

  it('brings a loud clipped square wave down under -1 dBTP', async () => {
    const input = await makeAudio(join(dir, 'square.wav'), clippedSquare(10));
    expect((await measureLoudness(input)).integratedLufs).toBeGreaterThan(-6);
    const output = join(dir, 'square.mp3');
    await makeOnAirCopy(input, output);
    await expectOnAir(output);
  });

  it('makes a mono track stereo at the same loudness, with the npm-shipped ffmpeg', async () => {
    const input = await makeAudio(join(dir, 'mono.wav'), chord(10, -12, 1));
    const output = join(dir, 'mono.mp3');
    await makeOnAirCopy(input, output, {
      ffmpeg: npmFfmpeg,
      tags: { title: 'Ostinato in Blue', artist: 'Test Pattern' },
    });
    const { facts } = await expectOnAir(output, { ffmpeg: npmFfmpeg });
    // A small ID3v2 tag holding the title and artist comes first, then the frames.
    const head = (await readFile(output)).subarray(0, 200).toString('latin1');
    expect(head.startsWith('ID3')).toBe(true);
    expect(head).toContain('Ostinato in Blue');
    expect(facts.channels).toEqual(new Set([2]));
  });

  it('cuts the silence at both ends so the next track follows at once', async () => {
    const input = await makeAudio(join(dir, 'padded.wav'), silenceAround(5, 10, 6));
    const output = join(dir, 'padded.mp3');
    const copy = await makeOnAirCopy(input, output);
    const { ends } = await expectOnAir(output);
    expect(Math.abs(ends.durationMs - 10_000)).toBeLessThan(300);
    expect(Math.abs(copy.durationMs - 10_000)).toBeLessThan(300);
  });

  it('limits peaks that the gain would lift over -1 dBTP', async () => {
    const input = await makeAudio(join(dir, 'peaky.wav'), peaky(12));
    const before = await measureLoudness(input);
    // Raising it to -16 LUFS by gain alone would put its peaks over the ceiling.
    expect(before.truePeakDb - before.integratedLufs).toBeGreaterThan(16);
    const output = join(dir, 'peaky.mp3');
    await makeOnAirCopy(input, output);
    await expectOnAir(output);
  });

  it('refuses a file with no audio stream', async () => {
    const picture = await makeAudio(join(dir, 'picture.png'), [
      ...['-f', 'lavfi', '-i', 'color=c=black:s=16x16', '-frames:v', '1'],
    ]);
    const failed = await makeOnAirCopy(picture, join(dir, 'picture.mp3')).catch((e) => e);
    expect(failed).toBeInstanceOf(FfmpegError);
    expect(failed.message).toMatch(/no audio stream/);
  });

  it('refuses silence and leaves no file behind', async () => {
    const input = await makeAudio(join(dir, 'nothing.wav'), [
      ...['-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=stereo', '-t', '2'],
    ]);
    await expect(makeOnAirCopy(input, join(dir, 'nothing.mp3'))).rejects.toThrow(/silent/);
    const left = await readdir(dir);
    expect(left.filter((name) => name.startsWith('nothing.mp3'))).toEqual([]);
  });
});

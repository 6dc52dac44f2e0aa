import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureLoudness, silenceAtEnds } from '../media/loudness.js';
import { arrange } from './arrange.js';
import { DEMO_TRACKS } from './compositions.js';
import { createRandom } from './random.js';
import { renderDemoTrack } from './render.js';
import { renderDemoTrackToMp3 } from './render-mp3.js';
import type { DemoTrackSpec } from './spec.js';
import { MODES, midiOf } from './theory.js';
import { writeWav } from './wav.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'synth-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const track = (id: string): DemoTrackSpec => {
  const found = DEMO_TRACKS.find((each) => each.id === id);
  if (!found) throw new Error(`no track ${id}`);
  return found;
};
/** Where a track's first chorus starts: drums, bass, chords and lead all play there. */
const chorusOf = (spec: DemoTrackSpec) =>
  arrange(spec).sections.find((section) => section.part === 'chorus')?.start ?? 0;

const mono = (left: Float32Array, right: Float32Array) =>
  left.map((sample, i) => (sample + (right[i] ?? 0)) / 2);

/** Energy of each 10 ms of the signal. */
function energyEnvelope(samples: Float32Array, rate: number): number[] {
  const size = Math.round(rate / 100);
  const frames: number[] = [];
  for (let start = 0; start + size <= samples.length; start += size) {
    let sum = 0;
    for (let i = start; i < start + size; i++) sum += (samples[i] ?? 0) ** 2;
    frames.push(sum / size);
  }
  return frames;
}

/** Normalised autocorrelation of a sequence at a lag (in frames). */
function autocorrelation(values: number[], lag: number): number {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  let top = 0;
  let bottom = 0;
  for (let i = 0; i < values.length; i++) {
    const a = (values[i] ?? 0) - mean;
    bottom += a * a;
    if (i + lag < values.length) top += a * ((values[i + lag] ?? 0) - mean);
  }
  return top / bottom;
}

/** In-place radix-2 FFT; returns the power spectrum of `input` (length a power of two). */
function powerSpectrum(input: Float32Array): Float64Array {
  const n = input.length;
  const re = Float64Array.from(
    input,
    (value, i) => value * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / n)),
  );
  const im = new Float64Array(n);
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j] ?? 0, re[i] ?? 0];
      [im[i], im[j]] = [im[j] ?? 0, im[i] ?? 0];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const angle = (-2 * Math.PI) / size;
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < size / 2; k++) {
        const [c, s] = [Math.cos(angle * k), Math.sin(angle * k)];
        const a = start + k;
        const b = a + size / 2;
        const tr = (re[b] ?? 0) * c - (im[b] ?? 0) * s;
        const ti = (re[b] ?? 0) * s + (im[b] ?? 0) * c;
        re[b] = (re[a] ?? 0) - tr;
        im[b] = (im[a] ?? 0) - ti;
        re[a] = (re[a] ?? 0) + tr;
        im[a] = (im[a] ?? 0) + ti;
      }
    }
  }
  return Float64Array.from({ length: n / 2 }, (_, i) => (re[i] ?? 0) ** 2 + (im[i] ?? 0) ** 2);
}

const FRAME = 4096;
/** The spectra of frames spread through the signal. */
function spectra(samples: Float32Array): Float64Array[] {
  const out: Float64Array[] = [];
  for (let start = 0; start + FRAME <= samples.length; start += FRAME * 4) {
    out.push(powerSpectrum(samples.subarray(start, start + FRAME)));
  }
  return out;
}

/** Geometric over arithmetic mean of the power spectrum, 50 Hz to 8 kHz: 1 for flat noise. */
function flatness(power: Float64Array, rate: number): number {
  const from = Math.ceil((50 * FRAME) / rate);
  const to = Math.floor((8000 * FRAME) / rate);
  let logs = 0;
  let sum = 0;
  for (let i = from; i < to; i++) {
    logs += Math.log((power[i] ?? 0) + 1e-20);
    sum += power[i] ?? 0;
  }
  const count = to - from;
  return Math.exp(logs / count) / (sum / count);
}

/** Share of the spectrum's energy (100 Hz to 2 kHz) in each of the twelve pitch classes. */
function chroma(power: Float64Array, rate: number): number[] {
  const classes = new Array<number>(12).fill(0);
  for (let i = 1; i < power.length; i++) {
    const hz = (i * rate) / FRAME;
    if (hz < 100 || hz > 2000) continue;
    const pitch = ((Math.round(69 + 12 * Math.log2(hz / 440)) % 12) + 12) % 12;
    classes[pitch] = (classes[pitch] ?? 0) + (power[i] ?? 0);
  }
  const total = classes.reduce((sum, value) => sum + value, 0);
  return classes.map((value) => value / total);
}

describe('renderDemoTrack', () => {
  const spec = track('chrome-horizon');
  const from = chorusOf(spec);
  let audio: Awaited<ReturnType<typeof renderDemoTrack>>;
  beforeAll(async () => {
    audio = await renderDemoTrack(spec, { fromSeconds: from, seconds: 12 });
  });

  it('renders the seconds asked for, in stereo at 44.1 kHz', () => {
    expect(audio.sampleRate).toBe(44_100);
    expect(audio.channels[0].length).toBe(12 * 44_100);
    expect(audio.channels[1].length).toBe(12 * 44_100);
  });

  it('renders the same samples every time', async () => {
    const again = await renderDemoTrack(spec, { fromSeconds: from, seconds: 12 });
    expect(
      Buffer.from(again.channels[0].buffer).equals(Buffer.from(audio.channels[0].buffer)),
    ).toBe(true);
    expect(
      Buffer.from(again.channels[1].buffer).equals(Buffer.from(audio.channels[1].buffer)),
    ).toBe(true);
  });

  it('is loud enough to hear and never clips', () => {
    const [left, right] = audio.channels;
    let peak = 0;
    let energy = 0;
    for (const channel of [left, right]) {
      for (const sample of channel) {
        peak = Math.max(peak, Math.abs(sample));
        energy += sample * sample;
      }
    }
    const rms = Math.sqrt(energy / (left.length * 2));
    expect(rms).toBeGreaterThan(0.03);
    expect(peak).toBeLessThan(1);
    // Left and right differ: the pads, delay and room are stereo.
    expect(left.some((sample, i) => Math.abs(sample - (right[i] ?? 0)) > 0.01)).toBe(true);
  });

  it('has a beat: its loudness repeats with the period of the tempo', () => {
    const envelope = energyEnvelope(mono(...audio.channels), audio.sampleRate);
    const beat = Math.round((60 / spec.bpm) * 100);
    const onBeat = autocorrelation(envelope, beat);
    const offBeat = autocorrelation(envelope, Math.round(beat * 1.5));
    expect(onBeat).toBeGreaterThan(0.3);
    expect(onBeat).toBeGreaterThan(offBeat + 0.2);
  });

  it('has harmony: tones in the key, not noise', () => {
    const frames = spectra(mono(...audio.channels));
    const flat = frames.map((power) => flatness(power, audio.sampleRate));
    expect(flat.reduce((sum, value) => sum + value, 0) / flat.length).toBeLessThan(0.1);
    // Noise for comparison: the measure is near its ceiling.
    const random = createRandom(7);
    const noise = Float32Array.from({ length: FRAME }, () => random.next() * 2 - 1);
    expect(flatness(powerSpectrum(noise), audio.sampleRate)).toBeGreaterThan(0.4);

    const scale = MODES[spec.key.mode].map((step) => (midiOf(spec.key.root, 0) + step) % 12);
    const classes = new Array<number>(12).fill(0);
    for (const power of frames) {
      chroma(power, audio.sampleRate).forEach((share, pitch) => {
        classes[pitch] = (classes[pitch] ?? 0) + share / frames.length;
      });
    }
    const share = (shift: number) =>
      scale.reduce((sum, pitch) => sum + (classes[(pitch + shift) % 12] ?? 0), 0);
    // Seven of twelve pitch classes would hold 58% of noise; the key's hold far more, and far
    // more than the key a tritone away.
    expect(share(0)).toBeGreaterThan(0.7);
    expect(share(0)).toBeGreaterThan(share(6) + 0.2);
  });

  it('sounds different for a different track', async () => {
    const other = track('velvet-static');
    const theirs = await renderDemoTrack(other, { fromSeconds: chorusOf(other), seconds: 12 });
    const a = energyEnvelope(mono(...audio.channels), audio.sampleRate);
    const b = energyEnvelope(mono(...theirs.channels), theirs.sampleRate);
    const ourBeat = Math.round((60 / spec.bpm) * 100);
    const theirBeat = Math.round((60 / other.bpm) * 100);
    // Each repeats at its own tempo better than at the other's.
    expect(autocorrelation(a, ourBeat)).toBeGreaterThan(autocorrelation(a, theirBeat));
    expect(autocorrelation(b, theirBeat)).toBeGreaterThan(autocorrelation(b, ourBeat));
  });

  it('stops when its signal is aborted, as the server shutting down does', async () => {
    const controller = new AbortController();
    controller.abort(new Error('shutting down'));
    await expect(
      renderDemoTrack(track('laser-tide'), { seconds: 60, signal: controller.signal }),
    ).rejects.toThrow('shutting down');
  });
});

describe('writeWav', () => {
  it('writes 16-bit stereo PCM with a header that states its length', async () => {
    const path = join(dir, 'short.wav');
    const left = Float32Array.from([0, 0.5, -0.5, 1.5]);
    const right = Float32Array.from([0.25, -1, 1, -2]);
    await writeWav(path, { sampleRate: 44_100, channels: [left, right] });
    const bytes = await readFile(path);
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8);
    expect(bytes.readUInt16LE(22)).toBe(2);
    expect(bytes.readUInt32LE(24)).toBe(44_100);
    expect(bytes.readUInt16LE(34)).toBe(16);
    expect(bytes.readUInt32LE(40)).toBe(16);
    const samples = Array.from({ length: 8 }, (_, i) => bytes.readInt16LE(44 + i * 2));
    // Interleaved left, right; beyond full scale clamped.
    expect(samples).toEqual([0, 8192, 16384, -32767, -16383, 32767, 32767, -32767]);
  });
});

describe('renderDemoTrackToMp3', () => {
  it('makes an on-air copy at -16 LUFS under -1 dBTP and leaves no WAV behind', async () => {
    const output = join(dir, 'demo.mp3');
    const made = await renderDemoTrackToMp3(track('laser-tide'), output, {
      seconds: 20,
      workDir: dir,
    });
    expect(Math.abs(made.integratedLufs + 16)).toBeLessThanOrEqual(1);
    expect(made.truePeakDb).toBeLessThanOrEqual(-1);
    expect(made.durationMs).toBeGreaterThan(18_000);
    expect(made.renderMs).toBeGreaterThan(0);
    expect(made.encodeMs).toBeGreaterThan(0);
    const measured = await measureLoudness(output);
    expect(Math.abs(measured.integratedLufs + 16)).toBeLessThanOrEqual(1);
    const ends = await silenceAtEnds(output);
    expect(ends.leadingMs).toBeLessThanOrEqual(500);
    expect(ends.trailingMs).toBeLessThanOrEqual(500);
    expect((await readdir(dir)).filter((name) => name.startsWith('laser-tide'))).toEqual([]);
  });
});

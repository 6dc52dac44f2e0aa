import type { BrightnessPoint, ChordEvent, NoteEvent } from './arrange.js';
import type { Automation, Automations } from './automation.js';
import type { ArpSound, BassSound, LeadSound, PadSound } from './spec.js';
import { hzOf } from './theory.js';

/*
 * The synthesizers. Each is a fixed set of Web Audio nodes made once per rendered stretch,
 * whose notes are automation of frequencies, filters and gains: a node costs render time for
 * every sample whether it sounds or not, so a node per note would make a four-minute track
 * cost minutes. The voices are therefore the ones a hardware synth has: one for the bass and
 * the lead (monophonic, with glide), two taking turns for the arpeggio, four for the pads.
 * Times given to `play` are in the context's own seconds; the automation is written to the
 * nodes by `Automations.flush()` once every note is placed.
 */

export interface Instrument<E> {
  output: GainNode;
  play(event: E): void;
}

/** Cutoff in Hz for a brightness of 0 to 1: 250 Hz to 5 kHz, evenly in pitch. */
export const cutoffOf = (brightness: number) => 250 * 20 ** Math.min(1, Math.max(0, brightness));

/** Brightness at a moment, by the straight lines between the points. */
export function brightnessAt(points: BrightnessPoint[], time: number): number {
  let before = points[0];
  for (const point of points) {
    if (point.time > time) {
      if (!before || point.time === before.time) return point.value;
      const share = (time - before.time) / (point.time - before.time);
      return before.value + (point.value - before.value) * share;
    }
    before = point;
  }
  return before?.value ?? 0.8;
}

/** A pulse wave: `duty` of each cycle high. Thinner and more nasal than a square. */
function pulseWave(ctx: BaseAudioContext, duty: number): PeriodicWave {
  const harmonics = 48;
  const real = new Float32Array(harmonics);
  const imag = new Float32Array(harmonics);
  for (let n = 1; n < harmonics; n++) {
    real[n] = Math.sin(2 * Math.PI * n * duty) / (n * Math.PI);
    imag[n] = (1 - Math.cos(2 * Math.PI * n * duty)) / (n * Math.PI);
  }
  return ctx.createPeriodicWave(real, imag);
}

export function oscillator(ctx: BaseAudioContext, type: OscillatorType | 'pulse', detune = 0) {
  const osc = ctx.createOscillator();
  osc.frequency.automationRate = 'k-rate';
  osc.detune.automationRate = 'k-rate';
  if (type === 'pulse') osc.setPeriodicWave(pulseWave(ctx, 0.25));
  else osc.type = type;
  osc.detune.value = detune;
  osc.start(0);
  return osc;
}

export function gain(ctx: BaseAudioContext, value: number) {
  const node = ctx.createGain();
  node.gain.value = value;
  return node;
}

export function filter(ctx: BaseAudioContext, type: BiquadFilterType, frequency: number, q = 0.7) {
  const node = ctx.createBiquadFilter();
  for (const param of [node.frequency, node.Q, node.detune, node.gain]) {
    param.automationRate = 'k-rate';
  }
  node.type = type;
  node.frequency.value = frequency;
  node.Q.value = q;
  return node;
}

/** Sets a frequency at once the first time, then glides to each new one. */
function glider(param: Automation, glide: number) {
  let started = false;
  return (hz: number, time: number) => {
    if (started && glide > 0) param.target(hz, time, glide);
    else param.set(hz, time);
    started = true;
  };
}

const PAD_SOUND: Record<PadSound, [OscillatorType, OscillatorType, number, number]> = {
  // Two oscillators per voice, one on each side, and how far apart they are tuned (cents).
  warm: ['sawtooth', 'sawtooth', 9, 1],
  glass: ['square', 'sawtooth', 6, 1.4],
  choir: ['triangle', 'sawtooth', 12, 0.8],
  dark: ['sawtooth', 'square', 5, 0.6],
};

/**
 * Warm detuned pads: a voice per note of the chord (three or four), each two oscillators, one
 * left and one right, through a
 * lowpass that follows the section's brightness and breathes with a slow wobble.
 */
export function createPad(
  ctx: BaseAudioContext,
  auto: Automations,
  sound: PadSound,
  brightness: BrightnessPoint[],
  offset: number,
  length: number,
  voiceCount: number,
): Instrument<ChordEvent> {
  const [left, right, cents, open] = PAD_SOUND[sound];
  const sides = ctx.createChannelMerger(2);
  const tone = filter(ctx, 'lowpass', 800, 0.9);
  const envelope = gain(ctx, 0);
  const output = gain(ctx, 1);
  sides.connect(tone).connect(envelope).connect(output);
  const level = auto.of(envelope.gain);
  const wobble = oscillator(ctx, 'sine');
  wobble.frequency.value = 0.11;
  wobble.connect(gain(ctx, 250)).connect(tone.detune);
  automateBrightness(auto.of(tone.frequency), brightness, offset, length, open);
  const voices = Array.from({ length: voiceCount }, (_, i) => {
    const a = oscillator(ctx, left, -cents + i);
    const b = oscillator(ctx, right, cents - i);
    a.connect(sides, 0, 0);
    b.connect(sides, 0, 1);
    return [glider(auto.of(a.frequency), 0.05), glider(auto.of(b.frequency), 0.05)] as const;
  });
  return {
    output,
    play({ time, duration, midis }) {
      voices.forEach(([a, b], i) => {
        const midi = midis[i] ?? midis[0] ?? 60;
        a(hzOf(midi), time);
        b(hzOf(midi), time);
      });
      level.target(0.13, time, 0.12);
      level.target(0, time + duration, 0.25);
    },
  };
}

/** Moves a filter's cutoff along the brightness points over [offset, offset + length]. */
function automateBrightness(
  param: Automation,
  points: BrightnessPoint[],
  offset: number,
  length: number,
  scale: number,
) {
  param.set(cutoffOf(brightnessAt(points, offset)) * scale, 0);
  for (const point of points) {
    if (point.time <= offset || point.time > offset + length) continue;
    param.linear(cutoffOf(point.value) * scale, point.time - offset);
  }
}

const BASS_SOUND: Record<BassSound, [OscillatorType | 'pulse', number, number, number]> = {
  // The oscillator over the sub, its filter's resonance, how far the filter opens (Hz), and
  // the level (a held sub fills more than plucked eighths).
  saw: ['sawtooth', 6, 1600, 1],
  square: ['square', 4, 1200, 0.85],
  pulse: ['pulse', 5, 1400, 1],
  sub: ['triangle', 1, 500, 0.6],
};

/** A bass of a sine sub an octave down under a filtered oscillator plucked open each note. */
export function createBass(
  ctx: BaseAudioContext,
  auto: Automations,
  sound: BassSound,
): Instrument<NoteEvent> {
  const [type, resonance, opening, loudness] = BASS_SOUND[sound];
  const body = oscillator(ctx, type);
  const sub = oscillator(ctx, 'sine');
  const tone = filter(ctx, 'lowpass', 200, resonance);
  const amp = gain(ctx, 0);
  const output = gain(ctx, 1);
  body.connect(tone).connect(amp);
  sub.connect(gain(ctx, 0.6)).connect(amp);
  amp.connect(output);
  const bodyPitch = glider(auto.of(body.frequency), 0);
  const subPitch = glider(auto.of(sub.frequency), 0);
  const cutoff = auto.of(tone.frequency);
  const level = auto.of(amp.gain);
  return {
    output,
    play({ time, duration, midi, velocity }) {
      bodyPitch(hzOf(midi), time);
      // An octave under the body, unless that would fall under A1 (55 Hz), felt more than heard.
      subPitch(hzOf(midi - 12 >= 33 ? midi - 12 : midi), time);
      cutoff.target(180 + opening * velocity, time, 0.002);
      cutoff.target(180, time + 0.01, 0.09);
      level.target(0.2 * loudness * velocity, time, 0.002);
      level.target(0, time + duration, 0.02);
    },
  };
}

const ARP_SOUND: Record<ArpSound, [OscillatorType, number, number]> = {
  // Wave, how long a note rings (time constant, s), filter resonance.
  pluck: ['sawtooth', 0.07, 4],
  square: ['square', 0.1, 2],
  glass: ['triangle', 0.18, 1],
  saw: ['sawtooth', 0.16, 6],
};

/** The arpeggiator: two voices taking turns, so each note rings into the next. */
export function createArp(
  ctx: BaseAudioContext,
  auto: Automations,
  sound: ArpSound,
  brightness: BrightnessPoint[],
  offset: number,
): Instrument<NoteEvent> {
  const [type, ring, resonance] = ARP_SOUND[sound];
  const output = gain(ctx, 1);
  const voices = [0, 1].map(() => {
    const osc = oscillator(ctx, type);
    const tone = filter(ctx, 'lowpass', 400, resonance);
    const amp = gain(ctx, 0);
    osc.connect(tone).connect(amp).connect(output);
    return {
      pitch: auto.of(osc.frequency),
      cutoff: auto.of(tone.frequency),
      level: auto.of(amp.gain),
    };
  });
  let turn = 0;
  return {
    output,
    play({ time, duration, midi, velocity }) {
      const voice = voices[turn++ % 2];
      if (!voice) return;
      const cutoff = cutoffOf(brightnessAt(brightness, time + offset));
      voice.pitch.set(hzOf(midi), time);
      voice.cutoff.target(cutoff * 2.2, time, 0.002);
      voice.cutoff.target(cutoff * 0.6, time + 0.005, ring);
      voice.level.target(0.21 * velocity, time, 0.002);
      voice.level.target(0.08 * velocity, time + 0.01, ring);
      voice.level.target(0, time + duration, 0.04);
    },
  };
}

const LEAD_SOUND: Record<
  LeadSound,
  { waves: [OscillatorType, OscillatorType]; ratio: number; cents: number; open: number }
> = {
  // Two oscillators, the second's frequency ratio and detune, and the filter's opening (Hz).
  saw: { waves: ['sawtooth', 'sawtooth'], ratio: 1, cents: 8, open: 3200 },
  square: { waves: ['square', 'square'], ratio: 0.5, cents: 4, open: 2600 },
  brass: { waves: ['sawtooth', 'sawtooth'], ratio: 1, cents: 14, open: 2000 },
  sync: { waves: ['sawtooth', 'square'], ratio: 2, cents: 3, open: 4200 },
  bell: { waves: ['sine', 'sine'], ratio: 4, cents: 0, open: 6000 },
};

/**
 * The lead: a monophonic voice with glide between joined notes and vibrato. The bell is an FM
 * pair instead (the second oscillator modulating the first's frequency, the index decaying).
 */
export function createLead(
  ctx: BaseAudioContext,
  auto: Automations,
  sound: LeadSound,
): Instrument<NoteEvent> {
  const { waves, ratio, cents, open } = LEAD_SOUND[sound];
  const bell = sound === 'bell';
  const main = oscillator(ctx, waves[0]);
  const second = oscillator(ctx, waves[1], cents);
  const tone = filter(ctx, 'lowpass', 1000, sound === 'sync' ? 5 : 1.5);
  const amp = gain(ctx, 0);
  const output = gain(ctx, 1);
  const index = gain(ctx, 0);
  main.connect(tone);
  if (bell) second.connect(index).connect(main.frequency);
  else second.connect(gain(ctx, 0.7)).connect(tone);
  tone.connect(amp).connect(output);
  const vibrato = oscillator(ctx, 'sine');
  vibrato.frequency.value = 5.3;
  const depth = gain(ctx, bell ? 0 : 9);
  vibrato.connect(depth);
  depth.connect(main.detune);
  depth.connect(second.detune);
  const slide = bell ? 0 : 0.03;
  const mainFrequency = auto.of(main.frequency);
  const secondFrequency = auto.of(second.frequency);
  const mainPitch = glider(mainFrequency, slide);
  const secondPitch = glider(secondFrequency, slide);
  const cutoff = auto.of(tone.frequency);
  const loud = auto.of(amp.gain);
  const modulation = auto.of(index.gain);
  let lastEnd = Number.NEGATIVE_INFINITY;
  return {
    output,
    play({ time, duration, midi, velocity }) {
      const hz = hzOf(midi);
      const joined = time - lastEnd < 0.06;
      if (joined) {
        mainPitch(hz, time);
        secondPitch(hz * ratio, time);
      } else {
        mainFrequency.set(hz, time);
        secondFrequency.set(hz * ratio, time);
      }
      lastEnd = time + duration;
      const level = 0.25 * velocity;
      if (bell) {
        modulation.target(hz * 2.5, time, 0.001);
        modulation.target(hz * 0.3, time + 0.005, 0.15);
        loud.target(level * 1.3, time, 0.002);
        loud.target(0, time + 0.01, 0.45);
        cutoff.set(open, time);
        return;
      }
      const attack = sound === 'brass' ? 0.05 : 0.01;
      cutoff.target(open * (0.6 + 0.4 * velocity), time, attack);
      cutoff.target(open * 0.45, time + attack * 3, 0.25);
      loud.target(level, time, joined ? 0.02 : attack);
      loud.target(0, time + duration, 0.07);
    },
  };
}

import { OfflineAudioContext } from 'node-web-audio-api';
import { arrange, type Score } from './arrange.js';
import { Automations } from './automation.js';
import { createDrums } from './drums.js';
import { createArp, createBass, createLead, createPad, type Instrument } from './instruments.js';
import { createMixer, send } from './mixer.js';
import { childSeed } from './random.js';
import type { DemoTrackSpec } from './spec.js';

/*
 * Rendering a stretch at a time. The track is cut at bar lines into stretches of at most
 * sixteen bars; each is rendered by its own OfflineAudioContext holding only the instruments it
 * uses, and rings on for RING_SECONDS past its end so notes and echoes finish; the stretches
 * are then added together where they overlap. Short contexts keep every node's cost to the
 * stretch it plays in, let two stretches render at once on two cores, and keep each step of
 * JavaScript (building a stretch, adding it in) to a few tens of milliseconds, so a server
 * rendering its library keeps answering.
 */

export interface RenderedAudio {
  sampleRate: number;
  channels: [Float32Array, Float32Array];
}

export interface RenderOptions {
  sampleRate?: number;
  /** Renders only this many seconds (from `fromSeconds`), for tests and previews. */
  seconds?: number;
  /** Where the rendered part starts, in seconds into the track. */
  fromSeconds?: number;
  /** How many stretches render at once; 2 by default. */
  concurrency?: number;
  /** Stops between stretches (the server shutting down): the render rejects with the reason. */
  signal?: AbortSignal;
}

/** How long a stretch keeps sounding after its last bar: release, room and echoes. */
const RING_SECONDS = 3;
/** After a cold ending, the last chord and the room ring this long. */
const COLD_END_SECONDS = 3;
const MAX_STRETCH_BARS = 16;
/** How long a part cut from within a track takes to fade in and out. */
const CUT_FADE_SECONDS = 0.5;

interface Stretch {
  start: number;
  end: number;
}

function stretchesOf(spec: DemoTrackSpec, score: Score): Stretch[] {
  const per = spec.barsPerChord ?? 1;
  const bars = MAX_STRETCH_BARS - (MAX_STRETCH_BARS % per);
  const stretches: Stretch[] = [];
  for (const [index, section] of spec.sections.entries()) {
    const start = score.sections[index]?.start ?? 0;
    for (let bar = 0; bar < section.bars; bar += bars) {
      const end = Math.min(section.bars, bar + bars);
      stretches.push({
        start: start + bar * score.barSeconds,
        end: start + end * score.barSeconds,
      });
    }
  }
  return stretches;
}

/** The track's full length in seconds, ring-out of a cold ending included. */
export function trackSeconds(spec: DemoTrackSpec): number {
  return arrange(spec).endSeconds + (spec.coldEnding ? COLD_END_SECONDS : 0);
}

async function renderStretch(
  spec: DemoTrackSpec,
  score: Score,
  stretch: Stretch,
  seconds: number,
  sampleRate: number,
): Promise<AudioBuffer> {
  const ctx = new OfflineAudioContext(2, Math.max(1, Math.round(seconds * sampleRate)), sampleRate);
  const within = <E extends { time: number }>(events: E[]) =>
    events
      .filter((event) => event.time >= stretch.start - 1e-6 && event.time < stretch.end - 1e-6)
      .map((event) => ({ ...event, time: event.time - stretch.start }));
  const mix = spec.mix ?? {};
  const auto = new Automations();
  const mixer = createMixer(ctx, auto, {
    barSeconds: score.barSeconds,
    reverb: mix.reverb ?? 0.5,
    delay: mix.delay ?? 0.5,
    seed: childSeed(spec.seed, 'room'),
  });
  const playAll = <E>(instrument: Instrument<E>, events: E[]) => {
    for (const event of events) instrument.play(event);
  };

  const pads = within(score.pad);
  if (pads.length > 0) {
    const voices = Math.max(...pads.map((chord) => chord.midis.length));
    const pad = createPad(
      ctx,
      auto,
      spec.pad.sound,
      score.brightness,
      stretch.start,
      seconds,
      voices,
    );
    pad.output.connect(mixer.ducked);
    send(mixer, pad.output, 0.55, 0.1);
    playAll(pad, pads);
  }
  const bassNotes = within(score.bass);
  if (bassNotes.length > 0) {
    const bass = createBass(ctx, auto, spec.bass.sound);
    bass.output.connect(mixer.ducked);
    playAll(bass, bassNotes);
  }
  const arpNotes = within(score.arp);
  if (arpNotes.length > 0) {
    const arp = createArp(ctx, auto, spec.arp.sound, score.brightness, stretch.start);
    arp.output.connect(mixer.front);
    send(mixer, arp.output, 0.3, 0.45);
    playAll(arp, arpNotes);
  }
  const leadNotes = within(score.lead);
  if (leadNotes.length > 0) {
    const lead = createLead(ctx, auto, spec.lead.sound);
    lead.output.connect(mixer.front);
    send(mixer, lead.output, 0.4, 0.35);
    playAll(lead, leadNotes);
  }
  const hits = within(score.drums);
  if (hits.length > 0) {
    const drums = createDrums(ctx, auto, childSeed(spec.seed, 'drums'), {
      gatedSnare: spec.drums.gatedSnare ?? false,
    });
    drums.output.connect(mixer.drums);
    send(mixer, drums.output, 0.12, 0);
    drums.onKick((time, velocity) => mixer.duck(time, velocity));
    playAll(drums, hits);
  }
  auto.flush();
  return ctx.startRendering();
}

/**
 * Lets the event loop run timers and I/O before going on. A timeout, not setImmediate: an
 * immediate queued from a rendering's completion runs in the same turn of the loop, before
 * any timer, so two blocks of work would run back to back.
 */
const breathe = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** Samples handled between two breaths of the event loop: a few milliseconds of work. */
const BLOCK = 1 << 17;

/**
 * The master: the outro's fade, half-second fades where a part is cut from within a track,
 * then a soft clipper that rounds off the kick's peaks (the level of the tape-saturated
 * masters of the decade) so the mix never clips. Fixed gains, no normalising: a part of a
 * track is, but for its edge fades, that part of the whole track.
 */
async function master(
  channels: [Float32Array, Float32Array],
  from: number,
  score: Score,
  sampleRate: number,
  cut: { start: boolean; end: boolean },
) {
  const knee = 0.55;
  const fade = score.fadeOut;
  // A part cut out of the middle of a track fades in and out over a moment rather than click.
  const length = channels[0].length;
  const edge = Math.min(Math.round(CUT_FADE_SECONDS * sampleRate), Math.floor(length / 4));
  for (const data of channels) {
    for (let block = 0; block < data.length; block += BLOCK) {
      const end = Math.min(data.length, block + BLOCK);
      for (let i = block; i < end; i++) {
        let x = data[i] ?? 0;
        if (fade) {
          const t = from + i / sampleRate;
          if (t > fade.start) {
            const left = Math.max(0, (fade.end - t) / (fade.end - fade.start));
            x *= left * left;
          }
        }
        if (cut.start && i < edge) x *= i / edge;
        if (cut.end && length - i <= edge) x *= (length - i - 1) / edge;
        const size = Math.abs(x);
        if (size > knee) {
          x = Math.sign(x) * (knee + (1 - knee) * Math.tanh((size - knee) / (1 - knee)));
        }
        data[i] = x * 0.9;
      }
      await breathe();
    }
  }
}

/** Renders a demo track (or the part of it `options` asks for) to stereo samples. */
export async function renderDemoTrack(
  spec: DemoTrackSpec,
  options: RenderOptions = {},
): Promise<RenderedAudio> {
  const sampleRate = options.sampleRate ?? 44_100;
  const score = arrange(spec);
  const total = score.endSeconds + (spec.coldEnding ? COLD_END_SECONDS : 0);
  const from = Math.min(Math.max(0, options.fromSeconds ?? 0), total);
  const to = Math.min(total, from + (options.seconds ?? total));
  const length = Math.round((to - from) * sampleRate);
  const channels: [Float32Array, Float32Array] = [
    new Float32Array(length),
    new Float32Array(length),
  ];

  const wanted = stretchesOf(spec, score).filter(
    (stretch) => stretch.start < to && stretch.end + RING_SECONDS > from,
  );
  const addIn = async (stretch: Stretch, buffer: AudioBuffer) => {
    const offset = Math.round((stretch.start - from) * sampleRate);
    for (let channel = 0; channel < 2; channel++) {
      const source = buffer.getChannelData(channel);
      const target = channels[channel as 0 | 1];
      const first = Math.max(0, -offset);
      const last = Math.min(source.length, length - offset);
      for (let block = first; block < last; block += BLOCK) {
        const end = Math.min(last, block + BLOCK);
        const into = target.subarray(block + offset, end + offset);
        const part = source.subarray(block, end);
        for (let i = 0; i < into.length; i++) into[i] = (into[i] as number) + (part[i] as number);
        await breathe();
      }
    }
  };

  // A small pool: each worker renders the next stretch not yet taken, while the stretches are
  // added in their own order whatever finishes first, so the float sums (and the samples) are
  // the same every time.
  const rendered = wanted.map(() => {
    let settle: (buffer: AudioBuffer) => void = () => {};
    const promise = new Promise<AudioBuffer>((resolve) => {
      settle = resolve;
    });
    return { promise, settle };
  });
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < wanted.length; index = next++) {
      options.signal?.throwIfAborted();
      const stretch = wanted[index] as Stretch;
      const ring = stretch.end === score.endSeconds && spec.coldEnding ? COLD_END_SECONDS : 0;
      const seconds = Math.min(
        stretch.end - stretch.start + RING_SECONDS + ring,
        to - stretch.start,
      );
      rendered[index]?.settle(await renderStretch(spec, score, stretch, seconds, sampleRate));
    }
  };
  const adder = async () => {
    for (const [index, stretch] of wanted.entries()) {
      const buffer = await rendered[index]?.promise;
      if (buffer) await addIn(stretch, buffer);
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? 2, wanted.length));
  await Promise.all([adder(), ...Array.from({ length: workers }, worker)]);

  await master(channels, from, score, sampleRate, { start: from > 0, end: to < total });
  return { sampleRate, channels };
}

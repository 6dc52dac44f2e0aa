import type { DrumHit } from './arrange.js';
import type { Automation, Automations } from './automation.js';
import { filter, gain, type Instrument, oscillator } from './instruments.js';
import { createRandom } from './random.js';

/*
 * A drum machine of the analogue kind: every sound is an oscillator or noise shaped by a
 * filter and a gain envelope. One looping noise buffer feeds all the noisy voices, each
 * through its own filter, so the kit costs a fixed handful of nodes however many hits.
 */

/** Seeded white noise, so a render is the same every time. */
export function noiseBuffer(ctx: BaseAudioContext, seconds: number, seed: number, channels = 1) {
  const random = createRandom(seed);
  const buffer = ctx.createBuffer(channels, Math.round(seconds * ctx.sampleRate), ctx.sampleRate);
  for (let channel = 0; channel < channels; channel++) {
    const data = buffer.getChannelData(channel);
    for (let i = 0; i < data.length; i++) data[i] = random.next() * 2 - 1;
    buffer.copyToChannel(data, channel);
  }
  return buffer;
}

export interface DrumMachine extends Instrument<DrumHit> {
  /** Called for each kick, so the mixer can duck the pads under it. */
  onKick(listener: (time: number, velocity: number) => void): void;
}

export function createDrums(
  ctx: BaseAudioContext,
  auto: Automations,
  seed: number,
  options: { gatedSnare: boolean },
): DrumMachine {
  const output = gain(ctx, 1);
  const noise = ctx.createBufferSource();
  noise.buffer = noiseBuffer(ctx, 1.3, seed);
  noise.loop = true;
  noise.start(0);

  // Kick and snare start on the sample; the rest may start on a 128-sample block (2.9 ms).
  const voice = (type: BiquadFilterType, frequency: number, q: number, audioRate = false) => {
    const amp = gain(ctx, 0);
    noise
      .connect(filter(ctx, type, frequency, q))
      .connect(amp)
      .connect(output);
    return auto.of(amp.gain, { audioRate });
  };
  const tone = (type: OscillatorType) => {
    const osc = oscillator(ctx, type);
    const amp = gain(ctx, 0);
    osc.connect(amp).connect(output);
    return { pitch: auto.of(osc.frequency), level: auto.of(amp.gain, { audioRate: true }) };
  };

  const kick = tone('sine');
  const snareBody = tone('triangle');
  const tom = tone('sine');
  const snare = voice('bandpass', 1900, 0.6, true);
  const clap = voice('bandpass', 1150, 1.6);
  const hat = voice('highpass', 7600, 0.8);
  const openHat = voice('highpass', 6200, 0.9);
  const crash = voice('highpass', 3800, 0.5);
  // The gated reverb of the decade's big snares, made the way the effect sounds: a burst of
  // noise that swells, holds for a quarter of a second and is cut off.
  const room = options.gatedSnare ? voice('bandpass', 1500, 0.4) : null;

  const listeners: ((time: number, velocity: number) => void)[] = [];
  const hit = (level: Automation, time: number, peak: number, hold: number, decay: number) => {
    level.target(peak, time, 0.0006);
    level.target(0, time + hold, decay);
  };

  return {
    output,
    onKick: (listener) => listeners.push(listener),
    play({ time, voice: which, velocity, pitch }) {
      switch (which) {
        case 'kick':
          kick.pitch.set(155, time);
          kick.pitch.exponential(47, time + 0.11);
          hit(kick.level, time, 0.45 * velocity, 0.025, 0.12);
          for (const listener of listeners) listener(time, velocity);
          break;
        case 'snare':
          snareBody.pitch.set(230, time);
          snareBody.pitch.exponential(175, time + 0.05);
          hit(snareBody.level, time, 0.25 * velocity, 0.01, 0.04);
          hit(snare, time, 0.38 * velocity, 0.012, 0.07);
          if (room) {
            room.target(0.14 * velocity, time + 0.005, 0.012);
            room.target(0.1 * velocity, time + 0.04, 0.2);
            room.target(0, time + 0.26, 0.012);
          }
          break;
        case 'clap':
          for (let k = 0; k < 3; k++) hit(clap, time + k * 0.011, 0.35 * velocity, 0.002, 0.004);
          hit(clap, time + 0.033, 0.35 * velocity, 0.003, 0.08);
          break;
        case 'hat':
          hit(hat, time, 0.2 * velocity, 0.003, 0.016);
          // A closed hat chokes an open one, as on the machines.
          openHat.target(0, time, 0.005);
          break;
        case 'openHat':
          hit(openHat, time, 0.16 * velocity, 0.01, 0.13);
          break;
        case 'crash':
          hit(crash, time, 0.16 * velocity, 0.02, 0.7);
          break;
        case 'tom': {
          const high = 110 + 110 * (pitch ?? 0.5);
          tom.pitch.set(high, time);
          tom.pitch.exponential(high * 0.6, time + 0.18);
          hit(tom.level, time, 0.4 * velocity, 0.02, 0.12);
          break;
        }
      }
    },
  };
}

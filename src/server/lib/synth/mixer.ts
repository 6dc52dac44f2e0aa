import type { Automations } from './automation.js';
import { noiseBuffer } from './drums.js';

/*
 * The mixing desk: a bus for pads and bass that ducks under every kick (the pumping of
 * sidechain compression, done as gain automation), one for the arpeggio and lead, one for the
 * drums, and two effect sends: a ping-pong delay in time with the music and a reverb
 * convolving with a burst of decaying noise, darkening as it fades as a room does.
 */

export interface Mixer {
  /** Pads and bass: ducked under the kick. */
  ducked: GainNode;
  /** Arpeggio and lead. */
  front: GainNode;
  drums: GainNode;
  reverb: GainNode;
  delay: GainNode;
  duck(time: number, velocity: number): void;
}

/**
 * The room's length: its tail has fallen 27 dB by then. The convolver's cost grows with it and
 * does not stop when the room is silent (1.3 s cost 1.5 s of CPU per four minutes, 0.6 s 0.8).
 */
const REVERB_SECONDS = 0.8;

function roomResponse(ctx: BaseAudioContext, seed: number): AudioBuffer {
  const buffer = noiseBuffer(ctx, REVERB_SECONDS, seed);
  const rate = ctx.sampleRate;
  const predelay = Math.round(0.012 * rate);
  for (let channel = 0; channel < buffer.numberOfChannels; channel++) {
    const data = buffer.getChannelData(channel);
    let smooth = 0;
    for (let i = 0; i < data.length; i++) {
      const t = i / rate;
      // A one-pole lowpass closing over time: the high end dies first.
      const closing = 0.15 + 0.8 * (t / REVERB_SECONDS);
      smooth += (1 - closing) * ((data[i] ?? 0) - smooth);
      data[i] = i < predelay ? 0 : smooth * Math.exp(-t / 0.26) * 0.9;
    }
    buffer.copyToChannel(data, channel);
  }
  return buffer;
}

export function createMixer(
  ctx: BaseAudioContext,
  auto: Automations,
  options: { barSeconds: number; reverb: number; delay: number; seed: number },
): Mixer {
  const bus = (value: number) => {
    const node = ctx.createGain();
    node.gain.value = value;
    node.connect(ctx.destination);
    return node;
  };
  const ducked = bus(1);
  const front = bus(1);
  const drums = bus(1);

  // One convolution (mono in, mono out) costs half of a stereo one, and half the render time
  // of a stretch went to the room; its right side comes 13 ms after its left, which is heard
  // as width.
  const reverb = ctx.createGain();
  const room = ctx.createConvolver();
  room.channelCount = 1;
  room.channelCountMode = 'explicit';
  room.buffer = roomResponse(ctx, options.seed);
  const roomSides = ctx.createChannelMerger(2);
  const later = ctx.createDelay(0.1);
  later.delayTime.value = 0.013;
  reverb.connect(room);
  room.connect(roomSides, 0, 0);
  room.connect(later).connect(roomSides, 0, 1);
  roomSides.connect(bus(options.reverb));

  // Ping-pong: left, then right, then left... a dotted eighth apart, darker each time.
  const delay = ctx.createGain();
  const time = (options.barSeconds * 3) / 16;
  const left = ctx.createDelay(2);
  const right = ctx.createDelay(2);
  left.delayTime.value = time;
  right.delayTime.value = time;
  const tone = ctx.createBiquadFilter();
  tone.type = 'lowpass';
  tone.frequency.value = 2800;
  const feedback = ctx.createGain();
  feedback.gain.value = 0.38;
  const sides = ctx.createChannelMerger(2);
  delay.connect(tone).connect(left);
  left.connect(right);
  right.connect(feedback).connect(left);
  left.connect(sides, 0, 0);
  right.connect(sides, 0, 1);
  sides.connect(bus(options.delay));

  const pump = auto.of(ducked.gain);
  return {
    ducked,
    front,
    drums,
    reverb,
    delay,
    duck(at, velocity) {
      pump.target(1 - 0.55 * velocity, at, 0.004);
      pump.target(1, at + 0.05, 0.1);
    },
  };
}

/** Sends `source` to the effects at the given levels (0 to 1). */
export function send(mixer: Mixer, source: AudioNode, reverb: number, delay: number) {
  const ctx = source.context;
  if (reverb > 0) {
    const level = ctx.createGain();
    level.gain.value = reverb;
    source.connect(level).connect(mixer.reverb);
  }
  if (delay > 0) {
    const level = ctx.createGain();
    level.gain.value = delay;
    source.connect(level).connect(mixer.delay);
  }
}

import { icyTitle } from './icy.js';
import type { LiveStreamLog, LiveTrack } from './live-stream.types.js';
import { type Mp3Frame, readMp3Frames } from './mp3-frames.js';

/**
 * A track with less audio than this is treated as unplayable: random bytes can pass for a stray
 * frame or two, which would go out as a burst of noise.
 */
const MIN_PLAYABLE_MS = 250;
const MPEG_LAYER_3 = 'Layer III';

/** A track cut into the frames the stream will send, from its start point on. */
export interface Prepared {
  track: LiveTrack;
  title: string;
  frames: Mp3Frame[];
  /** How much of the track startAtMs skipped, to whole frames. */
  skippedMs: number;
}

/**
 * Cuts a track into the frames that may go out on a stream of `format`: MP3 (layer III) frames
 * of its sample rate and channel count, from `startAtMs` on (to whole frames). Undefined, after a
 * warning, when nothing of it can be played; frames of another format are left out with one
 * warning for the track.
 */
export async function prepareTrack(
  track: LiveTrack,
  format: { sampleRate: number; channels: number },
  log: LiveStreamLog,
): Promise<Prepared | undefined> {
  let parsed: Mp3Frame[];
  try {
    parsed = await readMp3Frames(track.bytes);
  } catch (error) {
    log.warn({ trackId: track.id, err: error }, 'skipped a track that could not be parsed');
    return undefined;
  }
  let odd: Mp3Frame | undefined;
  const frames = parsed.filter((frame) => {
    const fits =
      frame.layer === MPEG_LAYER_3 &&
      frame.sampleRate === format.sampleRate &&
      frame.channels === format.channels;
    if (!fits) odd ??= frame;
    return fits;
  });
  const durationMs = frames.reduce((sum, frame) => sum + frame.durationMs, 0);
  if (durationMs < MIN_PLAYABLE_MS) {
    log.warn(
      { trackId: track.id, frames: parsed.length, playableFrames: frames.length },
      'skipped a track with no playable MP3 audio',
    );
    return undefined;
  }
  if (odd) {
    log.warn(
      {
        trackId: track.id,
        skippedFrames: parsed.length - frames.length,
        sampleRate: odd?.sampleRate,
        channels: odd?.channels,
        layer: odd?.layer,
        stream: format,
      },
      "skipped the frames of a track whose format differs from the stream's",
    );
  }
  let first = 0;
  let skippedMs = 0;
  const startAtMs = Math.max(0, track.startAtMs ?? 0);
  for (let frame = frames[0]; frame && skippedMs + frame.durationMs <= startAtMs; ) {
    skippedMs += frame.durationMs;
    first += 1;
    frame = frames[first];
  }
  if (first >= frames.length) {
    log.warn({ trackId: track.id, startAtMs }, 'skipped a track that starts past its end');
    return undefined;
  }
  return { track, title: icyTitle(track.title), frames: frames.slice(first), skippedMs };
}

import { HONEST_PLAY_SECONDS } from '../../shared/songs.constants';

/** A bigger jump between two time updates is a seek, not listening. */
const MAX_STEP_SECONDS = 1.5;
/** The server's own allowance for the last time update arriving a little early. */
const SLACK_SECONDS = 0.5;

/** What a listen reads from the playing media: where it is, and how long what plays is. */
export interface MediaPosition {
  currentTime: number;
  /** NaN or Infinity while unknown (before the metadata arrived). */
  duration: number;
}

export interface HonestListen {
  /** Playback started or resumed, or the listener sought: time counts on from here. */
  restartFrom: (currentTime: number) => void;
  /** A time update while playing. */
  advance: (media: MediaPosition) => void;
  /** What played ended: the last stretch counts, and playing again is a new listen. */
  end: (media: MediaPosition) => void;
}

/**
 * The honest-play rule on the listener's side, free of any framework: adds up the seconds
 * actually heard in one listen (time moving forward while playing; seeks add nothing) and calls
 * `onHeard` once, when 30 seconds or the whole of what plays (a shorter song, or the preview)
 * have been heard. `songSeconds` stands in for the length until the media knows its own.
 */
export function createHonestListen(
  songSeconds: number,
  onHeard: (listenedSeconds: number) => void,
): HonestListen {
  let state = { heard: 0, last: 0, reported: false };

  const needed = (media: MediaPosition) => {
    const length =
      Number.isFinite(media.duration) && media.duration > 0 ? media.duration : songSeconds;
    return Math.min(HONEST_PLAY_SECONDS, length);
  };

  const advance = (media: MediaPosition) => {
    const step = media.currentTime - state.last;
    state.last = media.currentTime;
    if (step > 0 && step <= MAX_STEP_SECONDS) state.heard += step;
    if (!state.reported && state.heard + SLACK_SECONDS >= needed(media)) {
      state.reported = true;
      onHeard(Math.round(state.heard * 10) / 10);
    }
  };

  return {
    restartFrom: (currentTime) => {
      state.last = currentTime;
    },
    advance,
    end: (media) => {
      advance(media);
      state = { heard: 0, last: 0, reported: false };
    },
  };
}

import { type SyntheticEvent, useMemo, useRef } from 'react';
import { HONEST_PLAY_SECONDS } from '../../../../shared/songs.constants';

/** A bigger jump between two time updates is a seek, not listening. */
const MAX_STEP_SECONDS = 1.5;
/** The server's own allowance for the last time update arriving a little early. */
const SLACK_SECONDS = 0.5;

type MediaEvent = SyntheticEvent<HTMLMediaElement>;

export interface ListenHandlers {
  onPlay: (event: MediaEvent) => void;
  onSeeked: (event: MediaEvent) => void;
  onTimeUpdate: (event: MediaEvent) => void;
  onEnded: (event: MediaEvent) => void;
}

/**
 * The honest-play rule on the listener's side: adds up the seconds actually heard in one
 * listen (time moving forward while playing; seeks add nothing) and calls `onHeard` once,
 * when 30 seconds or the whole of what plays (a shorter song, or the preview) have been heard.
 * The listen ends with the song; playing it again is a new listen.
 */
export function useHonestPlay(
  songSeconds: number,
  onHeard: (listenedSeconds: number) => void,
): ListenHandlers {
  const listen = useRef({ heard: 0, last: 0, reported: false });
  const onHeardRef = useRef(onHeard);
  onHeardRef.current = onHeard;

  return useMemo(() => {
    const needed = (audio: HTMLMediaElement) => {
      const length =
        Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : songSeconds;
      return Math.min(HONEST_PLAY_SECONDS, length);
    };
    const advance = (audio: HTMLMediaElement) => {
      const state = listen.current;
      const step = audio.currentTime - state.last;
      state.last = audio.currentTime;
      if (step > 0 && step <= MAX_STEP_SECONDS) state.heard += step;
      if (!state.reported && state.heard + SLACK_SECONDS >= needed(audio)) {
        state.reported = true;
        onHeardRef.current(Math.round(state.heard * 10) / 10);
      }
    };
    const restartFrom = (event: MediaEvent) => {
      listen.current.last = event.currentTarget.currentTime;
    };
    return {
      onPlay: restartFrom,
      onSeeked: restartFrom,
      onTimeUpdate: (event) => {
        if (!event.currentTarget.paused) advance(event.currentTarget);
      },
      onEnded: (event) => {
        advance(event.currentTarget);
        listen.current = { heard: 0, last: 0, reported: false };
      },
    };
  }, [songSeconds]);
}

import { type SyntheticEvent, useMemo, useRef } from 'react';
import { createHonestListen } from '../../../lib/honest-play';

type MediaEvent = SyntheticEvent<HTMLMediaElement>;

export interface ListenHandlers {
  onPlay: (event: MediaEvent) => void;
  onSeeked: (event: MediaEvent) => void;
  onTimeUpdate: (event: MediaEvent) => void;
  onEnded: (event: MediaEvent) => void;
}

/**
 * The honest-play rule (see `createHonestListen`) as an <audio> element's handlers: `onHeard`
 * is called once per listen, when 30 seconds or the whole of what plays have been heard. The
 * listen ends with the song; playing it again is a new listen.
 */
export function useHonestPlay(
  songSeconds: number,
  onHeard: (listenedSeconds: number) => void,
): ListenHandlers {
  const onHeardRef = useRef(onHeard);
  onHeardRef.current = onHeard;

  return useMemo(() => {
    const listen = createHonestListen(songSeconds, (seconds) => onHeardRef.current(seconds));
    const restartFrom = (event: MediaEvent) => listen.restartFrom(event.currentTarget.currentTime);
    return {
      onPlay: restartFrom,
      onSeeked: restartFrom,
      onTimeUpdate: (event) => {
        if (!event.currentTarget.paused) listen.advance(event.currentTarget);
      },
      onEnded: (event) => listen.end(event.currentTarget),
    };
  }, [songSeconds]);
}

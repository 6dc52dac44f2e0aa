import { type RefObject, useEffect } from 'react';
import { sendPlayerCommand } from './player-events';

/**
 * One sound at a time. When the element starts, the station gets the pause command every
 * other part of the site already uses (the radio player obeys it, or hands it to an embedded
 * player); when any other <audio> or <video> of the page starts (another song, or the station's
 * own stream element), this one pauses. Media `play` events do not bubble, but they do pass
 * the document on their way down, so one capturing listener hears every element of the page.
 */
export function useOneSoundAtATime(ref: RefObject<HTMLMediaElement | null>, source: string): void {
  useEffect(() => {
    const handlePlay = (event: Event) => {
      const element = ref.current;
      if (!element || !(event.target instanceof HTMLMediaElement)) return;
      if (event.target === element) {
        sendPlayerCommand({ action: 'pause', source });
      } else if (!element.paused) {
        element.pause();
      }
    };
    document.addEventListener('play', handlePlay, true);
    return () => document.removeEventListener('play', handlePlay, true);
  }, [ref, source]);
}

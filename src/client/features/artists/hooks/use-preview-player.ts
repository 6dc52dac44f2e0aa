import { useRef, useState } from 'react';
import type { ArtistPreview } from '../../../../shared/contracts/artists';
import { useOneSoundAtATime } from '../../../lib/audio-focus';

/**
 * The directory's one preview player: a single audio element for every card, so starting one
 * preview stops the last. It plays under the site's one-sound rule, as songs on a creator page
 * do: starting a preview pauses the station (through the player command every part of the site
 * uses) and any other song on the page.
 */
export function usePreviewPlayer() {
  const audioRef = useRef<HTMLAudioElement>(null);
  useOneSoundAtATime(audioRef, 'artist-preview');
  // The song whose preview the element holds, and the one sounding now as the element reports
  // it (not as asked: the browser may refuse, or the station's start may pause it).
  const loadedId = useRef<number | null>(null);
  const [playingId, setPlayingId] = useState<number | null>(null);

  const toggle = (preview: ArtistPreview) => {
    const audio = audioRef.current;
    if (!audio) return;
    if (loadedId.current === preview.id && !audio.paused) {
      audio.pause();
      return;
    }
    if (loadedId.current !== preview.id) {
      audio.src = preview.audioUrl;
      loadedId.current = preview.id;
    }
    void audio.play()?.catch(() => setPlayingId(null));
  };

  const stopped = () => setPlayingId(null);
  const audioProps = {
    ref: audioRef,
    preload: 'none' as const,
    hidden: true,
    onPlay: () => setPlayingId(loadedId.current),
    onPause: stopped,
    onEnded: stopped,
    onError: stopped,
  };

  return { playingId, toggle, audioProps };
}

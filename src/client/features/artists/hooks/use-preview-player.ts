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
  // The audio the element holds (a song's preview or a station track, each named by its
  // address), and the one sounding now as the element reports it (not as asked: the browser
  // may refuse, or the station's start may pause it).
  const loadedUrl = useRef<string | null>(null);
  const [playingUrl, setPlayingUrl] = useState<string | null>(null);

  const toggle = (preview: Pick<ArtistPreview, 'audioUrl'>) => {
    const audio = audioRef.current;
    if (!audio) return;
    if (loadedUrl.current === preview.audioUrl && !audio.paused) {
      audio.pause();
      return;
    }
    if (loadedUrl.current !== preview.audioUrl) {
      audio.src = preview.audioUrl;
      loadedUrl.current = preview.audioUrl;
    }
    void audio.play()?.catch(() => setPlayingUrl(null));
  };

  /** Whether this audio is the one sounding now. */
  const isPlaying = (preview: Pick<ArtistPreview, 'audioUrl'> | null) =>
    preview !== null && playingUrl === preview.audioUrl;

  const stopped = () => setPlayingUrl(null);
  const audioProps = {
    ref: audioRef,
    preload: 'none' as const,
    hidden: true,
    onPlay: () => setPlayingUrl(loadedUrl.current),
    onPause: stopped,
    onEnded: stopped,
    onError: stopped,
  };

  return { isPlaying, toggle, audioProps };
}

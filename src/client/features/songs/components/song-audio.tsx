import { useRef } from 'react';
import { useOneSoundAtATime } from '../../../lib/audio-focus';
import type { ListenHandlers } from '../hooks/use-honest-play';

interface SongAudioProps {
  src: string;
  /** What the player plays, for screen readers ("Play “Night Drive”"). */
  label: string;
  listen?: ListenHandlers;
}

/**
 * The browser's own player: keyboard and screen-reader ready, seekable (the server answers
 * Range requests), nothing downloaded until play. Starting it stops every other sound.
 */
export function SongAudio({ src, label, listen }: SongAudioProps) {
  const audio = useRef<HTMLAudioElement>(null);
  useOneSoundAtATime(audio, 'song');
  return (
    <audio
      ref={audio}
      src={src}
      controls
      preload="none"
      aria-label={label}
      className="h-10 w-full min-w-0"
      {...listen}
    />
  );
}

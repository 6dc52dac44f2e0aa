import { useEffect } from 'react';
import type { NowPlaying } from '../../../../shared/contracts/radio';

interface MediaSessionInput {
  stationName: string;
  nowPlaying: NowPlaying | undefined;
  playing: boolean;
  onPlay: () => void;
  onPause: () => void;
}

const ARTWORK: MediaImage[] = [
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
  { src: '/og-image.png', sizes: '1200x630', type: 'image/png' },
];

/**
 * The lock screen, notification shade and hardware media keys: they show the current track and
 * can play and pause the stream. Seeking makes no sense on a live stream, so it is not offered.
 */
export function useMediaSession({
  stationName,
  nowPlaying,
  playing,
  onPlay,
  onPause,
}: MediaSessionInput) {
  const session = typeof navigator !== 'undefined' ? navigator.mediaSession : undefined;
  const track = nowPlaying?.track ?? null;
  const show = nowPlaying?.onAir?.show ?? null;

  useEffect(() => {
    if (!session || typeof MediaMetadata === 'undefined') return;
    session.metadata = new MediaMetadata({
      title: track?.title ?? stationName,
      artist: track?.artist ?? show ?? 'Live radio',
      album: show ? `${stationName} · ${show}` : stationName,
      artwork: ARTWORK,
    });
  }, [session, stationName, track?.title, track?.artist, show]);

  useEffect(() => {
    if (!session) return;
    session.playbackState = playing ? 'playing' : 'paused';
  }, [session, playing]);

  useEffect(() => {
    if (!session) return;
    const actions: [MediaSessionAction, (() => void) | null][] = [
      ['play', onPlay],
      ['pause', onPause],
      ['stop', onPause],
    ];
    for (const [action, handler] of actions) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // Browsers refuse actions they do not know; the others still work.
      }
    }
    return () => {
      for (const [action] of actions) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
    };
  }, [session, onPlay, onPause]);
}

import { useEffect } from 'react';
import type { NowPlaying } from '../../../../shared/contracts/radio';

/** A track played on demand (a playlist's), shown in place of what is on air. */
export interface MediaSessionTrack {
  title: string;
  artist: string;
  /** The playlist's name. */
  album: string;
}

interface MediaSessionInput {
  stationName: string;
  nowPlaying: NowPlaying | undefined;
  /** Set while a playlist plays: its track, not the station's, is what is heard. */
  track?: MediaSessionTrack | null;
  playing: boolean;
  onPlay: () => void;
  onPause: () => void;
  /** Offered while there is a next or previous track to go to (a playlist); null otherwise. */
  onNext?: (() => void) | null;
  onPrevious?: (() => void) | null;
}

const ARTWORK: MediaImage[] = [
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
  { src: '/og-image.png', sizes: '1200x630', type: 'image/png' },
];

type ActionHandler = (() => void) | null;

function setHandlers(session: MediaSession, actions: [MediaSessionAction, ActionHandler][]) {
  for (const [action, handler] of actions) {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // Browsers refuse actions they do not know; the others still work.
    }
  }
}

/**
 * The lock screen, notification shade and hardware media keys: they show the current track and
 * can play and pause. Seeking makes no sense on a live stream, so it is not offered; a playlist
 * adds the next and previous track.
 */
export function useMediaSession({
  stationName,
  nowPlaying,
  track: onDemand = null,
  playing,
  onPlay,
  onPause,
  onNext = null,
  onPrevious = null,
}: MediaSessionInput) {
  const session = typeof navigator !== 'undefined' ? navigator.mediaSession : undefined;
  const onAir = nowPlaying?.track ?? null;
  const show = nowPlaying?.onAir?.show ?? null;
  const title = onDemand ? onDemand.title : (onAir?.title ?? stationName);
  const artist = onDemand ? onDemand.artist : (onAir?.artist ?? show ?? 'Live radio');
  const album = onDemand ? onDemand.album : show ? `${stationName} · ${show}` : stationName;

  useEffect(() => {
    if (!session || typeof MediaMetadata === 'undefined') return;
    session.metadata = new MediaMetadata({ title, artist, album, artwork: ARTWORK });
  }, [session, title, artist, album]);

  useEffect(() => {
    if (!session) return;
    session.playbackState = playing ? 'playing' : 'paused';
  }, [session, playing]);

  useEffect(() => {
    if (!session) return;
    const actions: [MediaSessionAction, ActionHandler][] = [
      ['play', onPlay],
      ['pause', onPause],
      ['stop', onPause],
    ];
    setHandlers(session, actions);
    return () =>
      setHandlers(
        session,
        actions.map(([action]) => [action, null]),
      );
  }, [session, onPlay, onPause]);

  useEffect(() => {
    if (!session) return;
    const actions: [MediaSessionAction, ActionHandler][] = [
      ['nexttrack', onNext],
      ['previoustrack', onPrevious],
    ];
    setHandlers(session, actions);
    return () =>
      setHandlers(
        session,
        actions.map(([action]) => [action, null]),
      );
  }, [session, onNext, onPrevious]);
}

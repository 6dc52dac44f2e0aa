import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PLAYER_COMMAND_EVENT, type PlayerCommand } from '../../../lib/player-events';
import { followRadioEvents } from '../api/radio-events';
import { radioQueries } from '../api/radio-queries';
import { useListeningSignal } from '../hooks/use-listening-signal';
import { useMediaSession } from '../hooks/use-media-session';
import { type PlayerStatus, type RadioPlayer, RadioPlayerContext } from '../hooks/use-radio-player';

type Playback = 'paused' | 'connecting' | 'playing' | 'buffering' | 'blocked' | 'error';
type CommandHandler = (action: 'play' | 'pause') => void;

const VOLUME_KEY = 'radio-volume';
const DEFAULT_VOLUME = 0.8;

function readStoredVolume(): number {
  try {
    const stored = Number(localStorage.getItem(VOLUME_KEY));
    return localStorage.getItem(VOLUME_KEY) !== null && stored >= 0 && stored <= 1
      ? stored
      : DEFAULT_VOLUME;
  } catch {
    return DEFAULT_VOLUME;
  }
}

function storeVolume(volume: number) {
  try {
    localStorage.setItem(VOLUME_KEY, String(volume));
  } catch {
    // Without storage the volume is remembered for this visit only.
  }
}

const errorName = (error: unknown) =>
  error && typeof error === 'object' && 'name' in error ? String(error.name) : '';

/**
 * The tab's one radio player. It sits above the routes, so its <audio> element (and the
 * sound) survives every page change. It also holds the tab's one connection to the station's
 * event stream, obeys the window's player commands and feeds the operating system's media
 * controls.
 */
export function RadioPlayerProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const station = useQuery(radioQueries.station());
  const nowPlaying = useQuery(radioQueries.nowPlaying());
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playback, setPlayback] = useState<Playback>('paused');
  const [volume, setVolumeState] = useState(readStoredVolume);
  const [muted, setMuted] = useState(false);
  const streamUrl = station.data?.streamUrl ?? null;
  const streamUrlRef = useRef(streamUrl);
  streamUrlRef.current = streamUrl;
  // A play asked for before the settings arrived (a page that autoplays on first load).
  const playWhenReady = useRef(false);
  const commandOwner = useRef<CommandHandler | null>(null);

  useEffect(() => followRadioEvents(queryClient), [queryClient]);

  const play = useCallback(async () => {
    const audio = audioRef.current;
    const url = streamUrlRef.current;
    if (!audio) return;
    if (!url) {
      // Settings still loading: start once they arrive (unconfigured outranks this status).
      playWhenReady.current = true;
      setPlayback('connecting');
      return;
    }
    if (!audio.paused) return;
    // A paused live stream is dropped (see pause), so playing starts again at the live edge.
    audio.src = url;
    setPlayback('connecting');
    try {
      await audio.play();
    } catch (error) {
      const name = errorName(error);
      if (name === 'NotAllowedError') setPlayback('blocked');
      // AbortError: a pause or a new source interrupted the start, which is what was wanted.
      else if (name !== 'AbortError') setPlayback('error');
    }
  }, []);

  const pause = useCallback(() => {
    playWhenReady.current = false;
    const audio = audioRef.current;
    setPlayback('paused');
    if (!audio) return;
    audio.pause();
    // Keeping the source would keep downloading, and resuming would play minutes-old audio.
    audio.removeAttribute('src');
    audio.load();
  }, []);

  useEffect(() => {
    if (streamUrl && playWhenReady.current) {
      playWhenReady.current = false;
      void play();
    }
  }, [streamUrl, play]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.volume = volume;
    audio.muted = muted;
  }, [volume, muted]);

  const activeRef = useRef(false);
  activeRef.current =
    playback === 'playing' || playback === 'buffering' || playback === 'connecting';
  const toggle = useCallback(() => {
    if (activeRef.current) pause();
    else void play();
  }, [play, pause]);

  const setVolume = useCallback((next: number) => {
    const clamped = Math.min(1, Math.max(0, next));
    setVolumeState(clamped);
    storeVolume(clamped);
    if (clamped > 0) setMuted(false);
  }, []);

  const toggleMute = useCallback(() => setMuted((value) => !value), []);

  const claimCommands = useCallback((handler: CommandHandler) => {
    commandOwner.current = handler;
    return () => {
      if (commandOwner.current === handler) commandOwner.current = null;
    };
  }, []);

  useEffect(() => {
    const handleCommand = (event: Event) => {
      const action = (event as CustomEvent<PlayerCommand | undefined>).detail?.action;
      if (action !== 'play' && action !== 'pause') return;
      if (commandOwner.current) commandOwner.current(action);
      else if (action === 'play') void play();
      else pause();
    };
    window.addEventListener(PLAYER_COMMAND_EVENT, handleCommand);
    return () => window.removeEventListener(PLAYER_COMMAND_EVENT, handleCommand);
  }, [play, pause]);

  const status: PlayerStatus = station.isPending
    ? playback === 'connecting'
      ? 'connecting'
      : 'checking'
    : station.isError
      ? 'unavailable'
      : !streamUrl
        ? 'unconfigured'
        : playback;

  useListeningSignal(playback === 'playing');

  useMediaSession({
    stationName: station.data?.name ?? 'NightDrive FM',
    nowPlaying: nowPlaying.data,
    playing: status === 'playing' || status === 'buffering',
    onPlay: play,
    onPause: pause,
  });

  const player = useMemo<RadioPlayer>(
    () => ({ status, volume, muted, play, pause, toggle, setVolume, toggleMute, claimCommands }),
    [status, volume, muted, play, pause, toggle, setVolume, toggleMute, claimCommands],
  );

  // Events of a source that was dropped on purpose (pause) are not failures.
  const hasSource = () => !!audioRef.current?.getAttribute('src');

  return (
    <RadioPlayerContext.Provider value={player}>
      {children}
      {/* biome-ignore lint/a11y/useMediaCaption: a live radio stream has no captions to offer. */}
      <audio
        ref={audioRef}
        id="radio-stream"
        preload="none"
        hidden
        onPlaying={() => setPlayback('playing')}
        onWaiting={() => setPlayback((now) => (now === 'playing' ? 'buffering' : now))}
        onPause={() =>
          setPlayback((now) => (now === 'blocked' || now === 'error' ? now : 'paused'))
        }
        onError={() => {
          if (hasSource()) setPlayback('error');
        }}
        onEnded={() => {
          // A live stream only ends when the station stops sending.
          if (hasSource()) setPlayback('error');
        }}
      />
    </RadioPlayerContext.Provider>
  );
}

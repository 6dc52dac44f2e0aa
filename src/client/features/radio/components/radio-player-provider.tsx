import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PLAYER_COMMAND_EVENT, type PlayerCommand } from '../../../lib/player-events';
import { followRadioEvents } from '../api/radio-events';
import { radioQueries } from '../api/radio-queries';
import { useAudioTransport } from '../hooks/use-audio-transport';
import { useListeningSignal } from '../hooks/use-listening-signal';
import { useMediaSession } from '../hooks/use-media-session';
import {
  isActive,
  type PlayerStatus,
  type RadioPlayer,
  RadioPlayerContext,
} from '../hooks/use-radio-player';

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

/**
 * The tab's one radio player. It sits above the routes, so its <audio> element (and the
 * sound) survives every page change. It also holds the tab's one connection to the station's
 * event stream, obeys the window's player commands and feeds the operating system's media
 * controls.
 */
/**
 * The tab's one radio player. It sits above the routes, so its <audio> element (and the
 * sound) survives every page change. It plays the live stream, or a playlist on demand in its
 * place. It also holds the tab's one connection to the station's event stream, obeys the
 * window's player commands and feeds the operating system's media controls.
 */
export function RadioPlayerProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const station = useQuery(radioQueries.station());
  const nowPlaying = useQuery(radioQueries.nowPlaying());
  const audioRef = useRef<HTMLAudioElement>(null);
  const [volume, setVolumeState] = useState(readStoredVolume);
  const [muted, setMuted] = useState(false);
  const streamUrl = station.data?.streamUrl ?? null;
  const commandOwner = useRef<CommandHandler | null>(null);
  const { playback, queue, play, pause, playQueue, skip, backToLive, leaveQueue, audioEvents } =
    useAudioTransport(audioRef, streamUrl);

  useEffect(() => followRadioEvents(queryClient), [queryClient]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.volume = volume;
    audio.muted = muted;
  }, [volume, muted]);

  const activeRef = useRef(false);
  activeRef.current = isActive(playback);
  const onQueueRef = useRef(false);
  onQueueRef.current = queue !== null;
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
      const owner = commandOwner.current;
      if (action === 'play') {
        // Play commands come from the station's own buttons: they ask for the live stream.
        leaveQueue();
        if (owner) owner('play');
        else void play();
      } else if (action === 'pause') {
        // Whatever sounds stops: the embedded player, and this one if it plays anything.
        owner?.('pause');
        if (!owner || onQueueRef.current || activeRef.current) pause();
      }
    };
    window.addEventListener(PLAYER_COMMAND_EVENT, handleCommand);
    return () => window.removeEventListener(PLAYER_COMMAND_EVENT, handleCommand);
  }, [play, pause, leaveQueue]);

  // A playlist plays whatever the station's settings say; the live stream depends on them.
  const status: PlayerStatus = queue
    ? playback
    : station.isPending
      ? playback === 'connecting'
        ? 'connecting'
        : 'checking'
      : station.isError
        ? 'unavailable'
        : !streamUrl
          ? 'unconfigured'
          : playback;

  // Friends see who listens to the station, not to a playlist.
  useListeningSignal(playback === 'playing' && !queue);

  const track = queue ? (queue.tracks[queue.index] ?? null) : null;
  const next = useCallback(() => skip(1), [skip]);
  const previous = useCallback(() => skip(-1), [skip]);
  useMediaSession({
    stationName: station.data?.name ?? 'NightDrive FM',
    nowPlaying: nowPlaying.data,
    track: track && queue ? { title: track.title, artist: track.artist, album: queue.title } : null,
    playing: status === 'playing' || status === 'buffering',
    onPlay: play,
    onPause: pause,
    onNext: queue && queue.index < queue.tracks.length - 1 ? next : null,
    onPrevious: queue && queue.index > 0 ? previous : null,
  });

  const player = useMemo<RadioPlayer>(
    () => ({
      status,
      volume,
      muted,
      play,
      pause,
      toggle,
      setVolume,
      toggleMute,
      claimCommands,
      queue,
      playQueue,
      skip,
      backToLive,
    }),
    [
      status,
      volume,
      muted,
      play,
      pause,
      toggle,
      setVolume,
      toggleMute,
      claimCommands,
      queue,
      playQueue,
      skip,
      backToLive,
    ],
  );

  return (
    <RadioPlayerContext.Provider value={player}>
      {children}
      <audio ref={audioRef} id="radio-stream" preload="none" hidden {...audioEvents} />
    </RadioPlayerContext.Provider>
  );
}

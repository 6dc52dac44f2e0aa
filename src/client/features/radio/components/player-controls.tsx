import { LoaderCircle, Pause, Play, Volume2, VolumeX } from 'lucide-react';
import type { NowPlaying } from '../../../../shared/contracts/radio';
import { useStation } from '../hooks/use-now-playing';
import {
  isActive,
  type PlayerQueue,
  type PlayerStatus,
  useRadioPlayer,
} from '../hooks/use-radio-player';

const CANNOT_PLAY = new Set<PlayerStatus>(['checking', 'unconfigured', 'unavailable']);

/** What the player is doing with a playlist, in a sentence for the status line. */
function queueMessage(status: PlayerStatus, queue: PlayerQueue): string {
  const track = queue.tracks[queue.index];
  switch (status) {
    case 'connecting':
      return track ? `Loading “${track.title}”…` : 'Loading…';
    case 'buffering':
      return 'Buffering…';
    case 'playing':
      return `Playing the playlist “${queue.title}”.`;
    case 'blocked':
      return 'Your browser held back autoplay. Tap to play to start the playlist.';
    case 'error':
      return 'The last track could not be played. Press play to start the playlist again.';
    default:
      return `The playlist “${queue.title}” is paused.`;
  }
}

/**
 * What the player is doing, in a sentence for the status line: with the live stream, or with
 * the playlist when one is given.
 */
export function statusMessage(
  status: PlayerStatus,
  stationStatus?: NowPlaying['status'],
  queue?: PlayerQueue | null,
): string {
  if (queue) return queueMessage(status, queue);
  switch (status) {
    case 'checking':
      return 'Tuning in…';
    case 'unconfigured':
      return 'The stream is not configured, so there is nothing to play yet.';
    case 'unavailable':
      return 'The station could not be reached. Reload the page to try again.';
    case 'connecting':
      return 'Connecting to the stream…';
    case 'buffering':
      return 'Buffering…';
    case 'playing':
      return 'Playing live.';
    case 'blocked':
      return 'Your browser held back autoplay. Tap to play to start the stream.';
    case 'error':
      return stationStatus === 'offline'
        ? 'The station is not on air right now. Try again in a moment.'
        : 'The stream could not be reached. Try again in a moment.';
    default:
      return stationStatus === 'offline'
        ? 'The station is not on air right now. Check back soon.'
        : 'Press play to listen live.';
  }
}

/** The status line of a live-stream player while a playlist holds the tab's player. */
export function onPlaylistMessage(queue: PlayerQueue): string {
  return `The player is on the playlist “${queue.title}”. Press play to go back to live radio.`;
}

interface PlayButtonProps {
  size?: 'lg' | 'sm';
  className?: string;
  /**
   * What the button plays: `live`, the station's stream (a playlist playing or queued gives way
   * to it), or `current`, whatever the player holds (the playlist, while one is set).
   */
  target?: 'live' | 'current';
}

const roundButton = (size: 'lg' | 'sm') =>
  `btn-primary grid shrink-0 place-items-center rounded-full transition-transform hover:scale-[1.04] disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:scale-100 ${
    size === 'lg' ? 'size-20' : 'size-11'
  }`;

/** A live-stream button while a playlist holds the player: it goes back to live radio. */
function BackToLiveButton({ size, className }: { size: 'lg' | 'sm'; className: string }) {
  const { backToLive } = useRadioPlayer();
  const station = useStation();
  const label = 'Play the live stream';
  return (
    <button
      type="button"
      onClick={() => void backToLive()}
      disabled={!station.data?.streamUrl}
      aria-label={label}
      title={label}
      className={`${roundButton(size)} ${className}`}
    >
      <Play aria-hidden className={`${size === 'lg' ? 'size-8' : 'size-5'} ms-1 fill-current`} />
    </button>
  );
}

/**
 * Play or pause the stream, or the playlist (see `target`); says "Tap to play" when the
 * browser refused to autoplay.
 */
export function PlayPauseButton({ size = 'lg', className = '', target = 'live' }: PlayButtonProps) {
  const { status, toggle, queue } = useRadioPlayer();
  if (target === 'live' && queue) return <BackToLiveButton size={size} className={className} />;
  const active = isActive(status);
  const waiting = status === 'connecting' || status === 'buffering';
  const blocked = status === 'blocked';
  const what = queue ? 'the playlist' : 'the live stream';
  const label = `${active ? 'Pause' : 'Play'} ${what}`;
  const icon = size === 'lg' ? 'size-8' : 'size-5';

  if (blocked) {
    return (
      <button
        type="button"
        onClick={toggle}
        className={`btn btn-primary animate-pulse ${size === 'sm' ? 'btn-sm' : 'text-base'} ${className}`}
      >
        <Play aria-hidden className={`${size === 'lg' ? 'size-5' : 'size-4'} fill-current`} />
        Tap to play
      </button>
    );
  }

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={CANNOT_PLAY.has(status)}
      aria-label={label}
      title={label}
      className={`${roundButton(size)} ${className}`}
    >
      {waiting ? (
        <LoaderCircle aria-hidden className={`${icon} animate-spin`} />
      ) : active ? (
        <Pause aria-hidden className={`${icon} fill-current`} />
      ) : (
        <Play aria-hidden className={`${icon} ms-1 fill-current`} />
      )}
    </button>
  );
}

/** Mute and a volume slider; the slider shows 0 while muted. */
export function VolumeControl({ className = '' }: { className?: string }) {
  const { volume, muted, setVolume, toggleMute, status } = useRadioPlayer();
  const disabled = CANNOT_PLAY.has(status);
  const shown = muted ? 0 : Math.round(volume * 100);
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <button
        type="button"
        onClick={toggleMute}
        disabled={disabled}
        aria-pressed={muted}
        aria-label="Mute"
        title={muted ? 'Unmute' : 'Mute'}
        className="grid size-10 shrink-0 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-text disabled:opacity-50"
      >
        {muted || volume === 0 ? (
          <VolumeX aria-hidden size={20} />
        ) : (
          <Volume2 aria-hidden size={20} />
        )}
      </button>
      <input
        type="range"
        min={0}
        max={100}
        step={5}
        value={shown}
        disabled={disabled}
        onChange={(event) => setVolume(Number(event.target.value) / 100)}
        aria-label="Volume"
        aria-valuetext={`${shown}%`}
        className="h-2 w-full min-w-0 cursor-pointer accent-[var(--c-accent)] disabled:cursor-not-allowed"
      />
    </div>
  );
}

/**
 * LIVE only while the station reports it broadcasts, OFF AIR when it reports no stream, and
 * neither while nothing is known (no now-playing source, or not yet asked).
 */
export function LiveBadge({ stationStatus }: { stationStatus: NowPlaying['status'] | undefined }) {
  const { status } = useRadioPlayer();
  if (status === 'unconfigured') {
    return <span className="chip border border-line text-muted">No stream</span>;
  }
  if (stationStatus === 'offline') {
    return <span className="chip border border-line text-muted">Off air</span>;
  }
  if (stationStatus !== 'online') return null;
  return (
    <span className="chip border border-live/60 bg-live/10 text-text">
      <span aria-hidden className="live-dot" /> Live
    </span>
  );
}

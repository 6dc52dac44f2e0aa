import { Maximize2, Minimize2, X } from 'lucide-react';
import { type RefObject, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import {
  LiveBadge,
  PlayPauseButton,
  statusMessage,
  VolumeControl,
} from '../features/radio/components/player-controls';
import { useNowPlaying, useStation } from '../features/radio/hooks/use-now-playing';
import { useRadioPlayer } from '../features/radio/hooks/use-radio-player';
import { QueueDetails, QueueTitle } from './persistent-player-queue';

const iconButton =
  'grid size-9 shrink-0 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-text';

interface PersistentPlayerPanelProps {
  state: 'visible' | 'minimized';
  toggleRef: RefObject<HTMLButtonElement | null>;
  onToggle: () => void;
  onClose: () => void;
}

/** The size toggle and the close button, the same in both states bar the toggle's direction. */
function WindowButtons({
  minimized,
  toggleRef,
  onToggle,
  onClose,
}: Omit<PersistentPlayerPanelProps, 'state'> & { minimized: boolean }) {
  return (
    <>
      <button
        type="button"
        className={iconButton}
        ref={toggleRef}
        onClick={onToggle}
        aria-label={minimized ? 'Expand the floating player' : 'Minimize the floating player'}
      >
        {minimized ? <Maximize2 aria-hidden size={16} /> : <Minimize2 aria-hidden size={16} />}
      </button>
      <button
        type="button"
        className={iconButton}
        onClick={onClose}
        aria-label="Close the floating player"
      >
        <X aria-hidden size={16} />
      </button>
    </>
  );
}

/**
 * The floating player's face, loaded the first time someone opens it: the live stream, or the
 * playlist playing in its place.
 */
export function PersistentPlayerPanel({
  state,
  toggleRef,
  onToggle: handleToggle,
  onClose: handleClose,
}: PersistentPlayerPanelProps) {
  const { status, queue } = useRadioPlayer();
  const { data: nowPlaying } = useNowPlaying();
  const { data: station } = useStation();
  const minimized = state === 'minimized';
  const track = nowPlaying?.track ?? null;
  const stationName = station?.name ?? 'NightDrive FM';
  const queueTrack = queue ? queue.tracks[queue.index] : undefined;
  // "Back to live radio" leaves with its face; the live face's play button takes the focus.
  const liveControls = useRef<HTMLDivElement>(null);
  const focusLive = useRef(false);
  useEffect(() => {
    if (queue || !focusLive.current) return;
    focusLive.current = false;
    liveControls.current?.querySelector('button')?.focus();
  }, [queue]);
  const windowButtons = (
    <WindowButtons
      minimized={minimized}
      toggleRef={toggleRef}
      onToggle={handleToggle}
      onClose={handleClose}
    />
  );

  return (
    <section
      aria-label="Floating radio player"
      data-state={state}
      className={`panel fixed end-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-50 shadow-2xl md:end-5 md:bottom-5 ${
        minimized ? 'w-auto rounded-full p-1.5' : 'w-[min(22rem,calc(100vw-1.5rem))] p-4'
      }`}
    >
      {minimized ? (
        <div className="flex items-center gap-2">
          <PlayPauseButton size="sm" target="current" />
          <p className="max-w-[9rem] truncate px-1 text-sm font-semibold">
            {queue ? queueTrack?.title : track ? track.title : stationName}
          </p>
          {windowButtons}
        </div>
      ) : queue ? (
        <>
          <div className="flex items-center justify-between gap-2">
            <QueueTitle queue={queue} />
            <div className="flex items-center">{windowButtons}</div>
          </div>
          <QueueDetails
            queue={queue}
            onBackToLive={() => {
              focusLive.current = true;
            }}
          />
        </>
      ) : (
        <>
          <div className="flex items-center justify-between gap-2">
            <div className="flex min-w-0 items-center gap-2">
              <LiveBadge stationStatus={nowPlaying?.status} />
              <p className="truncate font-display text-xs font-bold tracking-[0.15em]">
                {stationName.toUpperCase()}
              </p>
            </div>
            <div className="flex items-center">{windowButtons}</div>
          </div>
          <div ref={liveControls} className="mt-3 flex items-center gap-3">
            <PlayPauseButton size="sm" target="current" />
            <div className="min-w-0">
              <p className="truncate font-semibold">{track ? track.title : 'Live radio'}</p>
              <p className="truncate text-sm text-muted">
                {track ? track.artist : (nowPlaying?.onAir?.show ?? stationName)}
              </p>
            </div>
          </div>
          <VolumeControl className="mt-2" />
          <p className="mt-1 text-xs text-muted">{statusMessage(status, nowPlaying?.status)}</p>
          <Link
            href="/now-playing"
            className="mt-2 inline-block text-sm font-semibold text-accent underline underline-offset-4"
          >
            Open the full player
          </Link>
        </>
      )}
    </section>
  );
}

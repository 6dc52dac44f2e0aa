import { Radio, SkipBack, SkipForward } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import {
  PlayPauseButton,
  statusMessage,
  VolumeControl,
} from '../features/radio/components/player-controls';
import { type PlayerQueue, useRadioPlayer } from '../features/radio/hooks/use-radio-player';

const stepButton =
  'grid size-9 shrink-0 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-text aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent';

/**
 * Previous or next track. At the ends it stays focusable (aria-disabled), so a keyboard user
 * stepping through the playlist does not lose their place when the button stops applying.
 */
function StepButton({
  label,
  enabled,
  onClick,
  children,
}: {
  label: string;
  enabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={stepButton}
      aria-label={label}
      title={label}
      aria-disabled={!enabled}
      onClick={() => {
        if (enabled) onClick();
      }}
    >
      {children}
    </button>
  );
}

/** The playlist's name, leading back to its page. */
export function QueueTitle({ queue }: { queue: PlayerQueue }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <span className="chip shrink-0 border border-cyan/60 text-cyan">Playlist</span>
      <Link
        href={queue.href}
        className="truncate text-sm font-semibold underline decoration-accent decoration-2 underline-offset-4 hover:text-accent"
      >
        {queue.title}
      </Link>
    </div>
  );
}

/** The floating player's face while a playlist plays: its track, the steps, the way back to live. */
export function QueueDetails({
  queue,
  onBackToLive,
}: {
  queue: PlayerQueue;
  /** After the player went back to live radio (this face is then gone). */
  onBackToLive: () => void;
}) {
  const { status, skip, backToLive } = useRadioPlayer();
  const track = queue.tracks[queue.index];
  const last = queue.tracks.length - 1;

  return (
    <>
      <div className="mt-3 flex items-center gap-2">
        <StepButton label="Previous track" enabled={queue.index > 0} onClick={() => skip(-1)}>
          <SkipBack aria-hidden size={18} className="fill-current" />
        </StepButton>
        <PlayPauseButton size="sm" target="current" />
        <StepButton label="Next track" enabled={queue.index < last} onClick={() => skip(1)}>
          <SkipForward aria-hidden size={18} className="fill-current" />
        </StepButton>
        {/* Announced when the track changes, whether by the buttons or at a track's end. */}
        <div className="ms-1 min-w-0" aria-live="polite" aria-atomic="true">
          <p className="truncate font-semibold">{track?.title}</p>
          <p className="truncate text-sm text-muted">{track?.artist}</p>
          <p className="text-xs text-muted">
            Track {queue.index + 1} of {queue.tracks.length}
          </p>
        </div>
      </div>
      {track && !track.fullLength ? (
        <p className="mt-2">
          <span className="chip border border-cyan/60 text-cyan">30-second preview</span>
        </p>
      ) : null}
      <VolumeControl className="mt-2" />
      <p className="mt-1 text-xs text-muted">{statusMessage(status, undefined, queue)}</p>
      <button
        type="button"
        className="btn btn-outline btn-sm mt-2"
        onClick={() => {
          void backToLive();
          onBackToLive();
        }}
      >
        <Radio aria-hidden size={16} /> Back to live radio
      </button>
    </>
  );
}

import { Users } from 'lucide-react';
import { PLAYER_FRAME_ID } from '../../../lib/player-events';
import { useNowPlaying, useStation } from '../hooks/use-now-playing';
import { useRadioPlayer } from '../hooks/use-radio-player';
import { LiveBadge, PlayPauseButton, statusMessage, VolumeControl } from './player-controls';

/**
 * The station's own player on /now-playing: the element LISTEN NOW scrolls to and focuses
 * (id radio-player, focusable from script only), with the current track and the controls.
 */
export function PlayerFrame({ compact = false }: { compact?: boolean }) {
  const { status } = useRadioPlayer();
  const { data: nowPlaying } = useNowPlaying();
  const { data: station } = useStation();
  const track = nowPlaying?.track ?? null;
  const listeners = nowPlaying?.listeners ?? null;

  return (
    <section
      id={PLAYER_FRAME_ID}
      tabIndex={-1}
      aria-labelledby="radio-player-heading"
      className={`panel relative isolate overflow-hidden outline-none focus:ring-4 focus:ring-cyan/70 ${
        compact ? 'p-4' : 'p-5 sm:p-7'
      }`}
    >
      <div
        aria-hidden
        className="retro-sun pointer-events-none absolute -end-6 -bottom-10 -z-10 w-36 opacity-25"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="radio-player-heading" className="font-display text-sm font-bold tracking-[0.2em]">
          {(station?.name ?? 'NightDrive FM').toUpperCase()}
        </h2>
        <div className="flex items-center gap-2">
          {listeners !== null ? (
            <span className="inline-flex items-center gap-1 text-sm text-muted">
              <Users aria-hidden size={16} />
              {listeners} listening
            </span>
          ) : null}
          <LiveBadge stationStatus={nowPlaying?.status} />
        </div>
      </div>

      <div className={`flex flex-wrap items-center gap-4 sm:gap-6 ${compact ? 'mt-4' : 'mt-6'}`}>
        <PlayPauseButton size={compact ? 'sm' : 'lg'} />
        <div className="min-w-0 flex-1 basis-40" data-testid="current-track">
          <p className="text-xs font-bold tracking-[0.2em] text-cyan uppercase">Now playing</p>
          {track ? (
            <>
              <p
                className={`line-clamp-2 font-bold break-words ${compact ? 'text-lg' : 'text-xl sm:text-2xl'}`}
              >
                {track.title}
              </p>
              <p className="truncate text-muted">{track.artist}</p>
            </>
          ) : (
            <p className="mt-1 text-muted">
              {nowPlaying?.onAir ? nowPlaying.onAir.show : 'Track details are not available.'}
            </p>
          )}
        </div>
      </div>

      <VolumeControl className={`max-w-xs ${compact ? 'mt-3' : 'mt-6'}`} />
      <p role="status" className="mt-3 text-sm text-muted">
        {statusMessage(status, nowPlaying?.status)}
      </p>
    </section>
  );
}

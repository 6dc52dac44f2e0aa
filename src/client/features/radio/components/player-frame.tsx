import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { NowPlaying } from '../../../../shared/contracts/radio';
import { PLAYER_FRAME_ID } from '../../../lib/player-events';
import { useNowPlaying, useStation } from '../hooks/use-now-playing';
import { useRadioPlayer } from '../hooks/use-radio-player';
import {
  LiveBadge,
  onPlaylistMessage,
  PlayPauseButton,
  statusMessage,
  VolumeControl,
} from './player-controls';

export type NowPlayingTrack = NonNullable<NowPlaying['track']>;

/** A track on air that is an artist's song on the platform, with that artist. */
export type CreditedTrack = NowPlayingTrack & { creator: NonNullable<NowPlayingTrack['creator']> };

const creatorPath = (username: string) => `/creator/${encodeURIComponent(username)}`;

/**
 * The artist behind the track on air, for the platform's songs: their name leads to their
 * page, a premium song says it is its preview, and the page may add actions (a tip).
 */
function TrackCredits({
  track,
  compact,
  trackActions,
}: {
  track: NowPlayingTrack;
  compact: boolean;
  trackActions?: ((track: CreditedTrack) => ReactNode) | undefined;
}) {
  // A server older than the platform's airplay sends neither field.
  const creator = track.creator ?? null;
  if (!creator) return <p className="truncate text-muted">{track.artist}</p>;
  const credited: CreditedTrack = { ...track, creator };
  return (
    <>
      <p className="truncate text-muted">
        <Link
          href={creatorPath(creator.username)}
          className="font-semibold text-text underline decoration-accent decoration-2 underline-offset-4 hover:text-accent"
        >
          {track.artist}
        </Link>
      </p>
      {track.preview === true ? (
        <p className="mt-2 text-sm">
          <span className="chip me-2 border border-cyan/60 text-cyan">Preview</span>
          On air as its 30-second preview.{' '}
          <Link
            href={creatorPath(creator.username)}
            className="font-semibold text-accent underline underline-offset-4 hover:text-accent-strong"
          >
            Subscribe for the full track
          </Link>
        </p>
      ) : null}
      {trackActions && !compact ? (
        <div className="mt-3 flex flex-wrap gap-2">{trackActions(credited)}</div>
      ) : null}
    </>
  );
}

interface PlayerFrameProps {
  compact?: boolean;
  /** What a listener can do for the artist of the song on air (the page supplies a tip). */
  trackActions?: (track: CreditedTrack) => ReactNode;
}

/**
 * The station's own player on /now-playing: the element LISTEN NOW scrolls to and focuses
 * (id radio-player, focusable from script only), with the current track and the controls.
 */
export function PlayerFrame({ compact = false, trackActions }: PlayerFrameProps) {
  const { status, queue } = useRadioPlayer();
  const { data: nowPlaying } = useNowPlaying();
  const { data: station } = useStation();
  const offline = nowPlaying?.status === 'offline';
  const track = offline ? null : (nowPlaying?.track ?? null);
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
              <TrackCredits track={track} compact={compact} trackActions={trackActions} />
            </>
          ) : offline ? (
            // The status line below says why, in a sentence.
            <p className="mt-1 font-semibold">Nothing right now.</p>
          ) : (
            <p className="mt-1 text-muted">
              {nowPlaying?.onAir ? nowPlaying.onAir.show : 'Track details are not available.'}
            </p>
          )}
        </div>
      </div>

      <VolumeControl className={`max-w-xs ${compact ? 'mt-3' : 'mt-6'}`} />
      <p role="status" className="mt-3 text-sm text-muted">
        {queue ? onPlaylistMessage(queue) : statusMessage(status, nowPlaying?.status)}
      </p>
    </section>
  );
}

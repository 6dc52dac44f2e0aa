import { PictureInPicture2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { PageHeader } from '../../../components/ui/page-status';
import {
  PLAYER_COMMAND_EVENT,
  PLAYER_FRAME_ID,
  type PlayerCommand,
  showPersistentPlayer,
} from '../../../lib/player-events';
import { useNowPlaying, useStation } from '../hooks/use-now-playing';
import { useRadioPlayer } from '../hooks/use-radio-player';
import { EmbeddedPlayer } from './embedded-player';
import { EmbeddedRecentlyPlayed } from './embedded-recently-played';
import { OnAirCard } from './on-air-card';
import { type CreditedTrack, PlayerFrame } from './player-frame';
import { RecentlyPlayed, RecentlyPlayedInfo } from './recently-played';

/** Whether a visit to /now-playing should start the stream (spec: autoplay=true or trigger=header). */
export function wantsAutoplay(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.get('autoplay') === 'true' || params.get('trigger') === 'header';
}

/**
 * Starts the stream once per visit when the address asks for it. The address asks for the live
 * stream (LISTEN NOW leads here), so a playlist playing in the tab's player gives way to it.
 */
function useAutoplay(autoplay: boolean) {
  const { backToLive, pause, queue } = useRadioPlayer();
  const station = useStation();
  const started = useRef(false);
  const ready = station.isSuccess;
  const embedded = !!station.data?.playerEmbedUrl;
  const onPlaylist = queue !== null;
  useEffect(() => {
    if (!autoplay || !ready || started.current) return;
    started.current = true;
    // An embedded player is started by its own frame (see EmbeddedPlayer); the playlist hushes.
    if (!embedded) void backToLive();
    else if (onPlaylist) pause();
  }, [autoplay, ready, embedded, onPlaylist, backToLive, pause]);
}

/** A play command from anywhere brings the player into view (LISTEN NOW also focuses it). */
function useScrollToPlayerOnPlay() {
  useEffect(() => {
    const handleCommand = (event: Event) => {
      if ((event as CustomEvent<PlayerCommand | undefined>).detail?.action !== 'play') return;
      document
        .getElementById(PLAYER_FRAME_ID)
        ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    };
    window.addEventListener(PLAYER_COMMAND_EVENT, handleCommand);
    return () => window.removeEventListener(PLAYER_COMMAND_EVENT, handleCommand);
  }, []);
}

interface NowPlayingViewProps {
  autoplay: boolean;
  /** The pop-out window: the player alone, sized for a small window. */
  popout: boolean;
  /** What a listener can do for the artist of the song on air (a tip), from the page. */
  trackActions?: (track: CreditedTrack) => ReactNode;
}

export function NowPlayingView({ autoplay, popout, trackActions }: NowPlayingViewProps) {
  const station = useStation();
  const { data: nowPlaying } = useNowPlaying();
  useAutoplay(autoplay);
  useScrollToPlayerOnPlay();
  const playerEmbedUrl = station.data?.playerEmbedUrl ?? null;
  const historyEmbedUrl = station.data?.recentlyPlayedEmbedUrl ?? null;

  const player = playerEmbedUrl ? (
    <EmbeddedPlayer src={playerEmbedUrl} autoplay={autoplay} />
  ) : (
    <PlayerFrame compact={popout} trackActions={trackActions} />
  );

  if (popout) {
    return (
      <div className="mx-auto grid max-w-md gap-3 p-3">
        <h1 className="font-display text-lg font-bold text-gradient">Now playing</h1>
        {player}
        {nowPlaying?.onAir ? (
          <p className="text-sm text-muted">
            On air: <span className="font-semibold text-text">{nowPlaying.onAir.show}</span>
            {nowPlaying.onAir.host ? ` with ${nowPlaying.onAir.host}` : ''}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader title="Now playing" description="Synthwave, live around the clock.">
        <button type="button" className="btn btn-outline" onClick={showPersistentPlayer}>
          <PictureInPicture2 aria-hidden size={18} /> Open floating player
        </button>
      </PageHeader>
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-6">
          {player}
          <OnAirCard onAir={nowPlaying?.onAir} />
        </div>
        <div className="grid content-start gap-6">
          {historyEmbedUrl ? <EmbeddedRecentlyPlayed src={historyEmbedUrl} /> : <RecentlyPlayed />}
          <RecentlyPlayedInfo />
        </div>
      </div>
    </div>
  );
}

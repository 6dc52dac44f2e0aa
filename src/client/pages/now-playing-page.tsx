import { lazy, Suspense } from 'react';
import { useSearch } from 'wouter';
import { can } from '../../shared/domain/policies';
import { DataLoading } from '../components/ui/data-states';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { ListeningPartyBanner } from '../features/events/components/listening-party-banner';
import { FriendsListening } from '../features/friends/components/friends-listening';
import { TipHeardOnAir } from '../features/payments/components/tip-heard-on-air';
import { useSwitches } from '../features/platform/hooks/use-switches';
import { NowPlayingView, wantsAutoplay } from '../features/radio/components/now-playing-view';
import type { CreditedTrack } from '../features/radio/components/player-frame';

// Only DJs and admins see the station's controls: listeners never download them.
const DjPanel = lazy(() =>
  import('../features/station/components/dj-panel').then((module) => ({
    default: module.DjPanel,
  })),
);

/** /now-playing: the live player, the show on air, the last 10 tracks and friends tuned in. */
export function NowPlayingPage() {
  const search = useSearch();
  const { data: user } = useCurrentUser();
  const { switches } = useSwitches();
  const popout = new URLSearchParams(search).get('popout') === 'true';
  const programs = can(user, 'station.program');
  const tipTheArtist = (track: CreditedTrack) => (
    <TipHeardOnAir
      creator={track.creator}
      playId={track.playId ?? null}
      title={track.title}
      signedIn={!!user}
      tippingEnabled={switches.tippingEnabled}
      isMe={user?.username === track.creator.username}
    />
  );
  return (
    <>
      {popout ? null : <ListeningPartyBanner />}
      <NowPlayingView
        autoplay={wantsAutoplay(search)}
        popout={popout}
        trackActions={tipTheArtist}
      />
      {/* The station's controls and friends need room the popout player does not have. */}
      {programs && !popout ? (
        <div className="mx-auto max-w-6xl px-4 pb-10">
          <Suspense fallback={<DataLoading label="Loading the DJ panel…" />}>
            <DjPanel />
          </Suspense>
        </div>
      ) : null}
      {user && !popout ? (
        <div className="mx-auto max-w-6xl px-4 pb-10">
          <FriendsListening />
        </div>
      ) : null}
    </>
  );
}

import { useSearch } from 'wouter';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { FriendsListening } from '../features/friends/components/friends-listening';
import { NowPlayingView, wantsAutoplay } from '../features/radio/components/now-playing-view';

/** /now-playing: the live player, the show on air, the last 10 tracks and friends tuned in. */
export function NowPlayingPage() {
  const search = useSearch();
  const { data: user } = useCurrentUser();
  const popout = new URLSearchParams(search).get('popout') === 'true';
  return (
    <>
      <NowPlayingView autoplay={wantsAutoplay(search)} popout={popout} />
      {/* Friends are a members' feature, and the popout player has room for the player only. */}
      {user && !popout ? (
        <div className="mx-auto max-w-6xl px-4 pb-10">
          <FriendsListening />
        </div>
      ) : null}
    </>
  );
}

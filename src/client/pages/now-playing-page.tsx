import { useSearch } from 'wouter';
import { NowPlayingView, wantsAutoplay } from '../features/radio/components/now-playing-view';

/** /now-playing: the live player, the show on air and the last 10 tracks. */
export function NowPlayingPage() {
  const search = useSearch();
  const popout = new URLSearchParams(search).get('popout') === 'true';
  return <NowPlayingView autoplay={wantsAutoplay(search)} popout={popout} />;
}

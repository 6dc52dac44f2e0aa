import { ArtistsView } from '../features/artists/components/artists-view';

/** /artists: the directory of music makers, established, rising and global. */
export function ArtistsPage() {
  return <ArtistsView />;
}

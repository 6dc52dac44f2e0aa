import { BuildingPage } from './building-page';

/** /playlists */
export function PlaylistsPage() {
  return <BuildingPage />;
}

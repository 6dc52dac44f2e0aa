import { BuildingPage } from './building-page';

/** /artist-dashboard: every signed-in member may open it (spec section 6). */
export function ArtistDashboardPage() {
  return <BuildingPage />;
}

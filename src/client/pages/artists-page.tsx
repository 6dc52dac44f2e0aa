import { BuildingPage } from './building-page';

/** /artists */
export function ArtistsPage() {
  return <BuildingPage />;
}

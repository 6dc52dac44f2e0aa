import { BuildingPage } from './building-page';

/** /music-submissions */
export function MusicSubmissionsPage() {
  return <BuildingPage />;
}

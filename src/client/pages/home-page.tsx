import { BuildingPage } from './building-page';

/** /home */
export function HomePage() {
  return <BuildingPage />;
}

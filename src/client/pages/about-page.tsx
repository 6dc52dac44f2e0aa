import { BuildingPage } from './building-page';

/** /about */
export function AboutPage() {
  return <BuildingPage />;
}

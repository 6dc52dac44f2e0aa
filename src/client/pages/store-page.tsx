import { BuildingPage } from './building-page';

/** /store */
export function StorePage() {
  return <BuildingPage />;
}

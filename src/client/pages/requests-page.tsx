import { BuildingPage } from './building-page';

/** /requests */
export function RequestsPage() {
  return <BuildingPage />;
}

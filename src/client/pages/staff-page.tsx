import { BuildingPage } from './building-page';

/** /staff */
export function StaffPage() {
  return <BuildingPage />;
}

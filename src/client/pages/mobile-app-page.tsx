import { BuildingPage } from './building-page';

/** /mobile-app */
export function MobileAppPage() {
  return <BuildingPage />;
}

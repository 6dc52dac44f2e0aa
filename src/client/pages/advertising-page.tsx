import { BuildingPage } from './building-page';

/** /advertising */
export function AdvertisingPage() {
  return <BuildingPage />;
}

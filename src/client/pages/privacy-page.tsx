import { BuildingPage } from './building-page';

/** /privacy */
export function PrivacyPage() {
  return <BuildingPage />;
}

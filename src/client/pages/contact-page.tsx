import { BuildingPage } from './building-page';

/** /contact */
export function ContactPage() {
  return <BuildingPage />;
}

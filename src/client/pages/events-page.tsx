import { BuildingPage } from './building-page';

/** /events */
export function EventsPage() {
  return <BuildingPage />;
}

import { BuildingPage } from './building-page';

/** /tuneslingers */
export function TuneslingersPage() {
  return <BuildingPage />;
}

/** /tuneslingers-info */
export function TuneslingersInfoPage() {
  return <BuildingPage />;
}

import { BuildingPage } from './building-page';

/** /admin: admins only; the server refuses everyone else's requests for its data anyway. */
export function AdminPage() {
  return <BuildingPage />;
}

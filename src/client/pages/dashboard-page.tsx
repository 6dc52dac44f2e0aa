import { BuildingPage } from './building-page';

/** /dashboard: signed-in members only (spec: it redirects to /login when no user). */
export function DashboardPage() {
  return <BuildingPage />;
}

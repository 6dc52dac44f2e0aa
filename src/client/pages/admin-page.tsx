import { AdminPayoutsPanel } from '../features/payments/components/admin-payouts-panel';
import { BuildingPage } from './building-page';

/**
 * /admin: admins only; the server refuses everyone else's requests for its data anyway. The
 * settings and statistics are still being built; paying creators' payouts cannot wait for them.
 */
export function AdminPage() {
  return (
    <>
      <BuildingPage />
      <div className="mx-auto max-w-3xl px-4 pb-16">
        <AdminPayoutsPanel />
      </div>
    </>
  );
}

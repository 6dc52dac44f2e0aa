import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { can } from '../../shared/domain/policies';
import { PageHeader } from '../components/ui/page-status';
import { RequireAuth } from '../features/auth/components/require-auth';
import { BuildingPage } from './building-page';

function AdminsOnly() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <PageHeader title="Admin dashboard" />
      <section className="panel mt-8 flex flex-col gap-4 p-6 sm:flex-row sm:items-start">
        <ShieldAlert aria-hidden className="size-10 shrink-0 text-accent" />
        <div>
          <h2 className="text-lg font-bold">Admins only</h2>
          <p className="mt-2 text-muted">
            This area is for the station's administrators, and your account does not have admin
            rights. If you think it should, ask the team through the contact page.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link href="/dashboard" className="btn btn-primary">
              Go to your dashboard
            </Link>
            <Link href="/contact" className="btn btn-outline">
              Contact the team
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}

/** /admin: admins only; the server refuses everyone else's requests for its data anyway. */
export function AdminPage() {
  return (
    <RequireAuth>
      {(user) => (can(user, 'platform.manageSettings') ? <BuildingPage /> : <AdminsOnly />)}
    </RequireAuth>
  );
}

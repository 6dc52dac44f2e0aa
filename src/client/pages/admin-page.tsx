import { ShieldCheck } from 'lucide-react';
import { can } from '../../shared/domain/policies';
import { Tabs } from '../components/ui/tabs';
import { AdminOverview } from '../features/admin/components/admin-overview';
import { ApprovalsPanel } from '../features/admin/components/approvals-panel';
import { AuditLogPanel } from '../features/admin/components/audit-log-panel';
import { PeoplePanel } from '../features/admin/components/people-panel';
import { ReportsPanel } from '../features/admin/components/reports-panel';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { BackOfficeLink } from '../features/contact/components/back-office-link';
import { useOpenContactCount } from '../features/contact/hooks/use-open-contact-count';
import { AdminPayoutsPanel } from '../features/payments/components/admin-payouts-panel';
import { useTabInAddress } from '../lib/tab-in-address';

const ADMIN_TABS = [
  { id: 'people', label: 'People' },
  { id: 'approvals', label: 'Approvals' },
  { id: 'reports', label: 'Reports' },
  { id: 'payouts', label: 'Payouts' },
  { id: 'audit', label: 'Audit log' },
] as const;

/** The open tab lives in the address (`?tab=reports`), so reload and links keep it. */
const useAdminTab = () => useTabInAddress(ADMIN_TABS);

function AdminHeading({ unread }: { unread: number | undefined }) {
  return (
    <div className="min-w-0">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-black text-gradient sm:text-4xl">Admin dashboard</h1>
        <span className="chip bg-accent/15 text-accent-strong">
          <ShieldCheck aria-hidden size={12} /> Super Admin
        </span>
      </div>
      <p className="mt-2 text-lg text-muted">
        Platform switches and shares, the figures, and the people and content that need a decision.
      </p>
      <div className="mt-4">
        <BackOfficeLink unread={unread} />
      </div>
    </div>
  );
}

/**
 * /admin: the page guard lets only admins in, and the server refuses everyone else's requests
 * for its data anyway.
 */
export function AdminPage() {
  const { tab, open } = useAdminTab();
  const { data: user } = useCurrentUser();
  const unread = useOpenContactCount(can(user, 'contact.readInbox'));
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:py-12">
      <AdminHeading unread={unread} />
      <AdminOverview />
      <Tabs label="Admin sections" tabs={ADMIN_TABS} selected={tab} onSelect={open}>
        {tab === 'people' ? <PeoplePanel currentUserId={user?.id} /> : null}
        {tab === 'approvals' ? <ApprovalsPanel /> : null}
        {tab === 'reports' ? <ReportsPanel /> : null}
        {tab === 'payouts' ? <AdminPayoutsPanel /> : null}
        {tab === 'audit' ? <AuditLogPanel /> : null}
      </Tabs>
    </div>
  );
}

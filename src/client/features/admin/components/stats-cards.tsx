import { useQuery } from '@tanstack/react-query';
import { DollarSign, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminStats } from '../../../../shared/contracts/admin';
import { QueryStates } from '../../../components/ui/data-states';
import { formatDateTime } from '../../../lib/format';
import { adminQueries } from '../api/admin-queries';
import { AdminCard, FigureList } from './admin-card';
import { formatCount, money } from './admin-display';

/** The stats' loading and failure, shared by every card drawn from them. */
export function WithStats({
  name,
  children,
}: {
  name: string;
  children: (stats: AdminStats) => ReactNode;
}) {
  const stats = useQuery(adminQueries.stats());
  return (
    <QueryStates
      query={stats}
      pending={`Loading the ${name}…`}
      problem={`We could not load the ${name}`}
    >
      {children}
    </QueryStates>
  );
}

/** The one definition of a member behind "Total users" and the sign-ups per day. */
export const MEMBERS_COUNTED =
  'Members only: the seeded demo creators are not counted, here or in the sign-ups per day.';

export function UserStatisticsCard() {
  return (
    <AdminCard id="admin-users-heading" title="User Statistics" icon={<Users />}>
      <WithStats name="user statistics">
        {(stats) => (
          <>
            <FigureList
              figures={[
                { label: 'Total users', value: formatCount(stats.totalUsers) },
                { label: 'Artists', value: formatCount(stats.totalArtists) },
                { label: 'Fans', value: formatCount(stats.totalFans) },
                { label: 'Active users (last 30 days)', value: formatCount(stats.activeUsers) },
              ]}
            />
            <p className="text-sm text-muted">
              Counted at{' '}
              <time dateTime={stats.membersCountedAt}>
                {formatDateTime(stats.membersCountedAt)}
              </time>
              . {MEMBERS_COUNTED}
            </p>
          </>
        )}
      </WithStats>
    </AdminCard>
  );
}

/** What fans paid and where it went, from whole cents (demo creators left out by the server). */
export function RevenueOverviewCard() {
  return (
    <AdminCard id="admin-revenue-heading" title="Revenue Overview" icon={<DollarSign />}>
      <WithStats name="revenue overview">
        {(stats) => (
          <FigureList
            figures={[
              { label: 'Total revenue', value: money(stats.totalRevenueCents) },
              { label: 'Artist payouts', value: money(stats.artistPayoutsCents) },
              {
                label: 'Platform fees',
                value: money(stats.platformFeesCents),
                note: `Card processing: ${money(stats.processorFeesCents)}`,
              },
              { label: 'Total tips', value: money(stats.totalTipsCents) },
            ]}
          />
        )}
      </WithStats>
    </AdminCard>
  );
}

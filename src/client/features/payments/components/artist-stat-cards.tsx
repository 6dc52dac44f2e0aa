import { useQuery } from '@tanstack/react-query';
import { CalendarDays, HandCoins, Users, Wallet } from 'lucide-react';
import type { ArtistStats } from '../../../../shared/contracts/payments';
import { QueryStates } from '../../../components/ui/data-states';
import { type StatCard, StatCardList, StatCardSkeletons } from '../../../components/ui/stat-cards';
import { paymentQueries } from '../api/payment-queries';
import { money } from './payment-display';

function cardsFor(stats: ArtistStats): StatCard[] {
  return [
    {
      label: 'Total earnings',
      value: money(stats.totalEarningsCents),
      icon: <Wallet aria-hidden />,
      note: `${money(stats.balanceCents)} not paid out yet`,
    },
    {
      label: 'This month',
      value: money(stats.monthlyEarningsCents),
      icon: <CalendarDays aria-hidden />,
    },
    {
      label: 'Subscribers',
      value: stats.subscriberCount.toLocaleString('en-US'),
      icon: <Users aria-hidden />,
    },
    { label: 'Tips', value: money(stats.totalTipsCents), icon: <HandCoins aria-hidden /> },
  ];
}

/** The artist's four headline figures (spec section 2), every amount in whole cents. */
export function ArtistStatCards() {
  const stats = useQuery(paymentQueries.artistStats());
  return (
    <section aria-labelledby="artist-stats-heading">
      <h2 id="artist-stats-heading" className="sr-only">
        Your figures
      </h2>
      <QueryStates
        query={stats}
        pending={<StatCardSkeletons count={4} />}
        problem="We could not load your figures"
      >
        {(data) => <StatCardList cards={cardsFor(data)} />}
      </QueryStates>
    </section>
  );
}

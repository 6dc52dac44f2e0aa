import { useQuery } from '@tanstack/react-query';
import { CalendarDays, HandCoins, Users, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ArtistStats } from '../../../../shared/contracts/payments';
import { paymentQueries } from '../api/payment-queries';
import { money } from './payment-display';
import { PaymentsProblem } from './payments-states';

interface StatCard {
  label: string;
  value: string;
  icon: ReactNode;
  note?: string;
}

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

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4';

/** The artist's four headline figures (spec section 2), every amount in whole cents. */
export function ArtistStatCards() {
  const stats = useQuery(paymentQueries.artistStats());
  return (
    <section aria-labelledby="artist-stats-heading">
      <h2 id="artist-stats-heading" className="sr-only">
        Your figures
      </h2>
      {stats.isPending ? (
        <div role="status" className={GRID}>
          <span className="sr-only">Loading your figures…</span>
          {['earnings', 'month', 'subscribers', 'tips'].map((key) => (
            <div
              key={key}
              aria-hidden
              className="panel grid gap-3 p-4 motion-safe:animate-pulse sm:p-5"
            >
              <div className="h-3 w-20 rounded-full bg-surface-2" />
              <div className="h-8 w-16 rounded-full bg-surface-2" />
            </div>
          ))}
        </div>
      ) : stats.isError ? (
        <PaymentsProblem
          title="We could not load your figures"
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <dl className={GRID}>
          {cardsFor(stats.data).map((card) => (
            <div key={card.label} className="panel flex min-w-0 flex-col gap-1 p-4 sm:p-5">
              <dt className="flex items-center gap-2 text-sm text-muted">
                <span className="text-accent [&>svg]:size-4">{card.icon}</span>
                {card.label}
              </dt>
              <dd className="text-2xl leading-tight font-black wrap-anywhere text-gradient tabular-nums sm:text-3xl">
                {card.value}
              </dd>
              {card.note ? (
                <dd className="text-xs font-semibold wrap-anywhere text-cyan">{card.note}</dd>
              ) : null}
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

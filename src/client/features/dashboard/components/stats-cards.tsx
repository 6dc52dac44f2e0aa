import { Heart, MessageCircle, NotebookPen, UserPlus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DashboardStats } from '../../../../shared/contracts/dashboard';
import { STATS_WINDOW_DAYS } from '../../../../shared/posts.constants';
import { DataProblem, QueryStates } from '../../../components/ui/data-states';
import { useDashboardStats } from '../hooks/use-dashboard';

interface StatCard {
  label: string;
  value: number;
  icon: ReactNode;
  note?: string;
}

const number = (value: number) => value.toLocaleString('en-US');
const days = `${STATS_WINDOW_DAYS} days`;

/** Creators see what they received lately; fans what they gave. */
function cardsFor(stats: DashboardStats): StatCard[] {
  if (stats.role === 'creator') {
    return [
      {
        label: 'Fans',
        value: stats.followers,
        icon: <Users aria-hidden />,
        note: `+${number(stats.followersGained30d)} in ${days}`,
      },
      { label: 'Posts', value: stats.posts, icon: <NotebookPen aria-hidden /> },
      { label: `Likes (${days})`, value: stats.likesReceived30d, icon: <Heart aria-hidden /> },
      {
        label: `Comments (${days})`,
        value: stats.commentsReceived30d,
        icon: <MessageCircle aria-hidden />,
      },
    ];
  }
  return [
    { label: 'Following', value: stats.following, icon: <UserPlus aria-hidden /> },
    { label: 'Likes given', value: stats.likesGiven, icon: <Heart aria-hidden /> },
    { label: 'Comments', value: stats.commentsGiven, icon: <MessageCircle aria-hidden /> },
  ];
}

const gridClass = (count: number) =>
  `grid grid-cols-2 gap-3 sm:gap-4 ${count === 4 ? 'lg:grid-cols-4' : 'sm:grid-cols-3'}`;

function StatSkeletons({ count }: { count: number }) {
  return (
    <div role="status" className={gridClass(count)}>
      <span className="sr-only">Loading your figures…</span>
      {Array.from({ length: count }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed number of identical placeholders
          key={index}
          aria-hidden
          className="panel grid gap-3 p-4 motion-safe:animate-pulse sm:p-5"
        >
          <div className="h-3 w-20 rounded-full bg-surface-2" />
          <div className="h-8 w-16 rounded-full bg-surface-2" />
        </div>
      ))}
    </div>
  );
}

/** The member's own figures from the server, as a row of cards. */
export function StatsCards({ expectCreator }: { expectCreator: boolean }) {
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        Your figures
      </h2>
      <StatsContent expectCreator={expectCreator} />
    </section>
  );
}

function StatsContent({ expectCreator }: { expectCreator: boolean }) {
  const stats = useDashboardStats();
  return (
    <QueryStates
      query={stats}
      pending={<StatSkeletons count={expectCreator ? 4 : 3} />}
      problem={(error, retry) => (
        <DataProblem
          frame="panel"
          title="We could not load your figures"
          error={error}
          onRetry={retry}
        />
      )}
    >
      {(data) => <StatCardList cards={cardsFor(data)} />}
    </QueryStates>
  );
}

function StatCardList({ cards }: { cards: StatCard[] }) {
  return (
    <dl className={gridClass(cards.length)}>
      {cards.map((card) => (
        <div key={card.label} className="panel flex flex-col gap-1 p-4 sm:p-5">
          <dt className="flex items-center gap-2 text-sm text-muted">
            <span className="text-accent [&>svg]:size-4">{card.icon}</span>
            {card.label}
          </dt>
          <dd className="text-2xl leading-tight font-black wrap-anywhere text-gradient tabular-nums sm:text-3xl">
            {number(card.value)}
          </dd>
          {card.note ? <dd className="text-xs font-semibold text-cyan">{card.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

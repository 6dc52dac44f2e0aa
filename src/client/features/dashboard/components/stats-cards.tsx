import { Heart, MessageCircle, NotebookPen, UserPlus, Users } from 'lucide-react';
import type { DashboardStats } from '../../../../shared/contracts/dashboard';
import { STATS_WINDOW_DAYS } from '../../../../shared/posts.constants';
import { DataProblem, QueryStates } from '../../../components/ui/data-states';
import { type StatCard, StatCardList, StatCardSkeletons } from '../../../components/ui/stat-cards';
import { useDashboardStats } from '../hooks/use-dashboard';

const number = (value: number) => value.toLocaleString('en-US');
const days = `${STATS_WINDOW_DAYS} days`;

/** Creators see what they received lately; fans what they gave. */
function cardsFor(stats: DashboardStats): StatCard[] {
  if (stats.role === 'creator') {
    return [
      {
        label: 'Fans',
        value: number(stats.followers),
        icon: <Users aria-hidden />,
        note: `+${number(stats.followersGained30d)} in ${days}`,
      },
      { label: 'Posts', value: number(stats.posts), icon: <NotebookPen aria-hidden /> },
      {
        label: `Likes (${days})`,
        value: number(stats.likesReceived30d),
        icon: <Heart aria-hidden />,
      },
      {
        label: `Comments (${days})`,
        value: number(stats.commentsReceived30d),
        icon: <MessageCircle aria-hidden />,
      },
    ];
  }
  return [
    { label: 'Following', value: number(stats.following), icon: <UserPlus aria-hidden /> },
    { label: 'Likes given', value: number(stats.likesGiven), icon: <Heart aria-hidden /> },
    { label: 'Comments', value: number(stats.commentsGiven), icon: <MessageCircle aria-hidden /> },
  ];
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
      pending={<StatCardSkeletons count={expectCreator ? 4 : 3} />}
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

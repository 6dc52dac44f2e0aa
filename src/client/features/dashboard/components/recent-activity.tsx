import { Activity, Heart, MessageCircle, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ActivityItem } from '../../../../shared/contracts/dashboard';
import type { Person } from '../../../../shared/contracts/posts';
import { useActivity } from '../hooks/use-dashboard';
import { DashboardPanel, PanelLoading, PanelProblem, panelLinkClass } from './dashboard-panel';
import { RelativeTime } from './relative-time';

const icons = {
  follow: <UserPlus aria-hidden size={16} />,
  like: <Heart aria-hidden size={16} />,
  comment: <MessageCircle aria-hidden size={16} />,
} as const;

const nameClass = 'font-semibold wrap-anywhere hover:text-accent hover:underline';

function PersonLink({ person }: { person: Person }) {
  return (
    <Link href={`/creator/${encodeURIComponent(person.username)}`} className={nameClass}>
      {person.displayName}
    </Link>
  );
}

function PostLink({ item }: { item: ActivityItem }) {
  if (!item.post) return <>a post</>;
  // Posts live on their creator's page; the anchor is the post's card there.
  return (
    <Link
      href={`/creator/${encodeURIComponent(item.creator.username)}#post-${item.post.id}`}
      className={nameClass}
    >
      “{item.post.title}”
    </Link>
  );
}

/** What happened, said from the member's side: to them as a creator, or by them as a fan. */
function Sentence({ item, received }: { item: ActivityItem; received: boolean }): ReactNode {
  const actor = <PersonLink person={item.actor} />;
  const creator = <PersonLink person={item.creator} />;
  const post = <PostLink item={item} />;
  if (received) {
    if (item.kind === 'follow') return <>{actor} followed you</>;
    if (item.kind === 'like')
      return (
        <>
          {actor} liked {post}
        </>
      );
    return (
      <>
        {actor} commented on {post}
      </>
    );
  }
  if (item.kind === 'follow') return <>You followed {creator}</>;
  if (item.kind === 'like')
    return (
      <>
        You liked {post} by {creator}
      </>
    );
  return (
    <>
      You commented on {post} by {creator}
    </>
  );
}

/** The latest follows, likes and comments, from the server. */
export function RecentActivity() {
  const activity = useActivity();
  let body: ReactNode;
  if (activity.isPending) {
    body = <PanelLoading label="Loading your activity…" />;
  } else if (activity.isError) {
    body = (
      <PanelProblem
        what="your activity"
        error={activity.error}
        onRetry={() => void activity.refetch()}
      />
    );
  } else if (activity.data.items.length === 0) {
    body =
      activity.data.direction === 'received' ? (
        <p className="text-sm text-muted">
          No activity yet. When fans follow you, like or comment on your posts, it shows here.
        </p>
      ) : (
        <p className="text-sm text-muted">
          Nothing yet. Follow creators and like or comment on their posts, and it shows here.{' '}
          <Link href="/search" className={panelLinkClass}>
            Discover creators
          </Link>
        </p>
      );
  } else {
    const received = activity.data.direction === 'received';
    body = (
      <ul className="grid gap-3">
        {activity.data.items.map((item) => (
          <li key={item.id} className="flex gap-3">
            <span className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-accent/15 text-accent">
              {icons[item.kind]}
            </span>
            <div className="min-w-0 text-sm">
              <p className="wrap-anywhere">
                <Sentence item={item} received={received} />
              </p>
              <RelativeTime iso={item.at} className="text-xs text-muted" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <DashboardPanel id="activity-heading" title="Recent activity" icon={<Activity aria-hidden />}>
      {body}
    </DashboardPanel>
  );
}

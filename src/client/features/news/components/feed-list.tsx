import { AlertTriangle, CheckCircle2, Clock, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { NewsFeed } from '../../../../shared/contracts/news';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatDateTime } from '../../../lib/format';
import { useRemoveFeed, useRunFeed } from '../hooks/use-news-office';
import { CategoryBadge } from './category-badge';

const articles = (count: number) => (count === 1 ? '1 new article' : `${count} new articles`);

/** How the feed's last reading went: never yet, fine (with what it added), or why it failed. */
function LastRun({ feed }: { feed: NewsFeed }) {
  if (!feed.lastRunAt) {
    return (
      <p className="flex items-center gap-1.5 text-sm text-muted">
        <Clock aria-hidden size={14} className="shrink-0" /> Not read yet
      </p>
    );
  }
  const when = <time dateTime={feed.lastRunAt}>{formatDateTime(feed.lastRunAt)}</time>;
  if (feed.lastOk) {
    return (
      <p className="flex items-start gap-1.5 text-sm text-muted">
        <CheckCircle2 aria-hidden size={14} className="mt-0.5 shrink-0 text-cyan" />
        <span>
          <span className="font-semibold text-cyan">Read</span> {when} ·{' '}
          {articles(feed.lastAdded ?? 0)}
        </span>
      </p>
    );
  }
  return (
    <p className="flex items-start gap-1.5 text-sm text-muted">
      <AlertTriangle aria-hidden size={14} className="mt-0.5 shrink-0 text-live" />
      <span className="wrap-anywhere">
        <span className="font-semibold text-live">Could not be read</span> {when}:{' '}
        {feed.lastError ?? 'no reason given'}
      </span>
    </p>
  );
}

interface FeedItemProps {
  feed: NewsFeed;
  categoryName: string;
  onRemove: (feed: NewsFeed) => void;
}

function FeedItem({ feed, categoryName, onRemove }: FeedItemProps) {
  const run = useRunFeed();
  return (
    <li className="grid gap-3 rounded-xl border border-line p-4">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 className="font-sans text-base font-bold wrap-anywhere">{feed.name}</h3>
          <p className="text-sm wrap-anywhere text-muted">{feed.url}</p>
        </div>
        <CategoryBadge category={feed.category} name={categoryName} />
      </div>
      <LastRun feed={feed} />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-sm btn-outline"
          disabled={run.isPending}
          onClick={() => run.mutate(feed)}
        >
          <Play aria-hidden size={14} />
          {run.isPending ? 'Reading…' : 'Run now'}
          <span className="sr-only"> ({feed.name})</span>
        </button>
        <button
          type="button"
          className="btn btn-sm btn-ghost ring-1 ring-line"
          onClick={() => onRemove(feed)}
        >
          <Trash2 aria-hidden size={14} />
          Remove<span className="sr-only"> {feed.name}</span>
        </button>
      </div>
    </li>
  );
}

/** The feeds with their last results; removing one asks first. */
export function FeedList({
  feeds,
  categoryNames,
}: {
  feeds: NewsFeed[];
  categoryNames: ReadonlyMap<string, string>;
}) {
  const remove = useRemoveFeed();
  const [removing, setRemoving] = useState<NewsFeed | null>(null);
  return (
    <>
      <ul aria-label="News feeds" className="grid gap-3">
        {feeds.map((feed) => (
          <FeedItem
            key={feed.id}
            feed={feed}
            categoryName={categoryNames.get(feed.category) ?? feed.category}
            onRemove={setRemoving}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? 'this feed'}?`}
        description="The station stops reading it. The articles it already brought stay on the news page until you hide them."
        confirmLabel="Remove feed"
        pendingLabel="Removing…"
        pending={remove.isPending}
        danger
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing, { onSettled: () => setRemoving(null) });
        }}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

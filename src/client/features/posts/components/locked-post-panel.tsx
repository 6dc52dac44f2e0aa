import { Lock } from 'lucide-react';
import { Link } from 'wouter';
import type { Post } from '../../../../shared/contracts/posts';
import { cents, formatCents } from '../../../../shared/domain/money';

interface LockedPostPanelProps {
  post: Post;
  /** The creator's monthly price, where the page knows it. */
  subscriptionPriceCents?: number;
}

/**
 * What stands in for the body of a post the reader may not read, and where to subscribe: the
 * creator's page, which holds the Subscribe button.
 */
export function LockedPostPanel({ post, subscriptionPriceCents }: LockedPostPanelProps) {
  const price =
    subscriptionPriceCents && subscriptionPriceCents > 0
      ? `${formatCents(cents(subscriptionPriceCents))}/month`
      : null;
  return (
    <div className="flex gap-3 rounded-xl border border-accent/50 bg-accent/10 p-4">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent/15 text-accent">
        <Lock aria-hidden size={18} />
      </span>
      <div className="min-w-0">
        <p className="font-bold">Subscribers only</p>
        <p className="mt-1 text-sm text-muted">
          The rest of this post is for subscribers of {post.author.displayName}
          {price ? ` (${price})` : ''}.{' '}
          <Link
            href={`/creator/${encodeURIComponent(post.author.username)}`}
            className="font-semibold text-accent underline underline-offset-4 hover:text-accent-strong"
          >
            Subscribe on their page
          </Link>{' '}
          to read it.
        </p>
      </div>
    </div>
  );
}

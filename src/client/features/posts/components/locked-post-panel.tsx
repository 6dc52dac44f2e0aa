import { Lock } from 'lucide-react';
import type { Post } from '../../../../shared/contracts/posts';
import { cents, formatCents } from '../../../../shared/domain/money';

interface LockedPostPanelProps {
  post: Post;
  /** The creator's monthly price, where the page knows it. */
  subscriptionPriceCents?: number;
}

/**
 * What stands in for the body of a post the reader may not read. Subscribing arrives with
 * payments, so this says so plainly instead of offering a checkout that does not exist.
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
          {price ? ` (${price})` : ''}. Subscriptions open soon on Tuneslingers; until then everyone
          sees the title and teaser.
        </p>
      </div>
    </div>
  );
}

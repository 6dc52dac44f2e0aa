import { useInfiniteQuery } from '@tanstack/react-query';
import { NotebookPen } from 'lucide-react';
import { useEffect, useId } from 'react';
import type { Post } from '../../../../shared/contracts/posts';
import { postQueries } from '../api/post-queries';
import { PostCard } from './post-card';
import { LoadMorePosts, PostsEmpty, PostsQueryStates } from './post-list-states';

interface CreatorPostFeedProps {
  username: string;
  /** The creator's monthly price, shown on the lock of subscribers-only posts. */
  subscriptionPriceCents?: number;
  /** The section's heading; null leaves it out where the page has its own. */
  heading?: string | null;
  /** Offered on others' posts to signed-in members; the page opens its report dialog. */
  onReport?: (post: Post) => void;
}

/** A creator's posts, newest first, ten at a time. */
export function CreatorPostFeed({
  username,
  subscriptionPriceCents,
  heading = 'Posts',
  onReport,
}: CreatorPostFeedProps) {
  const feed = useInfiniteQuery(postQueries.byCreator(username));
  const posts = feed.data?.pages.flatMap((page) => page.posts) ?? [];
  const headingId = useId();
  const loaded = feed.isSuccess;

  // Links to one post (from the dashboard's activity) lead here with #post-{id}; the browser
  // cannot scroll to it by itself, since the cards arrive after the page.
  useEffect(() => {
    if (!loaded || !/^#post-\d+$/.test(window.location.hash)) return;
    document.getElementById(window.location.hash.slice(1))?.scrollIntoView?.({ block: 'start' });
  }, [loaded]);

  const body = (
    <PostsQueryStates
      query={feed}
      loading="Loading posts…"
      problem="We could not load the posts"
      isEmpty={() => posts.length === 0}
      empty={
        <PostsEmpty icon={<NotebookPen aria-hidden />} title="No posts yet">
          <p className="max-w-md text-muted">@{username} has not posted anything yet.</p>
        </PostsEmpty>
      }
    >
      {() => (
        <>
          <div className="grid gap-4">
            {posts.map((post) => (
              <PostCard
                key={post.id}
                post={post}
                subscriptionPriceCents={subscriptionPriceCents}
                anchor
                onReport={onReport}
              />
            ))}
          </div>
          <LoadMorePosts {...feed} />
        </>
      )}
    </PostsQueryStates>
  );

  return (
    <section aria-labelledby={heading === null ? undefined : headingId} className="grid gap-4">
      {heading === null ? null : (
        <h2 id={headingId} className="text-2xl font-bold">
          {heading}
        </h2>
      )}
      {body}
    </section>
  );
}

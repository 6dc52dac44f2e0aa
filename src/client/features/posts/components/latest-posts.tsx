import { useQuery } from '@tanstack/react-query';
import { Compass, Radio } from 'lucide-react';
import { Link } from 'wouter';
import type { Post } from '../../../../shared/contracts/posts';
import { postQueries } from '../api/post-queries';
import { PostCard } from './post-card';
import { PostsEmpty, PostsQueryStates } from './post-list-states';

/** New posts from the creators the member follows, or from everyone while they follow nobody. */
export function LatestPosts({ onReport }: { onReport?: (post: Post) => void } = {}) {
  const latest = useQuery(postQueries.latest());
  const following = latest.data?.source === 'following';

  const body = (
    <PostsQueryStates
      query={latest}
      loading="Loading the latest posts…"
      problem="We could not load the latest posts"
      isEmpty={(data) => data.posts.length === 0}
      empty={
        <PostsEmpty icon={<Radio aria-hidden />} title="Nothing posted yet">
          <p className="max-w-md text-muted">When creators post, the newest posts show up here.</p>
        </PostsEmpty>
      }
    >
      {(data) => (
        <div className="grid gap-4">
          {data.posts.map((post) => (
            <PostCard key={post.id} post={post} onReport={onReport} />
          ))}
        </div>
      )}
    </PostsQueryStates>
  );

  return (
    <section aria-labelledby="latest-posts-heading" className="grid gap-4">
      <h2 id="latest-posts-heading" className="text-2xl font-bold">
        {latest.isPending
          ? 'Latest posts'
          : following
            ? 'From creators you follow'
            : 'Latest on Tuneslingers'}
      </h2>
      {latest.data && !following ? (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted">
          <Compass aria-hidden size={16} className="text-accent" />
          Follow creators to fill this with their posts.
          <Link href="/search" className="font-semibold text-accent underline underline-offset-4">
            Discover creators
          </Link>
        </p>
      ) : null}
      {body}
    </section>
  );
}

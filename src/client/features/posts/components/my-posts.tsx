import { useInfiniteQuery } from '@tanstack/react-query';
import { NotebookPen, Plus } from 'lucide-react';
import { postQueries } from '../api/post-queries';
import { PostCard } from './post-card';
import { PostComposer } from './post-composer';
import { LoadMorePosts, PostsEmpty, PostsQueryStates } from './post-list-states';

interface MyPostsProps {
  /** 0 while the composer is closed; each new value opens it (if needed) and focuses it. */
  composing: number;
  onCompose: () => void;
  onCloseComposer: () => void;
}

/** The signed-in creator's own posts, with the composer for a new one. */
export function MyPosts({ composing, onCompose, onCloseComposer }: MyPostsProps) {
  const mine = useInfiniteQuery(postQueries.mine());
  const posts = mine.data?.pages.flatMap((page) => page.posts) ?? [];

  const body = (
    <PostsQueryStates
      query={mine}
      loading="Loading your posts…"
      problem="We could not load your posts"
      isEmpty={() => posts.length === 0}
      empty={
        composing ? null : (
          <PostsEmpty icon={<NotebookPen aria-hidden />} title="No posts yet">
            <p className="max-w-md text-muted">
              Say hello to your fans: share what you are working on, a story behind a track or news
              about your next release.
            </p>
            <button type="button" className="btn btn-primary mt-2" onClick={onCompose}>
              <Plus aria-hidden size={18} /> Write your first post
            </button>
          </PostsEmpty>
        )
      }
    >
      {() => (
        <>
          <div className="grid gap-4">
            {posts.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </div>
          <LoadMorePosts {...mine} />
        </>
      )}
    </PostsQueryStates>
  );

  return (
    <section aria-labelledby="my-posts-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-posts-heading" className="text-2xl font-bold">
          My posts
        </h2>
        {composing ? null : (
          <button type="button" className="btn btn-outline btn-sm" onClick={onCompose}>
            <Plus aria-hidden size={16} /> New post
          </button>
        )}
      </div>
      {composing ? (
        <PostComposer focusKey={composing} onDone={onCloseComposer} onClose={onCloseComposer} />
      ) : null}
      {body}
    </section>
  );
}

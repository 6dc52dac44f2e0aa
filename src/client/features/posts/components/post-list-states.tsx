import type { ComponentProps, ReactNode } from 'react';
import {
  DataProblem,
  LoadMore,
  type QueryResultLike,
  QueryStates,
} from '../../../components/ui/data-states';

/** Grey stand-ins for posts while they load; announced once to screen readers. */
export function PostSkeletons({ count = 2, label }: { count?: number; label: string }) {
  return (
    <div role="status" className="grid gap-4">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed number of identical placeholders
          key={index}
          aria-hidden
          className="panel grid gap-3 p-5 motion-safe:animate-pulse sm:p-6"
        >
          <div className="flex items-center gap-3">
            <div className="size-9 rounded-full bg-surface-2" />
            <div className="h-3 w-32 rounded-full bg-surface-2" />
          </div>
          <div className="h-5 w-2/3 rounded-full bg-surface-2" />
          <div className="h-3 w-full rounded-full bg-surface-2" />
          <div className="h-3 w-5/6 rounded-full bg-surface-2" />
        </div>
      ))}
    </div>
  );
}

/** Posts that could not load: why, and a retry. */
export function PostsProblem(props: { title: string; error: unknown; onRetry: () => void }) {
  return <DataProblem frame="panel" {...props} />;
}

/** A calm panel for a list with nothing in it yet. */
export function PostsEmpty({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="panel grid justify-items-center gap-3 p-8 text-center">
      <span className="text-accent [&>svg]:size-10">{icon}</span>
      <p className="font-display text-lg font-bold">{title}</p>
      {children}
    </div>
  );
}

/** "Load more" under a list of pages, with the reason when the last try failed. */
export function LoadMorePosts(props: Omit<ComponentProps<typeof LoadMore>, 'what'>) {
  return <LoadMore what="posts" {...props} />;
}

/**
 * A list of posts through its query: the skeleton cards while it loads, the problem panel with
 * a retry, the empty panel given, then the list.
 */
export function PostsQueryStates<T>({
  query,
  loading,
  problem,
  isEmpty,
  empty,
  children,
}: {
  query: QueryResultLike<T>;
  /** What the skeletons announce, as in "Loading your posts…". */
  loading: string;
  /** The problem panel's title. */
  problem: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryStates
      query={query}
      pending={<PostSkeletons label={loading} />}
      problem={(error, retry) => <PostsProblem title={problem} error={error} onRetry={retry} />}
      isEmpty={isEmpty}
      empty={empty}
    >
      {children}
    </QueryStates>
  );
}

import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client';

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
export function PostsProblem({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="panel flex flex-col gap-3 p-5 sm:flex-row sm:items-center">
      <AlertTriangle aria-hidden className="size-8 shrink-0 text-accent" />
      <div className="min-w-0 flex-1">
        <p className="font-bold">{title}</p>
        <p className="text-sm wrap-anywhere text-muted">{errorMessage(error)}</p>
      </div>
      <button type="button" className="btn btn-outline btn-sm" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
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

interface LoadMoreProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => unknown;
}

/** "Load more" under a list of pages, with the reason when the last try failed. */
export function LoadMorePosts({
  hasNextPage,
  isFetchingNextPage,
  isFetchNextPageError,
  error,
  fetchNextPage,
}: LoadMoreProps) {
  if (!hasNextPage) return null;
  return (
    <div className="grid justify-items-center gap-2">
      {isFetchNextPageError ? (
        <p role="alert" className="text-sm text-muted">
          We could not load more posts: {errorMessage(error)}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => void fetchNextPage()}
        disabled={isFetchingNextPage}
      >
        {isFetchingNextPage ? 'Loading…' : 'Load more'}
      </button>
    </div>
  );
}

import { AlertTriangle, Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';

/** The pulsing dot while a card, list or chart waits for its data; announced to screen readers. */
export function DataLoading({ label, tall = false }: { label: string; tall?: boolean }) {
  return (
    <div className={`grid place-items-center ${tall ? 'py-16' : 'py-10'}`} role="status">
      <span className="sr-only">{label}</span>
      <span aria-hidden className="live-dot" />
    </div>
  );
}

const problemFrames = {
  /** A thin border, inside a card or a tab. */
  border: 'flex flex-col gap-3 rounded-xl border border-line p-4 sm:flex-row sm:items-center',
  /** A panel of its own, where a list of panels would stand. */
  panel: 'panel flex flex-col gap-3 p-5 sm:flex-row sm:items-center',
} as const;

/** Data that could not load: why, and a retry. */
export function DataProblem({
  title,
  error,
  onRetry,
  frame = 'border',
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  frame?: keyof typeof problemFrames;
}) {
  return (
    <div role="alert" className={problemFrames[frame]}>
      <AlertTriangle
        aria-hidden
        className={`${frame === 'panel' ? 'size-8' : 'size-7'} shrink-0 text-accent`}
      />
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

/** Nothing to show yet, and where useful a word on how it fills. */
export function DataEmpty({
  title,
  icon: Icon = Inbox,
  children,
}: {
  title: string;
  icon?: LucideIcon;
  children?: ReactNode;
}) {
  return (
    <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-line p-6 text-center">
      <Icon aria-hidden className="size-8 text-accent" />
      <p className="font-bold">{title}</p>
      {children ? <div className="text-sm text-muted">{children}</div> : null}
    </div>
  );
}

/** The empty notice with a feature's own icon in place of the inbox. */
export function emptyNoticeWith(icon: LucideIcon) {
  return function EmptyNotice({ title, children }: { title: string; children?: ReactNode }) {
    return (
      <DataEmpty title={title} icon={icon}>
        {children}
      </DataEmpty>
    );
  };
}

/** The parts of a TanStack query result (plain or infinite) that `QueryStates` reads. */
export interface QueryResultLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
  /** Infinite queries: a failed next page, told under the list rather than in its place. */
  isFetchNextPageError?: boolean;
}

interface QueryStatesProps<T> {
  query: QueryResultLike<T>;
  /** While loading: the label of the pulsing dot, or a placeholder of one's own. */
  pending: string | ReactNode;
  /** On failure: the title of a problem box with a retry, or a piece given the error and the retry. */
  problem: string | ((error: unknown, retry: () => void) => ReactNode);
  /** Shown instead of the children when the data holds nothing; left out, the data is always shown. */
  empty?: ReactNode;
  /** Whether the data holds nothing; by default, whether it is an empty list. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/** One query's loading, failure and empty states, and its data once there is some. */
export function QueryStates<T>({
  query,
  pending,
  problem,
  empty,
  isEmpty = isEmptyList,
  children,
}: QueryStatesProps<T>) {
  if (query.isPending) {
    return typeof pending === 'string' ? <DataLoading label={pending} /> : pending;
  }
  if (query.isError && !query.isFetchNextPageError) {
    const retry = () => void query.refetch();
    return typeof problem === 'string' ? (
      <DataProblem title={problem} error={query.error} onRetry={retry} />
    ) : (
      problem(query.error, retry)
    );
  }
  // Neither pending nor failed (or failed only at a later page): the data is there.
  const data = query.data as T;
  if (empty !== undefined && isEmpty(data)) return empty;
  return children(data);
}

/** "Load more" under a list read a page at a time, with the reason when the last try failed. */
export function LoadMore({
  what,
  hasNextPage,
  isFetchingNextPage,
  isFetchNextPageError,
  error,
  fetchNextPage,
}: {
  /** What the list holds, as in "We could not load more posts". */
  what: string;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => unknown;
}) {
  if (!hasNextPage) return null;
  return (
    <div className="grid justify-items-center gap-2">
      {isFetchNextPageError ? (
        <p role="alert" className="text-sm text-muted">
          We could not load more {what}: {errorMessage(error)}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn-outline"
        disabled={isFetchingNextPage}
        onClick={() => void fetchNextPage()}
      >
        {isFetchingNextPage ? 'Loading…' : 'Load more'}
      </button>
    </div>
  );
}

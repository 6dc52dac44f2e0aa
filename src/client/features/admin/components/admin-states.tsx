import { AlertTriangle, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client';

/** The pulsing dot while a card or list waits for its data; announced to screen readers. */
export function AdminLoading({ label }: { label: string }) {
  return (
    <div className="grid place-items-center py-10" role="status">
      <span className="sr-only">{label}</span>
      <span aria-hidden className="live-dot" />
    </div>
  );
}

/** Data that could not load: why, and a retry. */
export function AdminProblem({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-line p-4 sm:flex-row sm:items-center"
    >
      <AlertTriangle aria-hidden className="size-7 shrink-0 text-accent" />
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

/** A list with nothing in it, and where useful a word on how it fills. */
export function AdminEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-line p-6 text-center">
      <Inbox aria-hidden className="size-8 text-accent" />
      <p className="font-bold">{title}</p>
      {children ? <div className="text-sm text-muted">{children}</div> : null}
    </div>
  );
}

/** "Load more" under a list read a page at a time. */
export function LoadMoreButton({
  hasMore,
  loading,
  onLoad,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
}) {
  if (!hasMore) return null;
  return (
    <div className="flex justify-center">
      <button type="button" className="btn btn-outline btn-sm" disabled={loading} onClick={onLoad}>
        {loading ? 'Loading…' : 'Load more'}
      </button>
    </div>
  );
}

import { AlertTriangle, ChartColumn } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client';

/** The pulsing dot while the figures load; announced to screen readers. */
export function AnalyticsLoading({ label }: { label: string }) {
  return (
    <div className="grid place-items-center py-16" role="status">
      <span className="sr-only">{label}</span>
      <span aria-hidden className="live-dot" />
    </div>
  );
}

/** Figures that could not load: why, and a retry. */
export function AnalyticsProblem({
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

/** A chart with nothing to draw yet, and a word on how it fills. */
export function AnalyticsEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-line p-6 text-center">
      <ChartColumn aria-hidden className="size-8 text-accent" />
      <p className="font-bold">{title}</p>
      {children ? <div className="text-sm text-muted">{children}</div> : null}
    </div>
  );
}

/** While a chart's code loads: a quiet box of the chart's size. */
export function ChartPlaceholder() {
  return <div aria-hidden className="h-60 rounded-xl bg-surface-2 motion-safe:animate-pulse" />;
}

/**
 * A chart whose code could not load (a dropped connection, a newer deployment) leaves its table
 * and summary in place instead of taking the whole page down.
 */
export class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="rounded-xl border border-dashed border-line p-4 text-sm text-muted">
        The chart could not load. The figures are in the table below; reload the page to try again.
      </p>
    );
  }
}

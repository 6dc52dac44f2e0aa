import { Component, type ReactNode } from 'react';

/** While a chart's code loads: a quiet box of the chart's size (a Tailwind height class). */
export function ChartPlaceholder({ height = 'h-60' }: { height?: string }) {
  return (
    <div aria-hidden className={`${height} rounded-xl bg-surface-2 motion-safe:animate-pulse`} />
  );
}

/**
 * A chart whose code could not load (a dropped connection, a newer deployment) leaves its table
 * in place instead of taking the whole page down.
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

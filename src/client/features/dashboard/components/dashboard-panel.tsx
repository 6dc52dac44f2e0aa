import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client';

interface DashboardPanelProps {
  id: string;
  title: string;
  icon?: ReactNode;
  /** A link or button beside the heading, such as "See all". */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One card of the dashboard: a heading with an optional action, then its content. */
export function DashboardPanel({
  id,
  title,
  icon,
  action,
  children,
  className = '',
}: DashboardPanelProps) {
  return (
    <section
      aria-labelledby={id}
      className={`panel grid content-start gap-4 p-5 sm:p-6 ${className}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="flex items-center gap-2 text-lg font-bold">
          {icon ? <span className="text-accent [&>svg]:size-5">{icon}</span> : null}
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A panel's one-line wait, announced to screen readers. */
export function PanelLoading({ label }: { label: string }) {
  return (
    <p role="status" className="text-sm text-muted">
      {label}
    </p>
  );
}

/** A panel's content that could not load: what, why, and a retry. */
export function PanelProblem({
  what,
  error,
  onRetry,
}: {
  /** As in "We could not load your activity". */
  what: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="grid justify-items-start gap-2 text-sm">
      <p>
        We could not load {what}: {errorMessage(error)}
      </p>
      <button type="button" className="btn btn-outline btn-sm" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

const panelLinkClass =
  'text-sm font-semibold text-accent underline decoration-2 underline-offset-4 hover:text-accent-strong';

export { panelLinkClass };

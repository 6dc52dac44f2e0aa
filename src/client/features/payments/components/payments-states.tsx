import { AlertTriangle, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client';

/** The pulsing dot while a panel waits for its figures; announced to screen readers. */
export function PaymentsLoading({ label }: { label: string }) {
  return (
    <div className="grid place-items-center py-10" role="status">
      <span className="sr-only">{label}</span>
      <span aria-hidden className="live-dot" />
    </div>
  );
}

/** Figures that could not load: why, and a retry. */
export function PaymentsProblem({
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

/** A list with nothing in it yet, and where useful a word on how it fills. */
export function PaymentsEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-line p-6 text-center">
      <Wallet aria-hidden className="size-8 text-accent" />
      <p className="font-bold">{title}</p>
      {children ? <div className="text-sm text-muted">{children}</div> : null}
    </div>
  );
}

/** A table that scrolls sideways on a narrow screen instead of squeezing its columns. */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="min-w-0 overflow-x-auto rounded-xl border border-line"
    >
      {children}
    </section>
  );
}

export const tableClass = 'w-full min-w-max text-left text-sm';
export const headCellClass =
  'border-b border-line bg-surface-2 px-3 py-2 text-xs font-bold tracking-wide text-muted uppercase';
export const cellClass = 'border-b border-line/60 px-3 py-2 align-top';
export const numberCellClass = `${cellClass} text-right tabular-nums`;

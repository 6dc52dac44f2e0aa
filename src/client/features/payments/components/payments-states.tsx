import { Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { DataEmpty, DataLoading, DataProblem } from '../../../components/ui/data-states';

/** The pulsing dot while the data loads; announced to screen readers. */
export function PaymentsLoading({ label }: { label: string }) {
  return <DataLoading label={label} />;
}

export { DataProblem as PaymentsProblem };

/** Nothing here yet, and where useful a word on how it fills. */
export function PaymentsEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <DataEmpty title={title} icon={Wallet}>
      {children}
    </DataEmpty>
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

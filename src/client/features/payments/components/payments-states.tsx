import { Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  DataEmpty,
  DataLoading,
  DataProblem,
  type QueryResultLike,
  QueryStates,
} from '../../../components/ui/data-states';

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

/**
 * One of the member's or artist's money lists: "Loading your payouts…", "We could not load your
 * payouts" with a retry, the empty notice, or the children with the data.
 */
export function PaymentsQueryStates<T>({
  query,
  what,
  emptyTitle,
  emptyNote,
  isEmpty,
  children,
}: {
  query: QueryResultLike<T>;
  /** What the list holds, as in "Loading your payouts…". */
  what: string;
  emptyTitle: string;
  emptyNote?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryStates
      query={query}
      pending={`Loading your ${what}…`}
      problem={`We could not load your ${what}`}
      isEmpty={isEmpty}
      empty={<PaymentsEmpty title={emptyTitle}>{emptyNote}</PaymentsEmpty>}
    >
      {children}
    </QueryStates>
  );
}

/** A column of a money table: figures are right-aligned; a hidden heading is for screen readers. */
export type TableColumn = string | { label: string; numeric?: boolean; hidden?: boolean };

/** A money table in its scrolling frame: the header row from its columns, then the rows given. */
export function PaymentsTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: readonly TableColumn[];
  children: ReactNode;
}) {
  return (
    <TableFrame label={label}>
      <table className={tableClass}>
        <thead>
          <tr>
            {columns.map((column) => {
              const {
                label: heading,
                numeric,
                hidden,
              } = typeof column === 'string' ? { label: column } : column;
              return (
                <th
                  key={heading}
                  scope="col"
                  className={numeric ? `${headCellClass} text-right` : headCellClass}
                >
                  {hidden ? <span className="sr-only">{heading}</span> : heading}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableFrame>
  );
}

/** Right-aligned figure columns. */
export const numberColumns = (...labels: string[]): TableColumn[] =>
  labels.map((label) => ({ label, numeric: true }));

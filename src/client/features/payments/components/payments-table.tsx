import type { Key, ReactNode } from 'react';
import type { QueryResultLike } from '../../../components/ui/data-states';
import { formatDate } from '../../../lib/format';
import { money } from './payment-display';
import { PaymentsQueryStates } from './payments-states';

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

const tableClass = 'w-full min-w-max text-left text-sm';
const headCellClass =
  'border-b border-line bg-surface-2 px-3 py-2 text-xs font-bold tracking-wide text-muted uppercase';
const cellClass = 'border-b border-line/60 px-3 py-2 align-top';
const numberCellClass = `${cellClass} text-right tabular-nums`;
/**
 * A column of a money table: its heading, and what each row shows in it. Figures are
 * right-aligned; a hidden heading is for screen readers; the row header names its row.
 */
export interface TableColumn<T> {
  label: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
  hidden?: boolean;
  rowHeader?: boolean;
  /** Extra classes for the column's cells, such as the width its text wraps at. */
  className?: string;
}

function cellClassFor<T>({ numeric, rowHeader, className }: TableColumn<T>): string {
  const base = numeric ? numberCellClass : cellClass;
  return [base, rowHeader ? 'font-semibold' : null, className].filter(Boolean).join(' ');
}

/** A money table in its scrolling frame: the header row from its columns, then a row a item. */
export function PaymentsTable<T>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
}) {
  return (
    <TableFrame label={label}>
      <table className={tableClass}>
        <thead>
          <tr>
            {columns.map(({ label: heading, numeric, hidden }) => (
              <th
                key={heading}
                scope="col"
                className={numeric ? `${headCellClass} text-right` : headCellClass}
              >
                {hidden ? <span className="sr-only">{heading}</span> : heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.label} scope="row" className={cellClassFor(column)}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.label} className={cellClassFor(column)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
/** One of the money lists as a table: the loading, failure and empty notices, then its rows. */
export function PaymentsQueryTable<Row>({
  query,
  what,
  emptyTitle,
  emptyNote,
  label,
  columns,
  rowKey,
}: {
  query: QueryResultLike<Row[]>;
  what: string;
  emptyTitle: string;
  emptyNote?: ReactNode;
  label: string;
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => Key;
}) {
  return (
    <PaymentsQueryStates query={query} what={what} emptyTitle={emptyTitle} emptyNote={emptyNote}>
      {(rows) => <PaymentsTable label={label} columns={columns} rows={rows} rowKey={rowKey} />}
    </PaymentsQueryStates>
  );
}
/** A figure column: right-aligned, a sum of money unless told how to show it. */
export function moneyColumn<T>(
  label: string,
  cents: (row: T) => number,
  show: (value: number) => ReactNode = money,
): TableColumn<T> {
  return { label, numeric: true, cell: (row) => show(cents(row)) };
}

/** A date column: the day, with the exact moment for machines; a dash where there is none. */
export function dateColumn<T>(label: string, at: (row: T) => string | null): TableColumn<T> {
  return {
    label,
    cell: (row) => {
      const value = at(row);
      return value ? <time dateTime={value}>{formatDate(value)}</time> : '—';
    },
  };
}

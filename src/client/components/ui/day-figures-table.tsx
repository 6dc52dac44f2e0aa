import { formatCount, formatLongDay } from '../../lib/format';

/**
 * A chart's figures as a table: what screen readers read instead of the picture, and what anyone
 * may open to read exact values.
 */
export function FiguresTable({
  caption,
  valueLabel,
  rows,
  format = formatCount,
}: {
  caption: string;
  valueLabel: string;
  rows: { day: string; value: number }[];
  /** How a value reads; counts by default. */
  format?: (value: number) => string;
}) {
  return (
    <details className="group rounded-xl border border-line">
      <summary className="cursor-pointer px-4 py-2 text-sm font-semibold text-accent-strong">
        Show the figures as a table
      </summary>
      <div className="max-h-72 overflow-y-auto border-t border-line">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th
                scope="col"
                className="sticky top-0 bg-surface-2 px-3 py-2 text-xs font-bold tracking-wide text-muted uppercase"
              >
                Day
              </th>
              <th
                scope="col"
                className="sticky top-0 bg-surface-2 px-3 py-2 text-right text-xs font-bold tracking-wide text-muted uppercase"
              >
                {valueLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.day}>
                <th scope="row" className="border-b border-line/60 px-3 py-1.5 font-normal">
                  {formatLongDay(row.day)}
                </th>
                <td className="border-b border-line/60 px-3 py-1.5 text-right tabular-nums">
                  {format(row.value)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

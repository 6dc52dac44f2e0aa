import { useQuery } from '@tanstack/react-query';
import { paymentQueries } from '../api/payment-queries';
import { money } from './payment-display';
import {
  cellClass,
  numberCellClass,
  numberColumns,
  PaymentsQueryStates,
  PaymentsTable,
} from './payments-states';

// Months are UTC calendar months: formatting them in the reader's zone could name the one before.
const monthName = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-11" as "November 2026". */
export function formatStatementMonth(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : monthName.format(date);
}

const columns = ['Gross', 'Your share', 'Platform share', 'Processor fee'] as const;

/** Each month's totals, newest first as the server sends them. */
export function MonthlyTotals() {
  const months = useQuery(paymentQueries.months());
  return (
    <section aria-labelledby="months-heading" className="grid min-w-0 gap-3">
      <h3 id="months-heading" className="text-lg font-bold">
        Monthly totals
      </h3>
      <PaymentsQueryStates query={months} what="monthly totals" emptyTitle="No earnings yet">
        {(data) => (
          <PaymentsTable
            label="Monthly totals table"
            columns={['Month', ...numberColumns(...columns, 'Payments')]}
          >
            {data.map((month) => (
              <tr key={month.month}>
                <th scope="row" className={`${cellClass} font-semibold`}>
                  {formatStatementMonth(month.month)}
                </th>
                <td className={numberCellClass}>{money(month.grossCents)}</td>
                <td className={numberCellClass}>{money(month.artistCents)}</td>
                <td className={numberCellClass}>{money(month.platformCents)}</td>
                <td className={numberCellClass}>{money(month.feeCents)}</td>
                <td className={numberCellClass}>{month.count.toLocaleString('en-US')}</td>
              </tr>
            ))}
          </PaymentsTable>
        )}
      </PaymentsQueryStates>
    </section>
  );
}

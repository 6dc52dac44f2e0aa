import { useQuery } from '@tanstack/react-query';
import type { MonthlyTotals as MonthlyTotalsData } from '../../../../shared/contracts/payments';
import { dateFormat } from '../../../../shared/domain/intl-formats';
import { paymentQueries } from '../api/payment-queries';
import { PaymentsSection } from './payments-states';
import { moneyColumn, PaymentsQueryTable, type TableColumn } from './payments-table';

// Months are UTC calendar months: formatting them in the reader's zone could name the one before.
const MONTH: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };

/** "2026-11" as "November 2026". */
export function formatStatementMonth(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : dateFormat(MONTH, 'UTC').format(date);
}

type MonthTotals = MonthlyTotalsData['months'][number];

const columns: TableColumn<MonthTotals>[] = [
  { label: 'Month', rowHeader: true, cell: (month) => formatStatementMonth(month.month) },
  moneyColumn('Gross', (month) => month.grossCents),
  moneyColumn('Your share', (month) => month.artistCents),
  moneyColumn('Platform share', (month) => month.platformCents),
  moneyColumn('Processor fee', (month) => month.feeCents),
  moneyColumn(
    'Payments',
    (month) => month.count,
    (count) => count.toLocaleString('en-US'),
  ),
];

/** Each month's totals, newest first as the server sends them. */
export function MonthlyTotals() {
  const months = useQuery(paymentQueries.months());
  return (
    <PaymentsSection headingId="months-heading" title="Monthly totals">
      <PaymentsQueryTable
        query={months}
        what="monthly totals"
        emptyTitle="No earnings yet"
        label="Monthly totals table"
        columns={columns}
        rowKey={(month) => month.month}
      />
    </PaymentsSection>
  );
}

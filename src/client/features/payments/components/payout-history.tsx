import { useQuery } from '@tanstack/react-query';
import type { Payout } from '../../../../shared/contracts/payments';
import { paymentQueries } from '../api/payment-queries';
import { PaymentsSection } from './payments-states';
import { dateColumn, moneyColumn, PaymentsQueryTable, type TableColumn } from './payments-table';

const STATUS_LABELS: Record<Payout['status'], string> = {
  requested: 'Requested',
  paid: 'Paid',
  cancelled: 'Cancelled',
};

const columns: TableColumn<Payout>[] = [
  dateColumn('Requested', (payout) => payout.requestedAt),
  moneyColumn('Amount', (payout) => payout.amountCents),
  { label: 'Status', cell: (payout) => STATUS_LABELS[payout.status] },
  dateColumn('Decided', (payout) => payout.decidedAt),
];

/** The artist's payout requests and what became of them. */
export function PayoutHistory() {
  const payouts = useQuery(paymentQueries.payouts());
  return (
    <PaymentsSection headingId="payouts-heading" title="Payouts">
      <PaymentsQueryTable
        query={payouts}
        what="payouts"
        emptyTitle="No payouts yet"
        label="Payouts table"
        columns={columns}
        rowKey={(payout) => payout.id}
      />
    </PaymentsSection>
  );
}

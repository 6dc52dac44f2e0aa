import { useQuery } from '@tanstack/react-query';
import type { Payout } from '../../../../shared/contracts/payments';
import { paymentQueries } from '../api/payment-queries';
import {
  dateColumn,
  moneyColumn,
  PaymentsQueryStates,
  PaymentsTable,
  type TableColumn,
} from './payments-states';

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
    <section aria-labelledby="payouts-heading" className="grid min-w-0 gap-3">
      <h3 id="payouts-heading" className="text-lg font-bold">
        Payouts
      </h3>
      <PaymentsQueryStates query={payouts} what="payouts" emptyTitle="No payouts yet">
        {(data) => (
          <PaymentsTable
            label="Payouts table"
            columns={columns}
            rows={data}
            rowKey={(payout) => payout.id}
          />
        )}
      </PaymentsQueryStates>
    </section>
  );
}

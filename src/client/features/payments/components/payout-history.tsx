import { useQuery } from '@tanstack/react-query';
import type { Payout } from '../../../../shared/contracts/payments';
import { formatDate } from '../../../lib/format';
import { paymentQueries } from '../api/payment-queries';
import { money } from './payment-display';
import {
  cellClass,
  numberCellClass,
  numberColumns,
  PaymentsQueryStates,
  PaymentsTable,
} from './payments-states';

const STATUS_LABELS: Record<Payout['status'], string> = {
  requested: 'Requested',
  paid: 'Paid',
  cancelled: 'Cancelled',
};

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
            columns={['Requested', ...numberColumns('Amount'), 'Status', 'Decided']}
          >
            {data.map((payout) => (
              <tr key={payout.id}>
                <td className={cellClass}>
                  <time dateTime={payout.requestedAt}>{formatDate(payout.requestedAt)}</time>
                </td>
                <td className={numberCellClass}>{money(payout.amountCents)}</td>
                <td className={cellClass}>{STATUS_LABELS[payout.status]}</td>
                <td className={cellClass}>
                  {payout.decidedAt ? (
                    <time dateTime={payout.decidedAt}>{formatDate(payout.decidedAt)}</time>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </PaymentsTable>
        )}
      </PaymentsQueryStates>
    </section>
  );
}

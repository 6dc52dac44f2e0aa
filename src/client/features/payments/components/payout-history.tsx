import { useQuery } from '@tanstack/react-query';
import type { Payout } from '../../../../shared/contracts/payments';
import { QueryStates } from '../../../components/ui/data-states';
import { formatDate } from '../../../lib/format';
import { paymentQueries } from '../api/payment-queries';
import { money } from './payment-display';
import {
  cellClass,
  headCellClass,
  numberCellClass,
  PaymentsEmpty,
  TableFrame,
  tableClass,
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
      <QueryStates
        query={payouts}
        pending="Loading your payouts…"
        problem="We could not load your payouts"
        empty={<PaymentsEmpty title="No payouts yet" />}
      >
        {(data) => (
          <TableFrame label="Payouts table">
            <table className={tableClass}>
              <thead>
                <tr>
                  <th scope="col" className={headCellClass}>
                    Requested
                  </th>
                  <th scope="col" className={`${headCellClass} text-right`}>
                    Amount
                  </th>
                  <th scope="col" className={headCellClass}>
                    Status
                  </th>
                  <th scope="col" className={headCellClass}>
                    Decided
                  </th>
                </tr>
              </thead>
              <tbody>
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
              </tbody>
            </table>
          </TableFrame>
        )}
      </QueryStates>
    </section>
  );
}

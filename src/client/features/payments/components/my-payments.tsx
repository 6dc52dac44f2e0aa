import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { QueryStates } from '../../../components/ui/data-states';
import { formatDate } from '../../../lib/format';
import { paymentQueries } from '../api/payment-queries';
import { creatorPath, kindLabel, money } from './payment-display';
import {
  cellClass,
  headCellClass,
  numberCellClass,
  PaymentsEmpty,
  TableFrame,
  tableClass,
} from './payments-states';

/** The member's payments, newest first, each with its receipt. */
export function MyPayments() {
  const payments = useQuery(paymentQueries.myPayments());
  return (
    <QueryStates
      query={payments}
      pending="Loading your payments…"
      problem="We could not load your payments"
      empty={
        <PaymentsEmpty title="No payments yet">
          Your subscriptions and tips will be listed here, each with its receipt.
        </PaymentsEmpty>
      }
    >
      {(data) => (
        <TableFrame label="Your payments table">
          <table className={tableClass}>
            <thead>
              <tr>
                <th scope="col" className={headCellClass}>
                  Date
                </th>
                <th scope="col" className={headCellClass}>
                  Creator
                </th>
                <th scope="col" className={headCellClass}>
                  Kind
                </th>
                <th scope="col" className={`${headCellClass} text-right`}>
                  Amount
                </th>
                <th scope="col" className={`${headCellClass} text-right`}>
                  Refunded
                </th>
                <th scope="col" className={headCellClass}>
                  <span className="sr-only">Receipt</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((payment) => (
                <tr key={payment.id}>
                  <td className={cellClass}>
                    <time dateTime={payment.createdAt}>{formatDate(payment.createdAt)}</time>
                  </td>
                  <td className={`${cellClass} max-w-48 wrap-anywhere whitespace-normal`}>
                    {payment.creator ? (
                      <Link
                        href={creatorPath(payment.creator.username)}
                        className="hover:underline"
                      >
                        {payment.creator.displayName}
                      </Link>
                    ) : (
                      'Tuneslingers'
                    )}
                  </td>
                  <td className={cellClass}>{kindLabel(payment.kind)}</td>
                  <td className={numberCellClass}>{money(payment.amountCents)}</td>
                  <td className={numberCellClass}>
                    {payment.refundedCents > 0 ? money(payment.refundedCents) : '—'}
                  </td>
                  <td className={cellClass}>
                    <Link
                      href={`/receipts/${payment.id}`}
                      className="font-semibold text-accent underline underline-offset-4 hover:text-accent-strong"
                    >
                      Receipt
                      <span className="sr-only">
                        {' '}
                        for the {kindLabel(payment.kind).toLowerCase()} of{' '}
                        {formatDate(payment.createdAt)}
                      </span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </QueryStates>
  );
}

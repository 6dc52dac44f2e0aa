import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { formatDate } from '../../../lib/format';
import { paymentQueries } from '../api/payment-queries';
import { creatorPath, kindLabel, money } from './payment-display';
import {
  cellClass,
  numberCellClass,
  numberColumns,
  PaymentsQueryStates,
  PaymentsTable,
} from './payments-states';

/** The member's payments, newest first, each with its receipt. */
export function MyPayments() {
  const payments = useQuery(paymentQueries.myPayments());
  return (
    <PaymentsQueryStates
      query={payments}
      what="payments"
      emptyTitle="No payments yet"
      emptyNote="Your subscriptions and tips will be listed here, each with its receipt."
    >
      {(data) => (
        <PaymentsTable
          label="Your payments table"
          columns={[
            'Date',
            'Creator',
            'Kind',
            ...numberColumns('Amount', 'Refunded'),
            { label: 'Receipt', hidden: true },
          ]}
        >
          {data.map((payment) => (
            <tr key={payment.id}>
              <td className={cellClass}>
                <time dateTime={payment.createdAt}>{formatDate(payment.createdAt)}</time>
              </td>
              <td className={`${cellClass} max-w-48 wrap-anywhere whitespace-normal`}>
                {payment.creator ? (
                  <Link href={creatorPath(payment.creator.username)} className="hover:underline">
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
        </PaymentsTable>
      )}
    </PaymentsQueryStates>
  );
}

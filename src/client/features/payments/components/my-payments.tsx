import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { MyPayment } from '../../../../shared/contracts/payments';
import { formatDate } from '../../../lib/format';
import { paymentQueries } from '../api/payment-queries';
import { creatorPath, kindLabel, money } from './payment-display';
import { dateColumn, moneyColumn, PaymentsQueryTable, type TableColumn } from './payments-table';

const columns: TableColumn<MyPayment>[] = [
  dateColumn('Date', (payment) => payment.createdAt),
  {
    label: 'Creator',
    className: 'max-w-48 wrap-anywhere whitespace-normal',
    cell: ({ creator }) =>
      creator ? (
        <Link href={creatorPath(creator.username)} className="hover:underline">
          {creator.displayName}
        </Link>
      ) : (
        'Tuneslingers'
      ),
  },
  { label: 'Kind', cell: (payment) => kindLabel(payment.kind) },
  moneyColumn('Amount', (payment) => payment.amountCents),
  moneyColumn(
    'Refunded',
    (payment) => payment.refundedCents,
    (cents) => (cents > 0 ? money(cents) : '—'),
  ),
  {
    label: 'Receipt',
    hidden: true,
    cell: (payment) => (
      <Link
        href={`/receipts/${payment.id}`}
        className="font-semibold text-accent underline underline-offset-4 hover:text-accent-strong"
      >
        Receipt
        <span className="sr-only">
          {' '}
          for the {kindLabel(payment.kind).toLowerCase()} of {formatDate(payment.createdAt)}
        </span>
      </Link>
    ),
  },
];

/** The member's payments, newest first, each with its receipt. */
export function MyPayments() {
  const payments = useQuery(paymentQueries.myPayments());
  return (
    <PaymentsQueryTable
      query={payments}
      what="payments"
      emptyTitle="No payments yet"
      emptyNote="Your subscriptions and tips will be listed here, each with its receipt."
      label="Your payments table"
      columns={columns}
      rowKey={(payment) => payment.id}
    />
  );
}

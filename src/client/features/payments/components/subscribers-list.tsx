import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { Subscriber } from '../../../../shared/contracts/payments';
import { paymentQueries } from '../api/payment-queries';
import { creatorPath, perMonth, renewalLine, statusLabel } from './payment-display';
import { PaymentsQueryStates } from './payments-states';
import { dateColumn, moneyColumn, PaymentsTable, type TableColumn } from './payments-table';

const columns: TableColumn<Subscriber>[] = [
  {
    label: 'Fan',
    className: 'max-w-48 wrap-anywhere whitespace-normal',
    cell: ({ fan }) => (
      <>
        <Link href={creatorPath(fan.username)} className="font-semibold hover:underline">
          {fan.displayName}
        </Link>
        <span className="block text-xs text-muted">@{fan.username}</span>
      </>
    ),
  },
  { label: 'Status', cell: statusLabel },
  dateColumn('Since', (subscriber) => subscriber.since),
  {
    label: 'Renews or ends',
    cell: (subscriber) => renewalLine({ ...subscriber, endedAt: null }) ?? '—',
  },
  moneyColumn('Price', (subscriber) => subscriber.priceCents, perMonth),
];

/** The artist's subscribers: who, since when, until when, at what price. */
export function SubscribersList() {
  const subscribers = useQuery(paymentQueries.subscribers());
  return (
    <PaymentsQueryStates
      query={subscribers}
      what="subscribers"
      isEmpty={(data) => data.subscribers.length === 0}
      emptyTitle="No subscribers yet"
      emptyNote="Fans subscribe from your creator page once you set a monthly price on your profile."
    >
      {({ subscribers: list, activeCount }) => (
        <section aria-labelledby="subscribers-heading" className="grid min-w-0 gap-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 id="subscribers-heading" className="text-lg font-bold">
              Subscribers
            </h3>
            <p className="text-sm text-muted">
              {activeCount.toLocaleString('en-US')} active{' '}
              {activeCount === 1 ? 'subscriber' : 'subscribers'}
            </p>
          </div>
          <PaymentsTable
            label="Subscribers table"
            columns={columns}
            rows={list}
            rowKey={(subscriber) => subscriber.id}
          />
        </section>
      )}
    </PaymentsQueryStates>
  );
}

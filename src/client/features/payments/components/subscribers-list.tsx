import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { formatDate } from '../../../lib/format';
import { paymentQueries } from '../api/payment-queries';
import { creatorPath, perMonth, renewalLine, statusLabel } from './payment-display';
import {
  cellClass,
  numberCellClass,
  numberColumns,
  PaymentsQueryStates,
  PaymentsTable,
} from './payments-states';

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
            columns={['Fan', 'Status', 'Since', 'Renews or ends', ...numberColumns('Price')]}
          >
            {list.map((subscriber) => (
              <tr key={subscriber.id}>
                <td className={`${cellClass} max-w-48 wrap-anywhere whitespace-normal`}>
                  <Link
                    href={creatorPath(subscriber.fan.username)}
                    className="font-semibold hover:underline"
                  >
                    {subscriber.fan.displayName}
                  </Link>
                  <span className="block text-xs text-muted">@{subscriber.fan.username}</span>
                </td>
                <td className={cellClass}>{statusLabel(subscriber)}</td>
                <td className={cellClass}>
                  <time dateTime={subscriber.since}>{formatDate(subscriber.since)}</time>
                </td>
                <td className={cellClass}>
                  {renewalLine({ ...subscriber, endedAt: null }) ?? '—'}
                </td>
                <td className={numberCellClass}>{perMonth(subscriber.priceCents)}</td>
              </tr>
            ))}
          </PaymentsTable>
        </section>
      )}
    </PaymentsQueryStates>
  );
}

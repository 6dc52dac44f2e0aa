import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { QueryStates } from '../../../components/ui/data-states';
import { formatDate } from '../../../lib/format';
import { paymentQueries } from '../api/payment-queries';
import { creatorPath, perMonth, renewalLine, statusLabel } from './payment-display';
import {
  cellClass,
  headCellClass,
  numberCellClass,
  PaymentsEmpty,
  TableFrame,
  tableClass,
} from './payments-states';

/** The artist's subscribers: who, since when, until when, at what price. */
export function SubscribersList() {
  const subscribers = useQuery(paymentQueries.subscribers());
  return (
    <QueryStates
      query={subscribers}
      pending="Loading your subscribers…"
      problem="We could not load your subscribers"
      isEmpty={(data) => data.subscribers.length === 0}
      empty={
        <PaymentsEmpty title="No subscribers yet">
          Fans subscribe from your creator page once you set a monthly price on your profile.
        </PaymentsEmpty>
      }
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
          <TableFrame label="Subscribers table">
            <table className={tableClass}>
              <thead>
                <tr>
                  {['Fan', 'Status', 'Since', 'Renews or ends'].map((column) => (
                    <th key={column} scope="col" className={headCellClass}>
                      {column}
                    </th>
                  ))}
                  <th scope="col" className={`${headCellClass} text-right`}>
                    Price
                  </th>
                </tr>
              </thead>
              <tbody>
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
              </tbody>
            </table>
          </TableFrame>
        </section>
      )}
    </QueryStates>
  );
}

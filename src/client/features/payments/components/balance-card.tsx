import { useQuery } from '@tanstack/react-query';
import { Banknote } from 'lucide-react';
import { QueryStates } from '../../../components/ui/data-states';
import { paymentQueries } from '../api/payment-queries';
import { useRequestPayout } from '../hooks/use-payment-mutations';
import { money } from './payment-display';

/** What the artist is owed, what is already asked for, and a payout of the rest. */
export function BalanceCard() {
  const balance = useQuery(paymentQueries.balance());
  const payout = useRequestPayout();

  return (
    <section aria-labelledby="balance-heading" className="panel grid gap-4 p-5 sm:p-6">
      <h3 id="balance-heading" className="flex items-center gap-2 text-lg font-bold">
        <Banknote aria-hidden className="size-5 text-accent" /> Balance
      </h3>
      <QueryStates
        query={balance}
        pending="Loading your balance…"
        problem="We could not load your balance"
      >
        {(data) => (
          <>
            <dl className="grid gap-3 sm:grid-cols-3">
              {[
                { label: 'Balance', value: data.balanceCents },
                { label: 'Requested', value: data.requestedCents },
                { label: 'Available', value: data.availableCents },
              ].map((figure) => (
                <div
                  key={figure.label}
                  className="grid min-w-0 gap-0.5 rounded-xl bg-surface-2 p-3"
                >
                  <dt className="text-sm text-muted">{figure.label}</dt>
                  <dd className="text-xl font-black wrap-anywhere tabular-nums">
                    {money(figure.value)}
                  </dd>
                </div>
              ))}
            </dl>
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="button"
                className="btn btn-primary"
                disabled={data.availableCents <= 0 || payout.isPending}
                aria-describedby="payout-note"
                onClick={() => payout.mutate()}
              >
                {payout.isPending ? 'Requesting…' : 'Request payout'}
              </button>
              <p id="payout-note" className="text-sm text-muted">
                {data.availableCents > 0
                  ? `Asks for the whole available ${money(data.availableCents)}.`
                  : data.requestedCents > 0
                    ? 'Your open request covers everything you have earned so far.'
                    : 'Nothing to pay out yet.'}
              </p>
            </div>
          </>
        )}
      </QueryStates>
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { Payout } from '../../../../shared/contracts/payments';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryStates } from '../../../components/ui/data-states';
import { formatDate } from '../../../lib/format';
import { paymentQueries } from '../api/payment-queries';
import { useMarkPayoutPaid } from '../hooks/use-payment-mutations';
import { creatorPath, money } from './payment-display';
import { PaymentsEmpty } from './payments-states';

/** The payouts creators asked for, for an admin to pay and then mark paid. */
export function AdminPayoutsPanel() {
  const payouts = useQuery(paymentQueries.adminPayouts('requested'));
  const markPaid = useMarkPayoutPaid();
  const [paying, setPaying] = useState<Payout | null>(null);

  const body = (
    <QueryStates
      query={payouts}
      pending="Loading payout requests…"
      problem="We could not load the payout requests"
      empty={<PaymentsEmpty title="No payout requests" />}
    >
      {(data) => (
        <ul aria-label="Payout requests" className="grid gap-3">
          {data.map((payout) => (
            <li
              key={payout.id}
              className="flex flex-col gap-3 rounded-xl border border-line p-4 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <p className="font-bold wrap-anywhere">
                  <Link href={creatorPath(payout.creator.username)} className="hover:underline">
                    {payout.creator.displayName}
                  </Link>{' '}
                  <span className="font-normal text-muted">@{payout.creator.username}</span>
                </p>
                <p className="text-sm text-muted">
                  <span className="font-semibold text-text tabular-nums">
                    {money(payout.amountCents)}
                  </span>{' '}
                  · requested{' '}
                  <time dateTime={payout.requestedAt}>{formatDate(payout.requestedAt)}</time>
                </p>
              </div>
              <button
                type="button"
                className="btn btn-primary btn-sm"
                aria-label={`Mark paid: ${money(payout.amountCents)} to @${payout.creator.username}`}
                disabled={markPaid.isPending && markPaid.variables === payout.id}
                onClick={() => setPaying(payout)}
              >
                Mark paid
              </button>
            </li>
          ))}
        </ul>
      )}
    </QueryStates>
  );

  return (
    <section aria-labelledby="admin-payouts-heading" className="panel grid gap-4 p-5 sm:p-6">
      <h2 id="admin-payouts-heading" className="flex items-center gap-2 text-lg font-bold">
        <Banknote aria-hidden className="size-5 text-accent" /> Payout requests
      </h2>
      {body}
      <ConfirmDialog
        open={paying !== null}
        title="Mark this payout paid?"
        description={
          paying
            ? `Only once ${money(paying.amountCents)} has really been sent to ${paying.creator.displayName} (@${paying.creator.username}). This takes the amount off their balance.`
            : ''
        }
        confirmLabel="Mark paid"
        pendingLabel="Marking…"
        pending={markPaid.isPending}
        onConfirm={() => {
          if (paying) markPaid.mutate(paying.id, { onSettled: () => setPaying(null) });
        }}
        onClose={() => setPaying(null)}
      />
    </section>
  );
}

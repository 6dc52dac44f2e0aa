import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import type { Subscription } from '../../../../shared/contracts/payments';
import { MemberAvatar } from '../../../components/ui/avatar';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatDate } from '../../../lib/format';
import { paymentQueries } from '../api/payment-queries';
import { useCancelSubscription, useResumeSubscription } from '../hooks/use-payment-mutations';
import { creatorPath, perMonth, renewalLine, statusLabel } from './payment-display';
import { PaymentsQueryStates } from './payments-states';

const STATUS_CHIP: Record<Subscription['status'], string> = {
  active: 'bg-accent/15 text-accent-strong',
  past_due: 'bg-live/15 text-live',
  incomplete: 'border border-line text-muted',
  ended: 'border border-line text-muted',
};

/** Whether the member may stop it: it is running and not already set to end. */
const mayCancel = (subscription: Subscription) =>
  (subscription.status === 'active' || subscription.status === 'past_due') &&
  !subscription.cancelAtPeriodEnd;

/** A cancelled subscription can be taken back while its paid period lasts. */
const mayResume = (subscription: Subscription) =>
  subscription.status !== 'ended' && subscription.cancelAtPeriodEnd;

/** The member's subscriptions, with Cancel (at the period's end, after asking) and Resume. */
export function MySubscriptions() {
  const subscriptions = useQuery(paymentQueries.mySubscriptions());
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const [cancelling, setCancelling] = useState<Subscription | null>(null);

  const handleConfirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling, { onSettled: () => setCancelling(null) });
  };

  return (
    <PaymentsQueryStates
      query={subscriptions}
      what="subscriptions"
      emptyTitle="No subscriptions yet"
      emptyNote="Subscribe to a creator on their page to read their subscribers-only posts."
    >
      {(data) => (
        <>
          <ul aria-label="Your subscriptions" className="grid gap-3">
            {data.map((subscription) => (
              <li key={subscription.id}>
                <SubscriptionRow
                  subscription={subscription}
                  busy={
                    (cancel.isPending && cancel.variables?.id === subscription.id) ||
                    (resume.isPending && resume.variables?.id === subscription.id)
                  }
                  onCancel={() => setCancelling(subscription)}
                  onResume={() => resume.mutate(subscription)}
                />
              </li>
            ))}
          </ul>
          <ConfirmDialog
            open={cancelling !== null}
            title={`Cancel your subscription to ${cancelling?.creator.displayName ?? ''}?`}
            description={
              cancelling?.currentPeriodEnd
                ? `You keep access until ${formatDate(cancelling.currentPeriodEnd)}, the end of the period you paid for, and nothing more is charged. You can resume until then.`
                : 'Nothing more is charged.'
            }
            confirmLabel="Cancel subscription"
            pendingLabel="Cancelling…"
            cancelLabel="Keep it"
            danger
            pending={cancel.isPending}
            onConfirm={handleConfirmCancel}
            onClose={() => setCancelling(null)}
          />
        </>
      )}
    </PaymentsQueryStates>
  );
}

interface SubscriptionRowProps {
  subscription: Subscription;
  busy: boolean;
  onCancel: () => void;
  onResume: () => void;
}

function SubscriptionRow({ subscription, busy, onCancel, onResume }: SubscriptionRowProps) {
  const { creator } = subscription;
  const when = renewalLine(subscription);
  const priceChanges =
    subscription.nextPriceCents !== subscription.priceCents && subscription.nextPriceCents > 0;
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-line p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <MemberAvatar member={creator} size="sm" />
        <div className="min-w-0">
          <h3 className="flex flex-wrap items-center gap-x-2 gap-y-1 font-bold">
            <Link href={creatorPath(creator.username)} className="wrap-anywhere hover:underline">
              {creator.displayName}
            </Link>
            <span className={`chip ${STATUS_CHIP[subscription.status]}`}>
              {statusLabel(subscription)}
            </span>
          </h3>
          <p className="text-sm text-muted">
            {perMonth(subscription.priceCents)}
            {priceChanges ? `, then ${perMonth(subscription.nextPriceCents)}` : ''}
            {when ? ` · ${when}` : ''}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {mayCancel(subscription) ? (
          <button
            type="button"
            className="btn btn-ghost btn-sm ring-1 ring-line"
            disabled={busy}
            aria-label={`Cancel subscription to ${creator.displayName}`}
            onClick={onCancel}
          >
            Cancel
          </button>
        ) : null}
        {mayResume(subscription) ? (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={busy}
            aria-label={`Resume subscription to ${creator.displayName}`}
            onClick={onResume}
          >
            {busy ? 'Resuming…' : 'Resume'}
          </button>
        ) : null}
      </div>
    </article>
  );
}

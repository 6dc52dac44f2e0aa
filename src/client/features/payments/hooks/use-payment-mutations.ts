import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PayCheckoutRequest,
  StartTipRequest,
  Subscription,
} from '../../../../shared/contracts/payments';
import { cents, formatCents } from '../../../../shared/domain/money';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import {
  cancelSubscription,
  markPayoutPaid,
  payCheckout,
  paymentKeys,
  paymentQueries,
  requestPayout,
  resumeSubscription,
  startSubscription,
  startTip,
} from '../api/payment-queries';
import { useGoToCheckout } from './use-go-to-checkout';

type KeyName = keyof typeof paymentKeys;

function refresh(queryClient: QueryClient, groups: KeyName[]) {
  for (const name of groups) void queryClient.invalidateQueries({ queryKey: paymentKeys[name] });
}

/** Starts a subscription's checkout and goes there. */
export function useStartSubscription(username: string) {
  const queryClient = useQueryClient();
  const goToCheckout = useGoToCheckout();
  return useMutation({
    mutationFn: () => startSubscription(username),
    onSuccess: (started) => goToCheckout(started.url),
    onError: (error) => {
      toastFailure('Could not start your subscription')(error);
      // Already subscribed (another tab, say): the button should show it.
      if (error instanceof ApiError && error.code === 'ALREADY_SUBSCRIBED') {
        refresh(queryClient, ['subscriptions']);
      }
    },
  });
}

/** Starts a tip's checkout and goes there; the form shows what went wrong itself. */
export function useStartTip(username: string) {
  const goToCheckout = useGoToCheckout();
  return useMutation({
    mutationFn: (body: StartTipRequest) => startTip(username, body),
    onSuccess: (started) => goToCheckout(started.url),
  });
}

/** Pays the demo checkout; everything the payment changes is fetched again. */
export function usePayCheckout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayCheckoutRequest) => payCheckout(id, body),
    onSuccess: () => refresh(queryClient, ['all']),
    onError: (error) => {
      // Paid or expired meanwhile: the page shows the checkout's new state.
      if (error instanceof ApiError && error.code === 'CHECKOUT_CLOSED') {
        void queryClient.invalidateQueries({ queryKey: paymentQueries.checkout(id).queryKey });
      }
    },
  });
}

/** Puts a changed subscription into the member's list at once, then refreshes around it. */
function storeSubscription(queryClient: QueryClient, changed: Subscription) {
  queryClient.setQueryData(paymentQueries.mySubscriptions().queryKey, (list) =>
    list?.map((subscription) => (subscription.id === changed.id ? changed : subscription)),
  );
  queryClient.setQueryData(
    paymentQueries.creatorSubscription(changed.creator.username).queryKey,
    changed,
  );
  refresh(queryClient, ['mine', 'subscriptions']);
}

/** Cancelling and resuming both answer with the changed subscription. */
function useSubscriptionChange(
  request: (subscriptionId: number) => Promise<Subscription>,
  success: (changed: Subscription) => { title: string; description: string },
  failure: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscription: Subscription) => request(subscription.id),
    onSuccess: (changed) => {
      storeSubscription(queryClient, changed);
      toast(success(changed));
    },
    onError: toastFailure(failure, () => refresh(queryClient, ['mine'])),
  });
}

export const useCancelSubscription = () =>
  useSubscriptionChange(
    cancelSubscription,
    (changed) => ({
      title: 'Subscription cancelled',
      description: changed.currentPeriodEnd
        ? `You keep access to ${changed.creator.displayName} until ${formatDate(changed.currentPeriodEnd)}, and nothing more is charged.`
        : 'Nothing more is charged.',
    }),
    'Could not cancel the subscription',
  );

export const useResumeSubscription = () =>
  useSubscriptionChange(
    resumeSubscription,
    (changed) => ({
      title: 'Subscription resumed',
      description: `Your subscription to ${changed.creator.displayName} renews as before.`,
    }),
    'Could not resume the subscription',
  );

export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPayout,
    onSuccess: (payout) => {
      toast({
        title: 'Payout requested',
        description: `We will send you ${formatCents(cents(payout.amountCents))} and let you know when it is paid.`,
      });
      refresh(queryClient, ['artist']);
    },
    // Nothing to pay or one already open: the balance on screen is out of date.
    onError: toastFailure('Could not request a payout', () => refresh(queryClient, ['artist'])),
  });
}

export function useMarkPayoutPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payoutId: number) => markPayoutPaid(payoutId),
    onSuccess: (payout) => {
      toast({
        title: 'Payout marked paid',
        description: `${formatCents(cents(payout.amountCents))} to @${payout.creator.username}.`,
      });
      refresh(queryClient, ['admin']);
    },
    onError: toastFailure('Could not mark the payout paid', () => refresh(queryClient, ['admin'])),
  });
}

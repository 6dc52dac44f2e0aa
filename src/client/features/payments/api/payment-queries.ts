import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ArtistStats,
  Balance,
  Checkout,
  CheckoutStarted,
  MonthlyTotals,
  MyPayment,
  PayCheckoutRequest,
  PayCheckoutResult,
  Payout,
  PayoutStatus,
  Receipt,
  StartTipRequest,
  StatementPage,
  Subscriber,
  Subscription,
} from '../../../../shared/contracts/payments';
import { checkedBy } from '../../../lib/address-query';
import { apiRequest } from '../../../lib/api-client';

// The contract loads with the first answer to check (see `checkedBy`).
const payments = () => import('../../../../shared/contracts/payments');
type Contract = Awaited<ReturnType<typeof payments>>;
type SchemaName = {
  [K in keyof Contract]: Contract[K] extends z.ZodType ? K : never;
}[keyof Contract];

/** Every payments query starts with this, so one payment can refresh all the figures it moves. */
export const PAYMENTS_ROOT = 'payments';

const creatorUrl = (username: string) => `/api/creators/${encodeURIComponent(username)}`;

/** The contract's schema by its name, loaded with the first answer to check. */
const schema =
  <Name extends SchemaName>(name: Name) =>
  (): Promise<Contract[Name]> =>
    payments().then((contract) => contract[name]);

/** GETs a URL and checks the answer against its contract. */
async function get<Name extends SchemaName>(
  url: string,
  name: Name,
  signal: AbortSignal,
): Promise<z.output<Contract[Name]>> {
  const [body, contract] = await Promise.all([apiRequest(url, { signal }), payments()]);
  return (contract[name] as z.ZodType).parse(body) as z.output<Contract[Name]>;
}

export const paymentQueries = {
  /** Which provider takes payments, the tip limits and the shares in force. */
  config: () =>
    queryOptions({
      queryKey: [PAYMENTS_ROOT, 'config'] as const,
      queryFn: ({ signal }) => get('/api/payments/config', 'paymentsConfigSchema', signal),
    }),

  /** The signed-in member's own subscription to one creator, or null. */
  creatorSubscription: (username: string) =>
    queryOptions({
      queryKey: [PAYMENTS_ROOT, 'subscription', username] as const,
      queryFn: async ({ signal }): Promise<Subscription | null> =>
        (await get(`${creatorUrl(username)}/subscription`, 'creatorSubscriptionSchema', signal))
          .subscription,
    }),

  checkout: (id: string) =>
    queryOptions({
      queryKey: [PAYMENTS_ROOT, 'checkout', id] as const,
      queryFn: ({ signal }): Promise<Checkout> =>
        get(`/api/checkouts/${encodeURIComponent(id)}`, 'checkoutSchema', signal),
    }),

  mySubscriptions: () =>
    queryOptions({
      queryKey: [PAYMENTS_ROOT, 'me', 'subscriptions'] as const,
      queryFn: async ({ signal }): Promise<Subscription[]> =>
        (await get('/api/me/subscriptions', 'mySubscriptionsSchema', signal)).subscriptions,
    }),

  /** The member's payments, newest first. */
  myPayments: () =>
    queryOptions({
      queryKey: [PAYMENTS_ROOT, 'me', 'payments'] as const,
      queryFn: async ({ signal }): Promise<MyPayment[]> =>
        (await get('/api/me/payments', 'myPaymentsSchema', signal)).payments,
    }),

  receipt: (id: number) =>
    queryOptions({
      queryKey: [PAYMENTS_ROOT, 'receipt', id] as const,
      queryFn: ({ signal }): Promise<Receipt> =>
        get(`/api/me/payments/${id}`, 'receiptSchema', signal),
    }),

  artistStats: () =>
    queryOptions({
      queryKey: [PAYMENTS_ROOT, 'artist', 'stats'] as const,
      queryFn: ({ signal }): Promise<ArtistStats> =>
        get('/api/artist/stats', 'artistStatsSchema', signal),
    }),

  balance: () =>
    queryOptions({
      queryKey: [PAYMENTS_ROOT, 'artist', 'balance'] as const,
      queryFn: ({ signal }): Promise<Balance> =>
        get('/api/artist/balance', 'balanceSchema', signal),
    }),

  /** The artist's statement, newest first, a page at a time for "Load more". */
  statement: () =>
    infiniteQueryOptions({
      queryKey: [PAYMENTS_ROOT, 'artist', 'statement'] as const,
      queryFn: ({ pageParam, signal }): Promise<StatementPage> => {
        const url = pageParam
          ? `/api/artist/statement?${new URLSearchParams({ cursor: pageParam })}`
          : '/api/artist/statement';
        return get(url, 'statementPageSchema', signal);
      },
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),

  months: () =>
    queryOptions({
      queryKey: [PAYMENTS_ROOT, 'artist', 'months'] as const,
      queryFn: async ({ signal }): Promise<MonthlyTotals['months']> =>
        (await get('/api/artist/statement/months', 'monthlyTotalsSchema', signal)).months,
    }),

  subscribers: () =>
    queryOptions({
      queryKey: [PAYMENTS_ROOT, 'artist', 'subscribers'] as const,
      queryFn: async ({ signal }): Promise<{ subscribers: Subscriber[]; activeCount: number }> =>
        get('/api/artist/subscribers', 'subscribersSchema', signal),
    }),

  payouts: () =>
    queryOptions({
      queryKey: [PAYMENTS_ROOT, 'artist', 'payouts'] as const,
      queryFn: async ({ signal }): Promise<Payout[]> =>
        (await get('/api/artist/payouts', 'payoutListSchema', signal)).payouts,
    }),

  /** Every creator's payouts in one state, for the admins who pay them. */
  adminPayouts: (status: PayoutStatus) =>
    queryOptions({
      queryKey: [PAYMENTS_ROOT, 'admin', 'payouts', status] as const,
      queryFn: async ({ signal }): Promise<Payout[]> =>
        (
          await get(
            `/api/admin/payouts?${new URLSearchParams({ status })}`,
            'payoutListSchema',
            signal,
          )
        ).payouts,
    }),
};

/** The groups of cached payment data that one action can change. */
export const paymentKeys = {
  all: [PAYMENTS_ROOT],
  mine: [PAYMENTS_ROOT, 'me'],
  subscriptions: [PAYMENTS_ROOT, 'subscription'],
  artist: [PAYMENTS_ROOT, 'artist'],
  admin: [PAYMENTS_ROOT, 'admin'],
} as const;

export async function startSubscription(username: string): Promise<CheckoutStarted> {
  const json = await apiRequest(`${creatorUrl(username)}/subscribe`, { method: 'POST' });
  return await checkedBy(json, schema('checkoutStartedSchema'));
}

export async function startTip(username: string, body: StartTipRequest): Promise<CheckoutStarted> {
  const json = await apiRequest(`${creatorUrl(username)}/tips`, { method: 'POST', body });
  return await checkedBy(json, schema('checkoutStartedSchema'));
}

export async function payCheckout(
  id: string,
  body: PayCheckoutRequest,
): Promise<PayCheckoutResult> {
  const json = await apiRequest(`/api/checkouts/${encodeURIComponent(id)}/pay`, {
    method: 'POST',
    body,
  });
  return await checkedBy(json, schema('payCheckoutResultSchema'));
}

export async function cancelSubscription(id: number): Promise<Subscription> {
  const json = await apiRequest(`/api/me/subscriptions/${id}/cancel`, { method: 'POST' });
  return await checkedBy(json, schema('subscriptionSchema'));
}

export async function resumeSubscription(id: number): Promise<Subscription> {
  const json = await apiRequest(`/api/me/subscriptions/${id}/resume`, { method: 'POST' });
  return await checkedBy(json, schema('subscriptionSchema'));
}

/** Asks for the whole available balance. */
export async function requestPayout(): Promise<Payout> {
  return await checkedBy(
    apiRequest('/api/artist/payouts', { method: 'POST' }),
    schema('payoutSchema'),
  );
}

export async function markPayoutPaid(id: number): Promise<Payout> {
  const json = await apiRequest(`/api/admin/payouts/${id}/paid`, { method: 'POST' });
  return await checkedBy(json, schema('payoutSchema'));
}

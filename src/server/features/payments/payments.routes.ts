import type { FastifyInstance } from 'fastify';
import { usernameParamsSchema } from '../../../shared/contracts/account.js';
import { idParamsSchema } from '../../../shared/contracts/fields.js';
import {
  checkoutParamsSchema,
  checkoutSchema,
  checkoutStartedSchema,
  creatorSubscriptionSchema,
  myPaymentsSchema,
  mySubscriptionsSchema,
  payCheckoutRequestSchema,
  payCheckoutResultSchema,
  paymentsConfigSchema,
  receiptSchema,
  startTipRequestSchema,
  subscriptionSchema,
} from '../../../shared/contracts/payments.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import type { PaymentsService } from './payments.service.js';
import { toCheckout } from './payments.views.js';
import type { StatementsService } from './statements.service.js';
import type { SubscriptionsService } from './subscriptions.service.js';

export interface PaymentRoutesDeps {
  payments: PaymentsService;
  subscriptions: SubscriptionsService;
  statements: StatementsService;
}

/** What fans do: subscribe, tip, pay at the checkout, and read their subscriptions and receipts. */
export function paymentRoutes(app: FastifyInstance, deps: PaymentRoutesDeps) {
  const route = declareRoutes(app, { tags: ['payments'], errors: [400, 401, 402, 403, 404, 409] });
  const { payments, subscriptions, statements } = deps;

  route('GET /api/payments/config', {
    access: 'public',
    summary: 'Who takes payments, and the shares in force',
    ok: paymentsConfigSchema,
    errors: [],
    handle: async () => ({ ...payments.config(), ...(await payments.rates()) }),
  });

  route('POST /api/creators/:username/subscribe', {
    access: 'user',
    rateLimit: { max: 30, timeWindow: '1 minute' },
    summary: 'Start a monthly subscription to a creator: answers where to pay',
    params: usernameParamsSchema,
    ok: checkoutStartedSchema,
    status: 201,
    handle: (request) => payments.startSubscription(request.user, request.params.username),
  });

  route('GET /api/creators/:username/subscription', {
    access: 'user',
    summary: 'My subscription to a creator, if any',
    params: usernameParamsSchema,
    ok: creatorSubscriptionSchema,
    personal: true,
    handle: async (request) => {
      const row = await subscriptions.toCreator(request.user, request.params.username);
      return { subscription: row ? await statements.subscriptionView(row) : null };
    },
  });

  route('POST /api/creators/:username/tips', {
    access: 'user',
    rateLimit: { max: 30, timeWindow: '1 minute' },
    summary: 'Start a tip ($1 to $500, all of it to the creator): answers where to pay',
    params: usernameParamsSchema,
    body: startTipRequestSchema,
    ok: checkoutStartedSchema,
    status: 201,
    handle: (request) => payments.startTip(request.user, request.params.username, request.body),
  });

  route('POST /api/songs/:id/purchase', {
    access: 'user',
    rateLimit: { max: 30, timeWindow: '1 minute' },
    summary: 'Buy a premium song (80% to the artist): answers where to pay',
    params: idParamsSchema,
    ok: checkoutStartedSchema,
    status: 201,
    handle: (request) => payments.startSongPurchase(request.user, request.params.id),
  });

  route('GET /api/checkouts/:id', {
    access: 'user',
    summary: 'One of my checkouts, for the test-mode checkout page',
    params: checkoutParamsSchema,
    ok: checkoutSchema,
    personal: true,
    handle: async (request) => {
      const { checkout, creator } = await payments.checkout(request.user, request.params.id);
      return toCheckout(checkout, creator, payments.config().testMode);
    },
  });

  route('POST /api/checkouts/:id/pay', {
    access: 'user',
    rateLimit: { max: 30, timeWindow: '1 minute' },
    summary: 'Pay a checkout with a test card (test mode only)',
    params: checkoutParamsSchema,
    body: payCheckoutRequestSchema,
    ok: payCheckoutResultSchema,
    handle: (request) => payments.payDemo(request.user, request.params.id, request.body),
  });

  route('GET /api/me/subscriptions', {
    access: 'user',
    summary: 'My subscriptions',
    ok: mySubscriptionsSchema,
    personal: true,
    handle: async (request) => ({ subscriptions: await statements.mySubscriptions(request.user) }),
  });

  for (const [action, summary] of [
    ['cancel', 'Cancel a subscription at the end of the paid period'],
    ['resume', 'Keep a cancelled subscription going after all'],
  ] as const) {
    route(`POST /api/me/subscriptions/:id/${action}`, {
      access: 'user',
      summary,
      params: idParamsSchema,
      ok: subscriptionSchema,
      handle: async (request) =>
        statements.subscriptionView(await subscriptions[action](request.user, request.params.id)),
    });
  }

  route('GET /api/me/payments', {
    access: 'user',
    summary: 'What I paid, newest first',
    ok: myPaymentsSchema,
    personal: true,
    handle: async (request) => ({ payments: await statements.myPayments(request.user) }),
  });

  route('GET /api/me/payments/:id', {
    access: 'user',
    summary: 'The receipt of a payment (the fan, the creator paid, or an administrator)',
    params: idParamsSchema,
    ok: receiptSchema,
    personal: true,
    handle: (request) => statements.receipt(request.user, request.params.id),
  });
}

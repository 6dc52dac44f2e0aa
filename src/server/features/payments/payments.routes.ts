import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { errorAnswers, personal } from '../../lib/http-responses.js';
import type { PaymentsService } from './payments.service.js';
import { toCheckout } from './payments.views.js';
import type { StatementsService } from './statements.service.js';
import type { SubscriptionsService } from './subscriptions.service.js';

const errors = errorAnswers(400, 401, 402, 403, 404, 409);

export interface PaymentRoutesDeps {
  payments: PaymentsService;
  subscriptions: SubscriptionsService;
  statements: StatementsService;
}

/** What fans do: subscribe, tip, pay at the checkout, and read their subscriptions and receipts. */
export function paymentRoutes(app: FastifyInstance, deps: PaymentRoutesDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];
  const { payments, subscriptions, statements } = deps;
  const mine = { access: 'user' as const };
  const paying = { ...mine, rateLimit: { max: 30, timeWindow: '1 minute' } };

  api.get(
    '/api/payments/config',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Who takes payments, and the shares in force',
        response: { 200: paymentsConfigSchema },
      },
    },
    async () => ({ ...payments.config(), ...(await payments.rates()) }),
  );

  api.post(
    '/api/creators/:username/subscribe',
    {
      config: paying,
      schema: {
        tags,
        summary: 'Start a monthly subscription to a creator: answers where to pay',
        params: usernameParamsSchema,
        response: { 201: checkoutStartedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await payments.startSubscription(request.user, request.params.username)),
  );

  api.get(
    '/api/creators/:username/subscription',
    {
      config: mine,
      schema: {
        tags,
        summary: 'My subscription to a creator, if any',
        params: usernameParamsSchema,
        response: { 200: creatorSubscriptionSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(personal);
      const row = await subscriptions.toCreator(request.user, request.params.username);
      return { subscription: row ? await statements.subscriptionView(row) : null };
    },
  );

  api.post(
    '/api/creators/:username/tips',
    {
      config: paying,
      schema: {
        tags,
        summary: 'Start a tip ($1 to $500, all of it to the creator): answers where to pay',
        params: usernameParamsSchema,
        body: startTipRequestSchema,
        response: { 201: checkoutStartedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await payments.startTip(request.user, request.params.username, request.body)),
  );

  api.post(
    '/api/songs/:id/purchase',
    {
      config: paying,
      schema: {
        tags,
        summary: 'Buy a premium song (80% to the artist): answers where to pay',
        params: idParamsSchema,
        response: { 201: checkoutStartedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await payments.startSongPurchase(request.user, request.params.id)),
  );

  api.get(
    '/api/checkouts/:id',
    {
      config: mine,
      schema: {
        tags,
        summary: 'One of my checkouts, for the test-mode checkout page',
        params: checkoutParamsSchema,
        response: { 200: checkoutSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(personal);
      const { checkout, creator } = await payments.checkout(request.user, request.params.id);
      return toCheckout(checkout, creator, payments.config().testMode);
    },
  );

  api.post(
    '/api/checkouts/:id/pay',
    {
      config: paying,
      schema: {
        tags,
        summary: 'Pay a checkout with a test card (test mode only)',
        params: checkoutParamsSchema,
        body: payCheckoutRequestSchema,
        response: { 200: payCheckoutResultSchema, ...errors },
      },
    },
    async (request) => payments.payDemo(request.user, request.params.id, request.body),
  );

  api.get(
    '/api/me/subscriptions',
    {
      config: mine,
      schema: {
        tags,
        summary: 'My subscriptions',
        response: { 200: mySubscriptionsSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(personal);
      return { subscriptions: await statements.mySubscriptions(request.user) };
    },
  );

  for (const [action, summary] of [
    ['cancel', 'Cancel a subscription at the end of the paid period'],
    ['resume', 'Keep a cancelled subscription going after all'],
  ] as const) {
    api.post(
      `/api/me/subscriptions/:id/${action}`,
      {
        config: mine,
        schema: {
          tags,
          summary,
          params: idParamsSchema,
          response: { 200: subscriptionSchema, ...errors },
        },
      },
      async (request) =>
        statements.subscriptionView(await subscriptions[action](request.user, request.params.id)),
    );
  }

  api.get(
    '/api/me/payments',
    {
      config: mine,
      schema: {
        tags,
        summary: 'What I paid, newest first',
        response: { 200: myPaymentsSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(personal);
      return { payments: await statements.myPayments(request.user) };
    },
  );

  api.get(
    '/api/me/payments/:id',
    {
      config: mine,
      schema: {
        tags,
        summary: 'The receipt of a payment (the fan, the creator paid, or an administrator)',
        params: idParamsSchema,
        response: { 200: receiptSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(personal);
      return statements.receipt(request.user, request.params.id);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, text } from '../../../shared/contracts/fields.js';
import {
  artistStatsSchema,
  balanceSchema,
  monthlyTotalsSchema,
  payoutListQuerySchema,
  payoutListSchema,
  payoutSchema,
  receiptSchema,
  refundRequestSchema,
  statementPageSchema,
  statementQuerySchema,
  subscribersSchema,
} from '../../../shared/contracts/payments.js';
import { errorAnswers, personal } from '../../lib/http-responses.js';
import type { PayoutsService } from './payouts.service.js';
import type { RefundsService } from './refunds.service.js';
import type { StatementsService } from './statements.service.js';

const errors = errorAnswers(400, 401, 403, 404, 409);

const creatorQuerySchema = z.object({ creator: text().max(60).optional() });

export interface ArtistRoutesDeps {
  statements: StatementsService;
  payouts: PayoutsService;
  refunds: RefundsService;
}

/** A creator's earnings, statement, subscribers and payouts; administrators' payouts and refunds. */
export function artistRoutes(app: FastifyInstance, deps: ArtistRoutesDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['earnings'];
  const { statements, payouts, refunds } = deps;
  // Creators (and administrators, who may name any creator with ?creator=).
  const mine = { access: 'creator' as const };
  const admin = { access: 'admin' as const };

  api.get(
    '/api/artist/stats',
    {
      config: mine,
      schema: {
        tags,
        summary: 'My earnings, subscribers and plays',
        querystring: creatorQuerySchema,
        response: { 200: artistStatsSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(personal);
      return statements.stats(request.user, request.query.creator);
    },
  );

  api.get(
    '/api/artist/balance',
    {
      config: mine,
      schema: {
        tags,
        summary: 'What I am owed and may ask to be paid',
        querystring: creatorQuerySchema,
        response: { 200: balanceSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(personal);
      const creator = await statements.whose(request.user, request.query.creator);
      return payouts.balance(creator.id);
    },
  );

  api.get(
    '/api/artist/statement',
    {
      config: mine,
      schema: {
        tags,
        summary: 'My statement, newest first, a page at a time',
        querystring: statementQuerySchema,
        response: { 200: statementPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(personal);
      return statements.statement(request.user, request.query);
    },
  );

  api.get(
    '/api/artist/statement/months',
    {
      config: mine,
      schema: {
        tags,
        summary: 'My totals per month',
        querystring: creatorQuerySchema,
        response: { 200: monthlyTotalsSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(personal);
      return statements.months(request.user, request.query.creator);
    },
  );

  api.get(
    '/api/artist/statement.csv',
    {
      config: mine,
      schema: {
        tags,
        summary: 'My whole statement as CSV',
        querystring: creatorQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { filename, body } = await statements.csv(request.user, request.query.creator);
      return reply
        .headers({
          ...personal,
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${filename}"`,
        })
        .send(body);
    },
  );

  api.get(
    '/api/artist/subscribers',
    {
      config: mine,
      schema: {
        tags,
        summary: 'My subscribers',
        querystring: creatorQuerySchema,
        response: { 200: subscribersSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(personal);
      return statements.subscribers(request.user, request.query.creator);
    },
  );

  api.get(
    '/api/artist/payouts',
    {
      config: mine,
      schema: {
        tags,
        summary: 'My payout requests',
        response: { 200: payoutListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(personal);
      await statements.whose(request.user);
      return { payouts: await statements.payouts(await payouts.mine(request.user)) };
    },
  );

  api.post(
    '/api/artist/payouts',
    {
      config: { ...mine, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Ask to be paid my whole available balance',
        response: { 201: payoutSchema, ...errors },
      },
    },
    async (request, reply) => {
      await statements.whose(request.user);
      return reply.code(201).send(await statements.payout(await payouts.request(request.user)));
    },
  );

  api.get(
    '/api/admin/payouts',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Payout requests',
        querystring: payoutListQuerySchema,
        response: { 200: payoutListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(personal);
      return {
        payouts: await statements.payouts(await payouts.list(request.user, request.query.status)),
      };
    },
  );

  api.post(
    '/api/admin/payouts/:id/paid',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mark a payout request paid',
        params: idParamsSchema,
        response: { 200: payoutSchema, ...errors },
      },
    },
    async (request) => statements.payout(await payouts.markPaid(request.user, request.params.id)),
  );

  api.post(
    '/api/admin/payments/:id/refund',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Refund a payment, in full or in part',
        params: idParamsSchema,
        body: refundRequestSchema.nullish(),
        response: { 200: receiptSchema, ...errors },
      },
    },
    async (request) => {
      const id = await refunds.refund(request.user, request.params.id, request.body?.amountCents);
      return statements.receipt(request.user, id);
    },
  );
}

import type { FastifyInstance } from 'fastify';
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
import { personal } from '../../lib/http-responses.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import type { PayoutsService } from './payouts.service.js';
import type { RefundsService } from './refunds.service.js';
import type { StatementsService } from './statements.service.js';

const creatorQuerySchema = z.object({ creator: text().max(60).optional() });

export interface ArtistRoutesDeps {
  statements: StatementsService;
  payouts: PayoutsService;
  refunds: RefundsService;
}

/** A creator's earnings, statement, subscribers and payouts; administrators' payouts and refunds. */
export function artistRoutes(app: FastifyInstance, deps: ArtistRoutesDeps) {
  const route = declareRoutes(app, { tags: ['earnings'], errors: [400, 401, 403, 404, 409] });
  const { statements, payouts, refunds } = deps;
  // Creators (and administrators, who may name any creator with ?creator=).

  route('GET /api/artist/stats', {
    access: 'creator',
    summary: 'My earnings, subscribers and plays',
    querystring: creatorQuerySchema,
    ok: artistStatsSchema,
    personal: true,
    handle: (request) => statements.stats(request.user, request.query.creator),
  });

  route('GET /api/artist/balance', {
    access: 'creator',
    summary: 'What I am owed and may ask to be paid',
    querystring: creatorQuerySchema,
    ok: balanceSchema,
    personal: true,
    handle: async (request) => {
      const creator = await statements.whose(request.user, request.query.creator);
      return payouts.balance(creator.id);
    },
  });

  route('GET /api/artist/statement', {
    access: 'creator',
    summary: 'My statement, newest first, a page at a time',
    querystring: statementQuerySchema,
    ok: statementPageSchema,
    personal: true,
    handle: (request) => statements.statement(request.user, request.query),
  });

  route('GET /api/artist/statement/months', {
    access: 'creator',
    summary: 'My totals per month',
    querystring: creatorQuerySchema,
    ok: monthlyTotalsSchema,
    personal: true,
    handle: (request) => statements.months(request.user, request.query.creator),
  });

  route('GET /api/artist/statement.csv', {
    access: 'creator',
    summary: 'My whole statement as CSV',
    querystring: creatorQuerySchema,
    ok: z.string(),
    handle: async (request, reply) => {
      const { filename, body } = await statements.csv(request.user, request.query.creator);
      return reply
        .headers({
          ...personal,
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${filename}"`,
        })
        .send(body);
    },
  });

  route('GET /api/artist/subscribers', {
    access: 'creator',
    summary: 'My subscribers',
    querystring: creatorQuerySchema,
    ok: subscribersSchema,
    personal: true,
    handle: (request) => statements.subscribers(request.user, request.query.creator),
  });

  route('GET /api/artist/payouts', {
    access: 'creator',
    summary: 'My payout requests',
    ok: payoutListSchema,
    personal: true,
    handle: async (request) => {
      await statements.whose(request.user);
      return { payouts: await statements.payouts(await payouts.mine(request.user)) };
    },
  });

  route('POST /api/artist/payouts', {
    access: 'creator',
    rateLimit: { max: 10, timeWindow: '1 minute' },
    summary: 'Ask to be paid my whole available balance',
    ok: payoutSchema,
    status: 201,
    handle: async (request) => {
      await statements.whose(request.user);
      return statements.payout(await payouts.request(request.user));
    },
  });

  route('GET /api/admin/payouts', {
    access: 'admin',
    summary: 'Payout requests',
    querystring: payoutListQuerySchema,
    ok: payoutListSchema,
    personal: true,
    handle: async (request) => ({
      payouts: await statements.payouts(await payouts.list(request.user, request.query.status)),
    }),
  });

  route('POST /api/admin/payouts/:id/paid', {
    access: 'admin',
    summary: 'Mark a payout request paid',
    params: idParamsSchema,
    ok: payoutSchema,
    handle: async (request) =>
      statements.payout(await payouts.markPaid(request.user, request.params.id)),
  });

  route('POST /api/admin/payments/:id/refund', {
    access: 'admin',
    summary: 'Refund a payment, in full or in part',
    params: idParamsSchema,
    body: refundRequestSchema.nullish(),
    ok: receiptSchema,
    handle: async (request) => {
      const id = await refunds.refund(request.user, request.params.id, request.body?.amountCents);
      return statements.receipt(request.user, id);
    },
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.js';
import { errorAnswers } from '../../lib/http-responses.js';
import { type PaymentProvider, WebhookSignatureError } from '../../lib/payments/provider.js';
import type { PaymentsService } from './payments.service.js';

/**
 * Where Stripe reports payments. The body is read as bytes, because the signature is over the
 * exact bytes sent; only a verified event is booked, and each event once.
 */
export function webhookRoutes(
  app: FastifyInstance,
  deps: { provider: PaymentProvider; payments: PaymentsService },
) {
  const { provider, payments } = deps;
  const readWebhook = provider.readWebhook;
  if (!readWebhook) return;
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/payments/stripe/webhook',
      {
        config: { access: 'public', rateLimit: false },
        schema: {
          tags: ['payments'],
          summary: 'Stripe webhook (signed events)',
          response: {
            200: z.object({ received: z.literal(true), outcome: z.string() }),
            ...errorAnswers(400),
          },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        let event: Awaited<ReturnType<typeof readWebhook>>;
        try {
          event = await readWebhook(body, typeof signature === 'string' ? signature : undefined);
        } catch (error) {
          if (error instanceof WebhookSignatureError) {
            throw new HttpError(400, 'BAD_SIGNATURE', 'The webhook signature does not verify.');
          }
          throw error;
        }
        return { received: true as const, outcome: await payments.handleEvent(event) };
      },
    );
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clientErrorAckSchema,
  clientErrorReportSchema,
} from '../../../shared/contracts/client-errors.js';
import { errorAnswers } from '../../lib/http-responses.js';

/** Crash reports from the browser land in the structured log beside the request that sent them. */
export function clientErrorRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/client-errors',
    {
      bodyLimit: 16 * 1024,
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['system'],
        summary: 'Report an error that happened in the browser',
        body: clientErrorReportSchema,
        response: { 202: clientErrorAckSchema, ...errorAnswers(400, 429) },
      },
    },
    async (request, reply) => {
      request.log.warn({ clientError: request.body }, 'client error reported');
      return reply.code(202).send({ received: true as const });
    },
  );
}

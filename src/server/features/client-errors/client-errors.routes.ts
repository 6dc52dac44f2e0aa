import type { FastifyInstance } from 'fastify';
import {
  clientErrorAckSchema,
  clientErrorReportSchema,
} from '../../../shared/contracts/client-errors.js';
import { declareRoutes } from '../../lib/route-declarations.js';

/** Crash reports from the browser land in the structured log beside the request that sent them. */
export function clientErrorRoutes(app: FastifyInstance) {
  declareRoutes(app, { tags: ['system'], errors: [400, 429] })('POST /api/client-errors', {
    access: 'public',
    bodyLimit: 16 * 1024,
    rateLimit: { max: 10, timeWindow: '1 minute' },
    summary: 'Report an error that happened in the browser',
    body: clientErrorReportSchema,
    ok: clientErrorAckSchema,
    status: 202,
    handle: (request) => {
      request.log.warn({ clientError: request.body }, 'client error reported');
      return { received: true as const };
    },
  });
}

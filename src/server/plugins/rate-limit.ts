import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error.js';

/**
 * Rate limiting is opt-in per route (`config.rateLimit`). The store is in-process; a shared
 * Redis store comes with the features that need limits across instances.
 */
export async function registerRateLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new HttpError(
        429,
        'RATE_LIMITED',
        `Too many requests. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      );
    },
  });
}

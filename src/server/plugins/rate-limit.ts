import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { countOf } from '../lib/count-of.js';
import { HttpError } from '../lib/http-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a limited caller is told, before "Try again in …" (default: "Too many requests."). */
    rateLimitMessage?: string;
  }
}

/** "45 seconds", "1 minute", "12 minutes": how long until the limit lifts. */
export function waitPhrase(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 90 ? countOf(seconds, 'second') : countOf(Math.ceil(seconds / 60), 'minute');
}

/**
 * Rate limiting is opt-in per route (`config.rateLimit`), counted per client address. The store
 * is in-process; a shared Redis store comes with the features that need limits across instances.
 */
export async function registerRateLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (request, context) => {
      const lead = request.routeOptions.config.rateLimitMessage ?? 'Too many requests.';
      return new HttpError(429, 'RATE_LIMITED', `${lead} Try again in ${waitPhrase(context.ttl)}.`);
    },
  });
}

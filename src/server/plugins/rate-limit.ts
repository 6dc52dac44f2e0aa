import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { countOf } from '../lib/count-of.js';
import { HttpError } from '../lib/http-error.js';
import { closeRedis, openRedis } from '../lib/redis.js';
import { sharedRateLimitStore } from './rate-limit-store.js';

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
 * Rate limiting is opt-in per route (`config.rateLimit`), counted per client address (or per
 * member where a route says so). With `redisUrl` the counts are kept in Redis, so instances behind
 * one address share each limit; while Redis is away each instance counts on its own (see
 * `sharedRateLimitStore`). Without it, in this process's memory.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { redisUrl?: string } = {},
) {
  let store: FastifyRateLimitStoreCtor | undefined;
  if (options.redisUrl) {
    // A count is never queued or retried: a request must not wait on Redis to be let through.
    const redis = openRedis(options.redisUrl, app.log, 'rate limits');
    app.addHook('onClose', () => closeRedis(redis));
    store = sharedRateLimitStore(redis);
  }
  await app.register(rateLimit, {
    global: false,
    ...(store ? { store } : {}),
    errorResponseBuilder: (request, context) => {
      const lead = request.routeOptions.config.rateLimitMessage ?? 'Too many requests.';
      return new HttpError(429, 'RATE_LIMITED', `${lead} Try again in ${waitPhrase(context.ttl)}.`);
    },
  });
}

import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';

type Answer = (error: Error | null, result: { current: number; ttl: number } | null) => void;

interface Store {
  incr(key: string, answer: Answer, timeWindow: number, max: number): void;
  read?(key: string, answer: Answer, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}

interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/**
 * The rate limits' counts, kept in Redis so that every instance behind one address counts
 * against one limit. While Redis is away (not connected, or a command fails) each instance
 * counts in its own memory, as a single instance always did, and goes back to the shared counts
 * once Redis answers again: a limit is never lifted by an outage, only split for its length.
 */
export function sharedRateLimitStore(redis: Redis) {
  class SharedStore implements Store {
    constructor(
      private readonly shared: Store,
      private readonly local: Store,
    ) {}

    static fromParams(params: StoreParams): SharedStore {
      return new SharedStore(
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, 'rate-limit:'),
        new LocalStore(params.continueExceeding, params.exponentialBackoff),
      );
    }

    private use(method: 'incr' | 'read', key: string, answer: Answer, window: number, max: number) {
      const local = () => this.local[method]?.(key, answer, window, max);
      if (redis.status !== 'ready') return local();
      this.shared[method]?.(
        key,
        (error, result) => (error ? local() : answer(null, result)),
        window,
        max,
      );
    }

    incr(key: string, answer: Answer, timeWindow: number, max: number) {
      this.use('incr', key, answer, timeWindow, max);
    }

    read(key: string, answer: Answer, timeWindow: number, max: number) {
      this.use('read', key, answer, timeWindow, max);
    }

    child(routeOptions: unknown): SharedStore {
      return new SharedStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }
  // The plugin makes its store with `new Store(globalParams)`.
  return function SharedRateLimitStore(params: StoreParams) {
    return SharedStore.fromParams(params);
  } as unknown as FastifyRateLimitStoreCtor;
}

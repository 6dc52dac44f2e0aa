// The two stores @fastify/rate-limit ships (its default ones), which the shared store combines.
// The package declares no types for these files.

interface RateLimitStoreInstance {
  incr(
    key: string,
    answer: (error: Error | null, result: { current: number; ttl: number } | null) => void,
    timeWindow: number,
    max: number,
  ): void;
  read(
    key: string,
    answer: (error: Error | null, result: { current: number; ttl: number } | null) => void,
    timeWindow: number,
    max: number,
  ): void;
  child(routeOptions: unknown): RateLimitStoreInstance;
}

declare module '@fastify/rate-limit/store/LocalStore.js' {
  const LocalStore: new (
    continueExceeding?: boolean,
    exponentialBackoff?: boolean,
    cache?: number,
  ) => RateLimitStoreInstance;
  export default LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  const RedisStore: new (
    continueExceeding: boolean | undefined,
    exponentialBackoff: boolean | undefined,
    redis: import('ioredis').Redis,
    key?: string,
  ) => RateLimitStoreInstance;
  export default RedisStore;
}

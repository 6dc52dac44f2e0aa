import { Redis, type RedisOptions } from 'ioredis';

/**
 * Redis connections for what instances share (rate limits, connection caps, presence, the chat
 * room, member events). Redis is a help, never a dependency: a command never waits for a
 * connection (no offline queue, no retries, a short timeout), so while Redis is away each
 * caller sees a failure at once and carries on with what its own instance knows; the
 * connection keeps trying in the background and callers go back to sharing when it is ready.
 */

export interface RedisLog {
  warn(o: object, m: string): void;
  info(o: object, m: string): void;
}

/** How long a command may take before its caller stops waiting and carries on alone. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How long a start waits for Redis before going on without it (it joins when Redis comes). */
export const REDIS_START_WAIT_MS = 2_000;
/** The longest pause between attempts to reconnect. */
const RECONNECT_MAX_MS = 2_000;

/** Whether commands go through now. */
export const redisReady = (redis: Redis) => redis.status === 'ready';

/**
 * A connection that reconnects by itself and logs once when Redis goes away and once when it
 * is back (not on every failed attempt). `what` names the user in those lines.
 */
export function openRedis(
  url: string,
  log: RedisLog,
  what: string,
  options: RedisOptions = {},
): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: REDIS_START_WAIT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, RECONNECT_MAX_MS),
    ...options,
  });
  let away = false;
  redis.on('error', (err) => {
    if (away) return;
    away = true;
    log.warn({ err }, `Redis is away: ${what} carries on in this instance alone`);
  });
  redis.on('ready', () => {
    if (!away) return;
    away = false;
    log.info({}, `Redis is back: ${what} is shared again`);
  });
  redis.connect().catch(() => undefined);
  return redis;
}

/** Resolves true once the connection is ready, or false after `ms`, whichever comes first. */
export function whenReady(redis: Redis, ms = REDIS_START_WAIT_MS): Promise<boolean> {
  if (redisReady(redis)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), ms);
    timer.unref();
    redis.once('ready', onReady);
  });
}

export interface Subscription {
  /** Whether messages published now reach this instance (subscribed on a live connection). */
  listening(): boolean;
  /** Resolves true once subscribed, or false after `ms`. */
  started(ms?: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Listens to one pub/sub channel, subscribing again each time the connection comes back, and
 * says whether it is listening now, so a publisher can tell whether its own message would come
 * back to it through Redis or must be delivered here directly.
 */
export function subscribe(
  url: string,
  log: RedisLog,
  what: string,
  channel: string,
  onMessage: (raw: string) => void,
): Subscription {
  const redis = openRedis(url, log, what, { autoResubscribe: false });
  let subscribed = false;
  const waiting = new Set<() => void>();
  redis.on('ready', () => {
    redis
      .subscribe(channel)
      .then(() => {
        subscribed = true;
        for (const wake of waiting) wake();
      })
      .catch((err: unknown) => log.warn({ err }, `${what}: could not subscribe`));
  });
  redis.on('close', () => {
    subscribed = false;
  });
  redis.on('message', (_channel: string, raw: string) => onMessage(raw));
  const listening = () => subscribed && redisReady(redis);
  return {
    listening,
    started: (ms = REDIS_START_WAIT_MS) =>
      listening()
        ? Promise.resolve(true)
        : new Promise((resolve) => {
            const wake = () => {
              clearTimeout(timer);
              waiting.delete(wake);
              resolve(listening());
            };
            const timer = setTimeout(wake, ms);
            timer.unref();
            waiting.add(wake);
          }),
    close: () => closeRedis(redis),
  };
}

/** Closes a connection politely when it is up, at once when it is not. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (!redisReady(redis)) {
    redis.disconnect();
    return;
  }
  await redis.quit().catch(() => redis.disconnect());
}

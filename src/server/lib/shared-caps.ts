import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { createPerAddressCap } from './per-address-cap.js';
import { closeRedis, openRedis, type RedisLog, redisReady } from './redis.js';

/**
 * Caps on the long-lived connections one client address may hold open (chat sockets, event
 * streams, the station's stream, media streams). With Redis, every instance behind one address
 * counts against one cap; without it, or while it is away, each instance counts its own.
 */
export interface ConnectionCap {
  /**
   * Takes a slot for the address: resolves to the function that gives it back (safe to call
   * more than once), or to null when the address already holds its limit.
   */
  acquire(address: string): Promise<(() => void) | null>;
}

export interface ConnectionCaps {
  /** The cap named `name` (one per kind of connection), `limit` slots an address. */
  perAddress(name: string, limit: number): ConnectionCap;
  close(): Promise<void>;
}

/** One process: the caps count in memory. */
export function createLocalCaps(): ConnectionCaps {
  return {
    perAddress: byName((_name, limit) => localCap(limit)),
    close: async () => undefined,
  };
}

/** One cap per name, however many features ask for it (songs and station tracks share "media"). */
function byName(make: (name: string, limit: number) => ConnectionCap) {
  const made = new Map<string, ConnectionCap>();
  return (name: string, limit: number) => {
    let cap = made.get(name);
    if (!cap) {
      cap = make(name, limit);
      made.set(name, cap);
    }
    return cap;
  };
}

/** A cap counted in this process only. */
export function localCap(limit: number): ConnectionCap {
  const cap = createPerAddressCap(limit);
  return { acquire: async (address) => cap.acquire(address) };
}

/**
 * How long a slot lives in Redis unless its instance says it is still open: a crashed
 * instance's slots lapse by themselves rather than holding an address's cap for ever.
 */
export const SHARED_SLOT_TTL_MS = 30_000;
const REFRESH_EVERY_MS = SHARED_SLOT_TTL_MS / 3;

// Each address's slots are a sorted set scored by when they lapse (Redis's own clock, so the
// instances' clocks need not agree). Taking one drops the lapsed first, then counts.
const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;
const KEEP = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[1]), ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1`;

type CapRedis = Redis & {
  capTake(key: string, limit: number, ttl: number, member: string): Promise<number>;
  capKeep(key: string, ttl: number, member: string): Promise<number>;
};

/**
 * Several processes: each slot is also an entry in Redis, so the cap holds across instances.
 * Every slot is first taken in this instance's own count (so an instance never exceeds the cap
 * by itself, Redis or not). While Redis is away a slot is counted here only; the refresh that
 * keeps slots alive also writes those back once Redis returns, so the instances share the count
 * again without any connection being dropped.
 */
export function createRedisCaps(
  url: string,
  log: RedisLog,
  { ttlMs = SHARED_SLOT_TTL_MS }: { ttlMs?: number } = {},
): ConnectionCaps {
  const redis = openRedis(url, log, 'connection caps') as CapRedis;
  redis.defineCommand('capTake', { numberOfKeys: 1, lua: TAKE });
  redis.defineCommand('capKeep', { numberOfKeys: 1, lua: KEEP });
  const instance = randomUUID();
  let next = 0;
  /** Open slots of this instance: member → its Redis key. */
  const held = new Map<string, string>();

  const refresh = setInterval(
    () => {
      if (!redisReady(redis) || held.size === 0) return;
      const pipeline = redis.pipeline() as unknown as {
        capKeep(key: string, ttl: number, member: string): void;
        exec(): Promise<unknown>;
      };
      for (const [member, key] of held) pipeline.capKeep(key, ttlMs, member);
      pipeline.exec().catch(() => undefined);
    },
    Math.min(REFRESH_EVERY_MS, ttlMs / 3),
  );
  refresh.unref();

  return {
    perAddress: byName((name, limit) => {
      const here = createPerAddressCap(limit);
      return {
        async acquire(address) {
          const releaseHere = here.acquire(address);
          if (!releaseHere) return null;
          const key = `cap:${name}:${address}`;
          const member = `${instance}:${++next}`;
          if (redisReady(redis)) {
            const taken = await redis.capTake(key, limit, ttlMs, member).catch(() => null);
            if (taken === 0) {
              releaseHere();
              return null;
            }
          }
          held.set(member, key);
          return () => {
            if (!held.delete(member)) return;
            releaseHere();
            if (redisReady(redis)) redis.zrem(key, member).catch(() => undefined);
          };
        },
      };
    }),
    async close() {
      clearInterval(refresh);
      if (redisReady(redis) && held.size > 0) {
        const pipeline = redis.pipeline();
        for (const [member, key] of held) pipeline.zrem(key, member);
        await pipeline.exec().catch(() => undefined);
      }
      held.clear();
      await closeRedis(redis);
    },
  };
}

/** The caps the environment calls for: through Redis with `REDIS_URL`, else in this process. */
export function createConnectionCaps(redisUrl: string | undefined, log: RedisLog): ConnectionCaps {
  return redisUrl ? createRedisCaps(redisUrl, log) : createLocalCaps();
}

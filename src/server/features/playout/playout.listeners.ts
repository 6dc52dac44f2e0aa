import { randomUUID } from 'node:crypto';
import { closeRedis, openRedis, type RedisLog, redisReady } from '../../lib/redis.js';

/** The station's listeners across every instance behind one address. */
export interface ListenerTally {
  /** Tells the others how many listen here; returns the sum over every live instance. */
  share(local: number): Promise<number>;
  /** The last known sum, with this instance's count as it is now. */
  total(local: number): number;
  close(): Promise<void>;
}

/** An instance that has not said how many listen there for this long has gone. */
const STALE_MS = 10_000;
const KEY = 'station:listeners';

/** One instance: its own count is the total. */
export function createLocalTally(): ListenerTally {
  return {
    share: async (local) => local,
    total: (local) => local,
    close: async () => undefined,
  };
}

/**
 * Each instance writes its count with the time into one Redis hash every few seconds and sums
 * the entries that are fresh; a crashed instance's entry is ignored once stale and pruned.
 */
export function createRedisTally(url: string, log: RedisLog): ListenerTally {
  const redis = openRedis(url, log, 'the listener count');
  const instance = randomUUID();
  let others = 0;
  return {
    async share(local) {
      const at = Date.now();
      if (!redisReady(redis)) {
        // Away from the others, this instance counts only its own listeners.
        others = 0;
        return local;
      }
      try {
        await redis.hset(KEY, instance, `${local}:${at}`);
        const all = await redis.hgetall(KEY);
        let sum = 0;
        const stale: string[] = [];
        for (const [id, value] of Object.entries(all)) {
          if (id === instance) continue;
          const [count, when] = value.split(':').map(Number);
          if (!Number.isFinite(when) || at - (when ?? 0) > STALE_MS) stale.push(id);
          else sum += count ?? 0;
        }
        if (stale.length) await redis.hdel(KEY, ...stale);
        others = sum;
      } catch (err) {
        log.warn({ err }, 'station listeners: could not share the count');
        others = 0;
      }
      return local + others;
    },
    total: (local) => local + others,
    async close() {
      if (redisReady(redis)) await redis.hdel(KEY, instance).catch(() => undefined);
      await closeRedis(redis);
    },
  };
}

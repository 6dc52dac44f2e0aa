import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** An instance refreshes its members' presence this often… */
export const PRESENCE_HEARTBEAT_MS = 15_000;
/** …and a member no instance has refreshed for this long is offline (its instance went away). */
export const PRESENCE_STALE_MS = 45_000;

/**
 * Who has a page of the site open: the chat socket and the radio event stream each hold a
 * presence for a signed-in member while they are connected. In one process the count of open
 * connections answers; with Redis, each instance keeps a sorted set per member of the
 * instances that have them, scored by the last heartbeat, so every instance sees them all.
 */
export interface Presence {
  /** Marks the member present until the returned function is called. */
  hold(userId: number): () => void;
  /** Of `userIds`, the ones present on any instance. */
  online(userIds: number[]): Promise<Set<number>>;
  /** Refreshes this instance's members (the job runner calls it). */
  heartbeat(): Promise<void>;
  close(): Promise<void>;
}

export interface PresenceDeps {
  /** Called when a member's last connection here closes, to remember when they were last seen. */
  onLeave?: (userId: number, at: Date) => void;
  now?: () => number;
}

function localCounts() {
  const counts = new Map<number, number>();
  return {
    counts,
    add(userId: number) {
      const n = (counts.get(userId) ?? 0) + 1;
      counts.set(userId, n);
      return n === 1;
    },
    remove(userId: number) {
      const n = (counts.get(userId) ?? 0) - 1;
      if (n > 0) counts.set(userId, n);
      else counts.delete(userId);
      return n <= 0;
    },
  };
}

export function createLocalPresence({ onLeave, now = Date.now }: PresenceDeps = {}): Presence {
  const local = localCounts();
  return {
    hold(userId) {
      local.add(userId);
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        if (local.remove(userId)) onLeave?.(userId, new Date(now()));
      };
    },
    async online(userIds) {
      return new Set(userIds.filter((id) => local.counts.has(id)));
    },
    async heartbeat() {},
    async close() {},
  };
}

const keyOf = (userId: number) => `presence:user:${userId}`;

export function createRedisPresence(
  url: string,
  log: FastifyBaseLogger,
  { onLeave, now = Date.now }: PresenceDeps = {},
): Presence {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  redis.on('error', (err) => log.warn({ err }, 'presence: redis error'));
  const instance = randomUUID();
  const local = localCounts();
  const mark = (userId: number) =>
    redis
      .multi()
      .zadd(keyOf(userId), now(), instance)
      .pexpire(keyOf(userId), PRESENCE_STALE_MS * 2)
      .exec()
      .catch((err: unknown) => log.warn({ err }, 'presence: could not mark a member present'));

  return {
    hold(userId) {
      if (local.add(userId)) void mark(userId);
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        if (!local.remove(userId)) return;
        onLeave?.(userId, new Date(now()));
        redis
          .zrem(keyOf(userId), instance)
          .catch((err: unknown) => log.warn({ err }, 'presence: could not mark a member gone'));
      };
    },
    async online(userIds) {
      if (userIds.length === 0) return new Set();
      const since = now() - PRESENCE_STALE_MS;
      const pipeline = redis.pipeline();
      for (const id of userIds) pipeline.zcount(keyOf(id), since, '+inf');
      const answers = (await pipeline.exec()) ?? [];
      return new Set(userIds.filter((_, i) => Number(answers[i]?.[1] ?? 0) > 0));
    },
    async heartbeat() {
      if (local.counts.size === 0) return;
      const pipeline = redis.pipeline();
      for (const userId of local.counts.keys()) {
        pipeline.zadd(keyOf(userId), now(), instance).pexpire(keyOf(userId), PRESENCE_STALE_MS * 2);
      }
      await pipeline.exec();
    },
    async close() {
      const pipeline = redis.pipeline();
      for (const userId of local.counts.keys()) pipeline.zrem(keyOf(userId), instance);
      await pipeline.exec().catch(() => undefined);
      redis.disconnect();
    },
  };
}

import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { PRESENCE_STALE_MS } from '../../lib/heartbeats.js';

/**
 * Who has a page of the site open (members, not connections: see `lib/heartbeats.ts` for how this
 * differs from the chat room's count): the chat socket and the radio event stream each hold a
 * presence for a signed-in member while they are connected. In one process the count of open
 * connections answers; with Redis, each instance keeps a sorted set per member of the
 * instances that have them, scored by the last heartbeat, so every instance sees them all.
 */
export interface Presence {
  /** Marks the member present until the returned function is called. */
  hold(userId: number): () => void;
  /** Of `userIds`, the ones present on any instance. */
  online(userIds: number[]): Promise<Set<number>>;
  /** Marks the member as listening to the station for the next `forMs` (their player says so). */
  listen(userId: number, forMs: number): Promise<void>;
  stopListening(userId: number): Promise<void>;
  /** Of `userIds`, the ones listening now. */
  listening(userIds: number[]): Promise<Set<number>>;
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
  const listeners = new Map<number, number>();
  return {
    async listen(userId, forMs) {
      listeners.set(userId, now() + forMs);
    },
    async stopListening(userId) {
      listeners.delete(userId);
    },
    async listening(userIds) {
      const at = now();
      return new Set(userIds.filter((id) => (listeners.get(id) ?? 0) > at));
    },
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
/** Listening members, scored by when their listening lapses unless the player says so again. */
const LISTENING_KEY = 'presence:listening';

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
    async listen(userId, forMs) {
      await redis.zadd(LISTENING_KEY, now() + forMs, String(userId));
    },
    async stopListening(userId) {
      await redis.zrem(LISTENING_KEY, String(userId));
    },
    async listening(userIds) {
      if (userIds.length === 0) return new Set();
      const scores = await redis.zmscore(LISTENING_KEY, ...userIds.map(String));
      const at = now();
      return new Set(userIds.filter((_, i) => Number(scores[i] ?? 0) > at));
    },
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
      // Lapsed listeners are dropped here, so the set stays as small as the audience.
      await redis.zremrangebyscore(LISTENING_KEY, '-inf', now());
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

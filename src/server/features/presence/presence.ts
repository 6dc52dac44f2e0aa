import { randomUUID } from 'node:crypto';
import { PRESENCE_STALE_MS } from '../../lib/heartbeats.js';
import { closeRedis, openRedis, type RedisLog, redisReady } from '../../lib/redis.js';

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

/**
 * While Redis is away (not connected, or a command fails) each instance answers from what it
 * knows itself, as a single instance does; its next heartbeat after Redis returns marks its
 * members present again, so the instances share one picture without anyone reconnecting.
 */
export function createRedisPresence(
  url: string,
  log: RedisLog,
  { onLeave, now = Date.now }: PresenceDeps = {},
): Presence {
  const redis = openRedis(url, log, 'presence');
  const instance = randomUUID();
  const local = localCounts();
  /** This instance's own listeners, the answer while Redis is away. */
  const alone = createLocalPresence({ now });
  const shared = <T>(work: () => Promise<T>, otherwise: () => Promise<T>): Promise<T> =>
    redisReady(redis) ? work().catch(() => otherwise()) : otherwise();
  const quietly = (work: () => Promise<unknown>) =>
    shared(
      () => work().then(() => undefined),
      async () => undefined,
    );
  const mark = (userId: number) =>
    quietly(() =>
      redis
        .multi()
        .zadd(keyOf(userId), now(), instance)
        .pexpire(keyOf(userId), PRESENCE_STALE_MS * 2)
        .exec(),
    );

  /** Marks this instance's members present again (and drops lapsed listeners). */
  const beat = () =>
    quietly(async () => {
      // Lapsed listeners are dropped here, so the set stays as small as the audience.
      await redis.zremrangebyscore(LISTENING_KEY, '-inf', now());
      if (local.counts.size === 0) return;
      const pipeline = redis.pipeline();
      for (const userId of local.counts.keys()) {
        pipeline.zadd(keyOf(userId), now(), instance).pexpire(keyOf(userId), PRESENCE_STALE_MS * 2);
      }
      await pipeline.exec();
    });
  // Whoever arrived while Redis was away (or before it first answered) is shared at once.
  redis.on('ready', () => void beat());

  return {
    async listen(userId, forMs) {
      await alone.listen(userId, forMs);
      await quietly(() => redis.zadd(LISTENING_KEY, now() + forMs, String(userId)));
    },
    async stopListening(userId) {
      await alone.stopListening(userId);
      await quietly(() => redis.zrem(LISTENING_KEY, String(userId)));
    },
    async listening(userIds) {
      if (userIds.length === 0) return new Set();
      return shared(
        async () => {
          const scores = await redis.zmscore(LISTENING_KEY, ...userIds.map(String));
          const at = now();
          return new Set(userIds.filter((_, i) => Number(scores[i] ?? 0) > at));
        },
        () => alone.listening(userIds),
      );
    },
    hold(userId) {
      if (local.add(userId)) void mark(userId);
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        if (!local.remove(userId)) return;
        onLeave?.(userId, new Date(now()));
        void quietly(() => redis.zrem(keyOf(userId), instance));
      };
    },
    async online(userIds) {
      if (userIds.length === 0) return new Set();
      return shared(
        async () => {
          const since = now() - PRESENCE_STALE_MS;
          const pipeline = redis.pipeline();
          for (const id of userIds) pipeline.zcount(keyOf(id), since, '+inf');
          const answers = (await pipeline.exec()) ?? [];
          if (answers.some(([err]) => err)) throw new Error('presence: a count failed');
          return new Set(userIds.filter((_, i) => Number(answers[i]?.[1] ?? 0) > 0));
        },
        async () => new Set(userIds.filter((id) => local.counts.has(id))),
      );
    },
    heartbeat: beat,
    async close() {
      await quietly(() => {
        const pipeline = redis.pipeline();
        for (const userId of local.counts.keys()) pipeline.zrem(keyOf(userId), instance);
        return pipeline.exec();
      });
      await closeRedis(redis);
    },
  };
}

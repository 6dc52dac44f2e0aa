import { closeRedis, openRedis, type RedisLog, redisReady, subscribe, whenReady } from './redis.js';

/**
 * What happened to a member's account that connections already open must hear: a suspension
 * ends every live connection of theirs, a role change changes what they may do in them, and a
 * restored account may connect again at once.
 */
export type MemberEvent = { kind: 'suspended' | 'restored' | 'roles_changed'; userId: number };

const KINDS = new Set<unknown>(['suspended', 'restored', 'roles_changed']);

export type MemberEventHandler = (event: MemberEvent) => void | Promise<void>;

/** Member events for every instance: the admin publishes, the live features subscribe. */
export interface MemberEvents {
  /**
   * Tells every instance. In one process the returned promise settles once every handler has
   * run; through Redis, once the event is handed to Redis. It never rejects.
   */
  publish(event: MemberEvent): Promise<void>;
  subscribe(handler: MemberEventHandler): void;
  close(): Promise<void>;
}

interface Log {
  warn(o: object, m: string): void;
}

function createHandlers(log?: Log) {
  const handlers: MemberEventHandler[] = [];
  return {
    add: (handler: MemberEventHandler) => {
      handlers.push(handler);
    },
    /** Runs every handler; one that fails is logged and does not stop the others. */
    run: async (event: MemberEvent) => {
      await Promise.all(
        handlers.map(async (handler) => {
          try {
            await handler(event);
          } catch (err) {
            log?.warn({ err, event }, 'member event handler failed');
          }
        }),
      );
    },
  };
}

/** One process: handlers run as the event is published. */
export function createLocalMemberEvents(log?: Log): MemberEvents {
  const handlers = createHandlers(log);
  return {
    publish: (event) => handlers.run(event),
    subscribe: handlers.add,
    close: async () => {},
  };
}

const CHANNEL = 'nightdrive:member-events';

const isMemberEvent = (value: unknown): value is MemberEvent => {
  const event = value as { kind?: unknown; userId?: unknown } | null;
  return KINDS.has(event?.kind) && Number.isSafeInteger(event?.userId);
};

/**
 * Several processes: events travel through Redis pub/sub, and every instance (this one too)
 * hears them. While Redis is away an event is handled here directly, so a suspension still
 * closes the member's connections on this instance at once.
 */
export async function createRedisMemberEvents(url: string, log: RedisLog): Promise<MemberEvents> {
  const handlers = createHandlers(log);
  const publisher = openRedis(url, log, 'member events');
  const subscription = subscribe(url, log, 'member events', CHANNEL, (raw) => {
    let event: unknown;
    try {
      event = JSON.parse(raw);
    } catch {
      return;
    }
    if (isMemberEvent(event)) void handlers.run({ kind: event.kind, userId: event.userId });
  });
  await Promise.all([whenReady(publisher), subscription.started()]);
  return {
    publish: async (event) => {
      if (!redisReady(publisher) || !subscription.listening()) return handlers.run(event);
      try {
        await publisher.publish(CHANNEL, JSON.stringify(event));
      } catch (err) {
        log.warn({ err, event }, 'member event not shared; handled on this instance only');
        await handlers.run(event);
      }
    },
    subscribe: handlers.add,
    close: async () => {
      await Promise.allSettled([subscription.close(), closeRedis(publisher)]);
    },
  };
}

/** A suspension heard this recently still closes a connection that registers late. */
const LATE_CONNECTION_MS = 10_000;

/**
 * The open long-lived connections (chat sockets, event streams) of signed-in members on this
 * instance, each closed when its member is suspended. A connection whose session was read just
 * before the suspension ended it may register a moment after the event was heard: it is closed
 * as it registers.
 */
export function createMemberConnections(
  events: Pick<MemberEvents, 'subscribe'>,
  now: () => number = Date.now,
) {
  const open = new Map<number, Set<() => void>>();
  const suspendedAt = new Map<number, number>();
  const forgetOld = () => {
    for (const [userId, at] of suspendedAt) {
      if (now() - at > LATE_CONNECTION_MS) suspendedAt.delete(userId);
    }
  };
  events.subscribe((event) => {
    if (event.kind === 'restored') suspendedAt.delete(event.userId);
    if (event.kind !== 'suspended') return;
    forgetOld();
    suspendedAt.set(event.userId, now());
    const closers = open.get(event.userId);
    open.delete(event.userId);
    for (const close of closers ?? []) close();
  });
  return {
    /**
     * Registers a connection of `userId`, to be ended by `close` when they are suspended;
     * returns what to call when it closes by itself.
     */
    track(userId: number, close: () => void): () => void {
      forgetOld();
      if (suspendedAt.has(userId)) {
        close();
        return () => undefined;
      }
      let closers = open.get(userId);
      if (!closers) {
        closers = new Set();
        open.set(userId, closers);
      }
      closers.add(close);
      return () => {
        const set = open.get(userId);
        if (!set?.delete(close)) return;
        if (set.size === 0) open.delete(userId);
      };
    },
  };
}

export type MemberConnections = ReturnType<typeof createMemberConnections>;

/** The member-events bus the environment calls for: through Redis with `REDIS_URL`, else in this process. */
export function createMemberEvents(
  redisUrl: string | undefined,
  log: RedisLog,
): Promise<MemberEvents> {
  return redisUrl
    ? createRedisMemberEvents(redisUrl, log)
    : Promise.resolve(createLocalMemberEvents(log));
}

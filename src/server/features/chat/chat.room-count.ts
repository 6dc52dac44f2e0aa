import type { ServerChatFrame } from '../../../shared/contracts/chat.js';
import { ROOM_COUNT_STALE_MS } from '../../lib/heartbeats.js';
import type { ChatBus } from './chat.bus.js';

/** What the room count needs of a connection: somewhere to send the count. */
export interface CountedPeer {
  send(frame: ServerChatFrame): void;
}

/**
 * The room hears a changed online count at most this often from each instance. Telling every
 * chatter on every join would cost N² frames when N people arrive together (a show starting).
 */
export const ONLINE_COUNT_EVERY_MS = 1_000;

/**
 * The room's online count (connections, not members: see `lib/heartbeats.ts` for how it differs
 * from member presence): this instance's connections plus the fresh counts other instances announce
 * on the bus. Changes are coalesced into one round a second at most; each round tells the
 * other instances this instance's size (when it moved) and every peer the total (when it
 * differs from what that peer last heard).
 */
export function createRoomCount(deps: { bus: ChatBus; now: () => number }) {
  const { bus, now } = deps;
  /** Other instances' connection counts, as last announced. */
  const others = new Map<string, { count: number; seenAt: number }>();
  /** This instance's connections → the count each last heard (null: not greeted yet). */
  const local = new Map<CountedPeer, number | null>();

  let announcedSize = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastRoundAt = Number.NEGATIVE_INFINITY;
  let stopped = false;

  const total = () => {
    let sum = local.size;
    const at = now();
    for (const [instance, seen] of others) {
      if (instance === bus.instance) continue;
      if (at - seen.seenAt > ROOM_COUNT_STALE_MS) others.delete(instance);
      else sum += seen.count;
    }
    return sum;
  };

  const announce = () => {
    announcedSize = local.size;
    bus.publish({ kind: 'room_count', instance: bus.instance, count: local.size });
  };

  const round = () => {
    timer = undefined;
    lastRoundAt = now();
    if (local.size !== announcedSize) announce();
    const count = total();
    const frame: ServerChatFrame = { type: 'online_count', data: { count } };
    for (const [peer, shown] of local) {
      if (shown === null || shown === count) continue;
      local.set(peer, count);
      peer.send(frame);
    }
  };

  /** The count may have moved: a round now if the last was a second ago, else a second after it. */
  const changed = () => {
    if (timer !== undefined || stopped) return;
    timer = setTimeout(round, Math.max(0, lastRoundAt + ONLINE_COUNT_EVERY_MS - now()));
    timer.unref?.();
  };

  bus.subscribe((event) => {
    if (event.kind !== 'room_count' || event.instance === bus.instance) return;
    others.set(event.instance, { count: event.count, seenAt: now() });
    changed();
  });

  return {
    total,
    /**
     * Run every `ROOM_COUNT_EVERY_MS` by the job runner: keeps this instance fresh on the others,
     * and lets instances that went silent expire here.
     */
    heartbeat() {
      if (stopped) return;
      announce();
      changed();
    },
    /** A connection that counts from now on; it hears counts once greeted. */
    add(peer: CountedPeer) {
      local.set(peer, null);
      changed();
    },
    /** Tells a newcomer the count at once, without waiting for the next round. */
    greet(peer: CountedPeer) {
      if (!local.has(peer)) return;
      const count = total();
      local.set(peer, count);
      peer.send({ type: 'online_count', data: { count } });
    },
    remove(peer: CountedPeer) {
      if (local.delete(peer)) changed();
    },
    /** Ends the pending round; connections closing afterwards change nothing anyone hears. */
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

export type RoomCount = ReturnType<typeof createRoomCount>;

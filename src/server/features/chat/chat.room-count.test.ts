import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerChatFrame } from '../../../shared/contracts/chat.js';
import { ROOM_COUNT_EVERY_MS } from '../../lib/heartbeats.js';
import { type ChatBus, createLocalChatBus } from './chat.bus.js';
import type { ChatRepo } from './chat.repo.js';
import { ONLINE_COUNT_EVERY_MS } from './chat.room-count.js';
import { type ChatPeer, createChatService } from './chat.service.js';

/** Only what connecting needs: an empty history. */
const repo = {
  recent: async () => [],
  isRegisteredName: async () => false,
} as unknown as ChatRepo;

/** A connection that remembers the online counts it heard, and when. */
class FakePeer implements ChatPeer {
  readonly counts: { count: number; at: number }[] = [];
  send(frame: ServerChatFrame) {
    if (frame.type === 'online_count')
      this.counts.push({ count: frame.data.count, at: Date.now() });
  }
  close() {}
  get lastCount() {
    return this.counts.at(-1)?.count;
  }
}

/** A new chatter, signed out, connected from `address`. */
async function connected(chat: ReturnType<typeof createChatService>, address: string) {
  const peer = new FakePeer();
  await chat.connect(peer, { address, user: null });
  return peer;
}

/** Spreads arrivals over addresses so the per-address cap stays out of the way. */
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** N chatters connect, evenly spread over `windowMs` of simulated time. */
async function arrive(n: number, windowMs: number, bus: ChatBus = createLocalChatBus()) {
  const chat = createChatService({ repo, bus });
  const peers: FakePeer[] = [];
  for (let i = 0; i < n; i++) {
    const peer = new FakePeer();
    peers.push(peer);
    await chat.connect(peer, { address: addressOf(i), user: null });
    await vi.advanceTimersByTimeAsync(windowMs / n);
  }
  await vi.advanceTimersByTimeAsync(ONLINE_COUNT_EVERY_MS);
  const frames = peers.reduce((sum, peer) => sum + peer.counts.length, 0);
  // Everything after a peer's first count (its greeting) came in a room-wide round.
  const rounds = [...new Set(peers.flatMap((peer) => peer.counts.slice(1).map((c) => c.at)))];
  chat.stop();
  return { chat, peers, frames, rounds: rounds.sort((a, b) => a - b) };
}

describe('the online count', () => {
  it('costs O(N) frames, not O(N²), when 4,000 chatters connect within a minute', async () => {
    const figures = new Map<number, number>();
    for (const n of [1000, 2000, 4000]) {
      const { peers, frames, rounds } = await arrive(n, 60_000);
      const uncoalesced = (n * (n + 1)) / 2;
      console.log(
        `${n.toLocaleString('en')} joins in a minute: ${frames.toLocaleString('en')} online-count frames in ${rounds.length} rounds (uncoalesced would be ${uncoalesced.toLocaleString('en')})`,
      );
      figures.set(n, frames);
      // Everyone ends up with the right number.
      expect(peers.every((peer) => peer.lastCount === n)).toBe(true);
      // At most one round a second: about 60 in the minute, never two within a second.
      expect(rounds.length).toBeLessThanOrEqual(62);
      for (let i = 1; i < rounds.length; i++) {
        expect((rounds[i] ?? 0) - (rounds[i - 1] ?? 0)).toBeGreaterThanOrEqual(
          ONLINE_COUNT_EVERY_MS,
        );
      }
      // One greeting each, plus one frame per second for the chatters already there: about
      // N × (1 + 60 / 2), whatever N is.
      expect(frames).toBeLessThanOrEqual(32 * n);
    }
    const atScale = figures.get(4000) ?? Number.POSITIVE_INFINITY;
    expect(atScale).toBeLessThan((4000 * 4001) / 2 / 60);
    // Linear: doubling the crowd doubles the frames (it would quadruple them uncoalesced).
    expect(atScale / (figures.get(2000) ?? 1)).toBeLessThan(2.2);
  }, 60_000);

  it('costs about two frames a chatter when 4,000 arrive within one second', async () => {
    const { peers, frames } = await arrive(4000, 1000);
    console.log(
      `4,000 joins in a second: ${frames.toLocaleString('en')} online-count frames (uncoalesced would be 8,002,000)`,
    );
    expect(peers.every((peer) => peer.lastCount === 4000)).toBe(true);
    expect(frames).toBeLessThanOrEqual(3 * 4000);
  }, 60_000);

  it('tells a newcomer the count at once and the others within a second', async () => {
    const chat = createChatService({ repo, bus: createLocalChatBus() });
    const ann = await connected(chat, '10.0.0.1');
    expect(ann.lastCount).toBe(1);
    await vi.advanceTimersByTimeAsync(10);

    const ben = await connected(chat, '10.0.0.2');
    expect(ben.counts).toEqual([{ count: 2, at: Date.now() }]);
    expect(ann.lastCount).toBe(1);
    await vi.advanceTimersByTimeAsync(ONLINE_COUNT_EVERY_MS);
    expect(ann.lastCount).toBe(2);
    // Ben already knew; he is not told again.
    expect(ben.counts).toHaveLength(1);

    chat.disconnect(ben);
    await vi.advanceTimersByTimeAsync(ONLINE_COUNT_EVERY_MS);
    expect(ann.lastCount).toBe(1);
    chat.stop();
  });

  it('sends nothing to the room when a join and a leave cancel out within a second', async () => {
    const chat = createChatService({ repo, bus: createLocalChatBus() });
    const ann = await connected(chat, '10.0.0.1');
    await vi.advanceTimersByTimeAsync(ONLINE_COUNT_EVERY_MS);
    const passer = await connected(chat, '10.0.0.2');
    chat.disconnect(passer);
    await vi.advanceTimersByTimeAsync(2 * ONLINE_COUNT_EVERY_MS);
    expect(ann.counts.map((c) => c.count)).toEqual([1]);
    chat.stop();
  });

  it('corrects a newcomer whose greeting went stale before the next round', async () => {
    const chat = createChatService({ repo, bus: createLocalChatBus() });
    const [ann, ben, cat] = [new FakePeer(), new FakePeer(), new FakePeer()];
    await chat.connect(ann, { address: '10.0.0.1', user: null });
    await chat.connect(ben, { address: '10.0.0.2', user: null });
    await vi.advanceTimersByTimeAsync(ONLINE_COUNT_EVERY_MS);
    await chat.connect(cat, { address: '10.0.0.3', user: null });
    expect(cat.lastCount).toBe(3);
    // Back to two before the round: Ann already heard two, but Cat was told three.
    chat.disconnect(ben);
    await vi.advanceTimersByTimeAsync(ONLINE_COUNT_EVERY_MS);
    expect(cat.lastCount).toBe(2);
    expect(ann.lastCount).toBe(2);
    chat.stop();
  });

  it('adds other instances’ chatters from the bus, coalesced, and forgets a silent instance', async () => {
    const bus = createLocalChatBus();
    const published: unknown[] = [];
    bus.subscribe((event) => published.push(event));
    const chat = createChatService({ repo, bus });
    const ann = await connected(chat, '10.0.0.1');
    await vi.advanceTimersByTimeAsync(ONLINE_COUNT_EVERY_MS);
    // This instance told the others it has one chatter.
    expect(published).toContainEqual({ kind: 'room_count', instance: 'local', count: 1 });

    for (let count = 1; count <= 100; count++) {
      bus.publish({ kind: 'room_count', instance: 'other', count });
    }
    await vi.advanceTimersByTimeAsync(ONLINE_COUNT_EVERY_MS);
    expect(ann.counts.map((c) => c.count)).toEqual([1, 101]);
    expect(chat.onlineCount()).toBe(101);

    // The other instance goes quiet; after 30 seconds its chatters no longer count.
    for (let beat = 0; beat < 4; beat++) {
      await vi.advanceTimersByTimeAsync(ROOM_COUNT_EVERY_MS);
      chat.roomCountHeartbeat();
    }
    await vi.advanceTimersByTimeAsync(ONLINE_COUNT_EVERY_MS);
    expect(ann.lastCount).toBe(1);
    chat.stop();
  });

  it('clears its timers on stop, and stays quiet afterwards', async () => {
    const chat = createChatService({ repo, bus: createLocalChatBus() });
    const ann = new FakePeer();
    const ben = new FakePeer();
    await chat.connect(ann, { address: '10.0.0.1', user: null });
    await vi.advanceTimersByTimeAsync(10);
    await chat.connect(ben, { address: '10.0.0.2', user: null });
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    chat.stop();
    expect(vi.getTimerCount()).toBe(0);
    chat.disconnect(ben);
    expect(vi.getTimerCount()).toBe(0);
    chat.roomCountHeartbeat();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ann.counts.map((c) => c.count)).toEqual([1]);
  });
});

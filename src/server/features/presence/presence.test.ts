import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../env.js';
import { PRESENCE_STALE_MS } from '../../lib/heartbeats.js';
import { until } from '../../testing/until.js';
import { createLocalPresence, createRedisPresence, type Presence } from './presence.js';

const redisUrl = readEnv().REDIS_URL;

describe('presence in one process', () => {
  it('holds a member present while any of their connections is open, then remembers when they left', async () => {
    const left: number[] = [];
    const presence = createLocalPresence({
      onLeave: (userId) => left.push(userId),
      now: () => 1000,
    });
    const first = presence.hold(7);
    const second = presence.hold(7);
    expect(await presence.online([7, 8])).toEqual(new Set([7]));
    first();
    first();
    expect(await presence.online([7])).toEqual(new Set([7]));
    expect(left).toEqual([]);
    second();
    expect(await presence.online([7])).toEqual(new Set());
    expect(left).toEqual([7]);
  });
});

describe.skipIf(!redisUrl)('presence across two instances through Redis', () => {
  const log = pino({ level: 'silent' });
  let clock = Date.now();
  const now = () => clock;
  const user = 900_000_000 + Math.floor(Math.random() * 1_000_000);
  const instances: Presence[] = [];
  const make = () => {
    const presence = createRedisPresence(redisUrl as string, log, { now });
    instances.push(presence);
    return presence;
  };

  afterAll(async () => {
    for (const presence of instances) await presence.close();
  });

  it('shows a member held on one instance as online on the other, until they leave', async () => {
    const [a, b] = [make(), make()];
    const release = a.hold(user);
    const seen = await until(
      () => b.online([user, user + 1]),
      (set) => set.size > 0,
      {
        what: 'the member online on the other instance',
      },
    );
    expect(seen).toEqual(new Set([user]));
    release();
    await until(
      () => b.online([user]),
      (set) => set.size === 0,
      { what: 'the member gone' },
    );
  });

  it('stays online while either instance holds them, and forgets an instance that stopped beating', async () => {
    const [a, b] = [make(), make()];
    const fromB = b.hold(user);
    await until(
      () => a.online([user]),
      (set) => set.size > 0,
      { what: 'B’s hold seen by A' },
    );
    const fromA = a.hold(user);
    fromA();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await a.online([user])).toEqual(new Set([user]));
    // B goes silent (a crash): once its heartbeat is stale, nobody counts the member.
    clock += PRESENCE_STALE_MS + 1;
    expect(await a.online([user])).toEqual(new Set());
    await b.heartbeat();
    expect(await a.online([user])).toEqual(new Set([user]));
    fromB();
  });
});

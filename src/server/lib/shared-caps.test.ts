import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PrivateRedis,
  privateRedisMissing,
  startPrivateRedis,
} from '../testing/private-redis.js';
import { until } from '../testing/until.js';
import { type ConnectionCaps, createLocalCaps, createRedisCaps } from './shared-caps.js';

const quiet = { warn: () => undefined, info: () => undefined };
let caller = 0;
/** An address of its own, so each test starts from an empty cap. */
const nextAddress = () => `203.0.113.${++caller}`;

/** Takes `count` slots for one address, alternating between the caps given. */
async function take(caps: ConnectionCaps[], count: number, address: string, limit = 3) {
  const answers: ((() => void) | null)[] = [];
  for (let i = 0; i < count; i++) {
    const instance = caps[i % caps.length] as ConnectionCaps;
    answers.push(await instance.perAddress('test', limit).acquire(address));
  }
  return answers;
}
const granted = (answers: unknown[]) => answers.map((answer) => (answer ? 'slot' : 'refused'));

describe('connection caps in one process', () => {
  it('refuses an address past its limit until one of its slots is given back', async () => {
    const caps = createLocalCaps();
    const address = nextAddress();
    const answers = await take([caps], 4, address);
    expect(granted(answers)).toEqual(['slot', 'slot', 'slot', 'refused']);
    answers[0]?.();
    answers[0]?.();
    expect(granted(await take([caps], 2, address))).toEqual(['slot', 'refused']);
    // Another address has its own allowance; the same name is the same cap.
    expect(granted(await take([caps], 1, nextAddress()))).toEqual(['slot']);
  });
});

describe.skipIf(privateRedisMissing() !== null)('connection caps across instances', () => {
  let redis: PrivateRedis;
  let one: ConnectionCaps;
  let two: ConnectionCaps;

  /** Until a slot taken on each instance shows up in Redis. */
  const sharing = () =>
    until(
      async () => {
        const address = nextAddress();
        const answers = await take([one, two], 2, address);
        const count = redis.cli('zcard', `cap:test:${address}`);
        for (const release of answers) release?.();
        return count;
      },
      (count) => count === '2',
      { what: 'both instances counting in Redis', timeoutMs: 15_000, intervalMs: 100 },
    );

  beforeAll(async () => {
    redis = await startPrivateRedis();
    one = createRedisCaps(redis.url, quiet, { ttlMs: 1_500 });
    two = createRedisCaps(redis.url, quiet, { ttlMs: 1_500 });
    await sharing();
  });

  afterAll(async () => {
    await one?.close();
    await two?.close();
    redis?.close();
  });

  it('holds one cap for an address whose connections land on two instances', async () => {
    const address = nextAddress();
    const answers = await take([one, two], 4, address);
    expect(granted(answers)).toEqual(['slot', 'slot', 'slot', 'refused']);
    // Given back on one instance, the slot is free on the other (once Redis has heard of it).
    answers[0]?.();
    await until(
      async () => redis.cli('zcard', `cap:test:${address}`),
      (count) => count === '2',
      { what: 'the slot given back in Redis', timeoutMs: 5_000, intervalMs: 20 },
    );
    expect(granted(await take([two], 2, address))).toEqual(['slot', 'refused']);
  });

  it('lets a slot lapse when the instance holding it stops saying it is open', async () => {
    const address = nextAddress();
    // Slots of an instance that crashed: in Redis, never refreshed again.
    redis.cli('zadd', `cap:test:${address}`, '0', 'gone:1', '0', 'gone:2', '0', 'gone:3');
    expect(granted(await take([one], 1, address))).toEqual(['slot']);
    // Slots kept open by a live instance outlast their time to live.
    const address2 = nextAddress();
    const held = await take([one], 3, address2);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(granted(await take([two], 1, address2))).toEqual(['refused']);
    for (const release of held) release?.();
  });

  it('counts on each instance while Redis is away, and shares again once it is back', async () => {
    const before = nextAddress();
    const open = await take([one, two], 2, before);
    await redis.crash();
    const address = nextAddress();
    const started = performance.now();
    const apart = await take([one, two], 8, address);
    expect(performance.now() - started).toBeLessThan(2_000);
    // Three on each instance, never more, and no wait on Redis.
    expect(granted(apart).filter((answer) => answer === 'slot')).toHaveLength(6);

    await redis.restart();
    await sharing();
    // The slots opened before and during the outage are written back: all 2 + 6 are counted.
    await until(
      async () => [
        redis.cli('zcard', `cap:test:${before}`),
        redis.cli('zcard', `cap:test:${address}`),
      ],
      ([a, b]) => a === '2' && b === '6',
      { what: 'open slots written back to Redis', timeoutMs: 5_000, intervalMs: 100 },
    );
    const after = nextAddress();
    expect(granted(await take([one, two], 4, after))).toEqual(['slot', 'slot', 'slot', 'refused']);
    for (const release of [...open, ...apart]) release?.();
  });
});

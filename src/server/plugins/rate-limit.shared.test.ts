import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PrivateRedis,
  privateRedisMissing,
  startPrivateRedis,
} from '../testing/private-redis.js';
import { until } from '../testing/until.js';
import { registerErrorHandling } from './errors.js';
import { registerRateLimits } from './rate-limit.js';

/**
 * Two instances behind one address share each rate limit through Redis; while Redis is away
 * each counts on its own, and they share again once it is back. A Redis of this file's own (on a
 * free port) is stopped and started; the shared one is never touched.
 */
async function instance(redisUrl: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  await registerRateLimits(app, { redisUrl });
  app.get('/limited', { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } }, async () => ({
    ok: true,
  }));
  await app.ready();
  return app;
}

let caller = 0;
/** A client address of its own, so each test starts from zero. */
const nextCaller = () => `203.0.113.${++caller}`;

/** Sends `count` requests from one address, alternating between the instances. */
async function spread(apps: FastifyInstance[], count: number, address: string) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const app = apps[i % apps.length] as FastifyInstance;
    statuses.push((await app.inject({ url: '/limited', remoteAddress: address })).statusCode);
  }
  return statuses;
}

describe.skipIf(privateRedisMissing() !== null)('rate limits across instances', () => {
  let redis: PrivateRedis;
  let apps: FastifyInstance[] = [];

  /** Until each instance counts in Redis: a probe request's key appears there. */
  const sharing = () =>
    until(
      async () => {
        const address = `198.18.0.${++caller % 250}`;
        await Promise.all(
          apps.map((app) => app.inject({ url: '/limited', remoteAddress: address })),
        );
        return redis.cli('get', `rate-limit:GET/limited-${address}`);
      },
      (count) => count === String(apps.length),
      { what: 'both instances counting in Redis', timeoutMs: 15_000, intervalMs: 100 },
    );

  beforeAll(async () => {
    redis = await startPrivateRedis();
    apps = [await instance(redis.url), await instance(redis.url)];
    await sharing();
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    redis?.close();
  });

  it('holds one limit for a client that spreads its requests across two instances, as against one', async () => {
    const alone = await spread(apps.slice(0, 1), 7, nextCaller());
    const both = await spread(apps, 7, nextCaller());
    expect(alone).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(both).toEqual(alone);
  });

  it('counts on each instance while Redis is away, and shares again once it is back', async () => {
    await redis.crash();
    const address = nextCaller();
    // Each instance lets five through on its own: never a 500, never a wait.
    const started = performance.now();
    const apart = await spread(apps, 12, address);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(apart.filter((status) => status === 200)).toHaveLength(10);
    expect(apart.filter((status) => status === 429)).toHaveLength(2);

    await redis.restart();
    // Both reconnect by themselves; then one limit again.
    await sharing();
    expect(await spread(apps, 7, nextCaller())).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});

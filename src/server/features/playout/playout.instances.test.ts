import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NowPlaying } from '../../../shared/contracts/radio.js';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { readEnv } from '../../env.js';
import { DEMO_TRACKS } from '../../lib/synth/index.js';
import { bearer, createUser, type TestUser } from '../../testing/accounts.js';
import { streamTitle as readStreamTitle } from '../../testing/stream-title.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { until } from '../../testing/until.js';

/**
 * Two instances behind one address, sharing PostgreSQL, Redis and the media folder: one plays
 * the station out (it holds the playout lock and chooses), the other plays the same track from
 * the same moment; both count every listener and tell the same now playing. Runs when both
 * DATABASE_URL and REDIS_URL are set (`.ci/run` sets them).
 */
const { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl } = readEnv();

describe.skipIf(!databaseUrl || !redisUrl)('the built-in station on two instances', () => {
  let database: Database;
  let dir: string;
  let dj: TestUser;
  const apps: FastifyInstance[] = [];
  const urls: string[] = [];
  const held: AbortController[] = [];

  const nowPlaying = async (i: number): Promise<NowPlaying> =>
    (
      await (apps[i] as FastifyInstance).inject({ method: 'GET', url: '/api/radio/now-playing' })
    ).json();

  /** The title a listener of instance `i` hears announced in the stream itself. */
  const streamTitle = (i: number) => readStreamTitle(`${urls[i]}/stream/live.mp3`);

  async function hold(i: number) {
    const controller = new AbortController();
    held.push(controller);
    const response = await fetch(`${urls[i]}/stream/live.mp3`, { signal: controller.signal });
    const body = response.body?.getReader();
    void (async () => {
      try {
        for (;;) if ((await body?.read())?.done ?? true) break;
      } catch {
        // Aborted at the end.
      }
    })();
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    dir = await mkdtemp(join(tmpdir(), 'station-instances-'));
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({
        env: {
          LOG_LEVEL: 'silent',
          PUBLIC_URL: 'http://localhost:5000',
          REDIS_URL: redisUrl,
          STATION_AUTODJ: 'on',
          DATA_DIR: dir,
        },
        database: { ...database, close: async () => {} },
        logger: false,
        station: { tracks: DEMO_TRACKS.slice(0, 3), seconds: 8 },
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
      urls.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
    dj = await createUser(apps[0] as FastifyInstance, database, { prefix: 'twodj', isDj: true });
  }, 120_000);

  afterAll(async () => {
    for (const controller of held) controller.abort();
    for (const app of apps) await app.close();
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('plays one station: the same track in both streams, both now playings agree', async () => {
    await until(
      async () => [await nowPlaying(0), await nowPlaying(1)],
      (states) => states.every((s) => s.status === 'online'),
      { what: 'both instances on air', timeoutMs: 90_000, intervalMs: 500 },
    );
    // Right at a track change one stream may be a moment ahead of the other.
    await until(
      async () => [await streamTitle(0), await streamTitle(1)],
      ([a, b]) => a === b,
      { what: 'the same title in both streams', timeoutMs: 20_000, intervalMs: 500 },
    );
    const [one, two] = [await nowPlaying(0), await nowPlaying(1)];
    expect(one.track?.title).toBe(two.track?.title);
    expect(one.track?.playId).toBe(two.track?.playId);
  }, 150_000);

  it('counts the listeners of both instances everywhere', async () => {
    await hold(0);
    await hold(1);
    await hold(1);
    await until(
      async () => [await nowPlaying(0), await nowPlaying(1)],
      (states) => states.every((s) => s.listeners === 3),
      { what: 'three listeners counted on both instances', timeoutMs: 15_000, intervalMs: 250 },
    );
  }, 30_000);

  it('a DJ’s skip on either instance moves both streams on', async () => {
    for (const i of [0, 1]) {
      const before = await streamTitle(i);
      const skip = await (apps[i] as FastifyInstance).inject({
        method: 'POST',
        url: '/api/station/skip',
        headers: bearer(dj.token),
      });
      expect(skip.statusCode).toBe(204);
      await until(
        async () => [await streamTitle(0), await streamTitle(1)],
        ([a, b]) => a === b && a !== before,
        { what: `both streams past "${before}"`, timeoutMs: 20_000, intervalMs: 500 },
      );
    }
  }, 60_000);
});

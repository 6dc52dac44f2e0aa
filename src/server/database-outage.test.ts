import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { type Database, openDatabase } from './db/client.js';
import { createUser, type TestUser } from './testing/accounts.js';
import {
  type PrivatePostgres,
  privatePostgresMissing,
  startPrivatePostgres,
} from './testing/private-postgres.js';
import { until } from './testing/until.js';

/**
 * The database goes away under a running app and comes back: a private PostgreSQL (never the
 * shared one) is stopped as a crash would stop it while requests keep coming, then started again.
 * Runs in the PostgreSQL pass, where such a server can be made.
 */
const missing = process.env.DATABASE_URL ? privatePostgresMissing() : 'no PostgreSQL pass';

describe.skipIf(missing !== null)('the database goes away and comes back', () => {
  let server: PrivatePostgres;
  let database: Database;
  let app: FastifyInstance;
  let dj: TestUser;

  beforeAll(async () => {
    server = await startPrivatePostgres();
    database = await openDatabase({ databaseUrl: server.url, maxConnections: 4 });
    await database.migrate();
    app = await buildApp({
      env: { LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:5000', STATION_AUTODJ: 'off' },
      database,
      client: { kind: 'none' },
      logger: false,
    });
    await app.ready();
    dj = await createUser(app, database, { prefix: 'outagedj', isDj: true });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    server?.close();
  });

  const headers = () => ({ authorization: `Bearer ${dj.token}` });
  let made = 0;
  /** One acknowledged write or not: a playlist added by the DJ. */
  const write = async () => {
    made += 1;
    const res = await app.inject({
      method: 'POST',
      url: '/api/playlists/office',
      headers: headers(),
      payload: { title: `Outage ${made}`, kind: 'mood', published: false, entries: [] },
    });
    return {
      status: res.statusCode,
      id: res.statusCode === 201 ? (res.json().id as number) : null,
      res,
    };
  };
  const read = (url: string) => app.inject({ url, headers: headers() });

  it('answers 503 with Retry-After during the outage, never 500, recovers by itself and loses no acknowledged write', async () => {
    const acknowledged: number[] = [];
    for (let i = 0; i < 20; i++) {
      const { status, id } = await write();
      expect(status).toBe(201);
      if (id !== null) acknowledged.push(id);
    }

    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const stoppedAt = performance.now();
    server.crash();

    // Under load: reads and writes, signed in and not, keep coming in waves of ten.
    let firstUnavailableMs: number | null = null;
    const outageEnds = performance.now() + 2_000;
    while (performance.now() < outageEnds) {
      const wave = await Promise.all([
        read('/api/playlists/office'),
        read('/api/schedule'),
        read('/api/news'),
        read('/api/events'),
        read('/api/clubs'),
        read('/api/ready'),
        app.inject({ url: '/api/ready' }),
        app.inject({ url: '/api/news' }),
        write().then((result) => result.res),
        write().then((result) => result.res),
      ]);
      for (const res of wave) {
        count(res.statusCode);
        if (res.statusCode === 503) {
          firstUnavailableMs ??= performance.now() - stoppedAt;
          // The error shape, or the readiness check's own answer.
          const body = res.json();
          expect(body.error?.status ?? body.status).toEqual(body.error ? 503 : 'unavailable');
          expect(res.headers['retry-after']).toBeDefined();
        }
        // A write the database never took is not acknowledged.
        if (res.statusCode === 201) acknowledged.push(res.json().id);
      }
    }
    expect([...statuses.keys()].filter((status) => status >= 500 && status !== 503)).toEqual([]);
    expect(statuses.get(503)).toBeGreaterThan(0);

    const restartedAt = performance.now();
    server.start();
    await until(
      async () => (await read('/api/playlists/office')).statusCode,
      (status) => status === 200,
      { what: 'the app answering from the database again', timeoutMs: 30_000, intervalMs: 20 },
    );
    const recoveryMs = performance.now() - restartedAt;

    const after = (await read('/api/playlists/office')).json().playlists as { id: number }[];
    const found = new Set(after.map((playlist) => playlist.id));
    const lost = acknowledged.filter((id) => !found.has(id));
    expect(lost).toEqual([]);
    expect((await write()).status).toBe(201);

    console.log(
      [
        'database outage:',
        `  first 503 ${firstUnavailableMs?.toFixed(0)} ms after the stop`,
        `  statuses during the outage: ${[...statuses].map(([s, n]) => `${s}×${n}`).join(', ')}`,
        `  back ${recoveryMs.toFixed(0)} ms after the restart, without restarting the app`,
        `  acknowledged writes: ${acknowledged.length} before and during, ${acknowledged.length - lost.length} found after`,
      ].join('\n'),
    );
  }, 120_000);
});

import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp, type ClientMode } from '../app.js';
import type { Database } from '../db/client.js';
import { seedDemoContent } from '../db/seed.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  /** With DATABASE_URL, `url` is the address of the fresh PostgreSQL database. */
  database: Database & { url?: string };
}

export interface TestAppOptions {
  client?: ClientMode;
  env?: Partial<AppDeps['env']>;
  seed?: boolean;
  station?: AppDeps['station'];
}

/** The real app on a fresh database, silent, ready for app.inject(). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  if (options.seed) await seedDemoContent(database.db);
  const app = await buildApp({
    env: { LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:5000', ...options.env },
    database,
    client: options.client ?? { kind: 'none' },
    logger: false,
    station: options.station,
  });
  await app.ready();
  return { app, database };
}

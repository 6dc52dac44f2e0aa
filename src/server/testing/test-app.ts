import type { FastifyInstance } from 'fastify';
import { buildApp, type ClientMode } from '../app.js';
import type { Database } from '../db/client.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
}

/** The real app on a fresh database, silent, ready for app.inject(). */
export async function createTestApp(options: { client?: ClientMode } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({
    env: { LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:5000' },
    database,
    client: options.client ?? { kind: 'none' },
    logger: false,
  });
  await app.ready();
  return { app, database };
}

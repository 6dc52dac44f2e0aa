import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database, Db } from './db/client.js';
import type { Env } from './env.js';
import type { JobRunner } from './jobs.js';

/** What every feature module may be built from. */
export interface ModuleDeps {
  db: Db;
  database: Database;
  env: Pick<Env, 'PUBLIC_URL'> & Partial<Env>;
  log: FastifyBaseLogger;
  jobs: JobRunner;
}

/**
 * One feature, wired: its repository and service made once, its background work handed to the
 * job runner, and its routes registered by `register`. `close` lets go of what the job runner
 * does not own (connections to other services).
 */
export interface FeatureModule {
  name: string;
  register(app: FastifyInstance): void | Promise<void>;
  close?(): Promise<void>;
}

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database, Db } from './db/client.js';
import type { Env } from './env.js';
import type { JobRunner } from './jobs.js';
import type { ConnectionCaps } from './lib/shared-caps.js';

/** The database, or a transaction on it: what a repository's writes run against. */
export type Queryable = Pick<Db, 'insert' | 'select' | 'update' | 'delete' | 'execute'>;

/** One act of the crew or an administrator, as the audit trail records it. */
export interface AuditDraft {
  actor: { id: number; username: string };
  action: string;
  summary: string;
  targetType?: string | null;
  targetId?: string | number | null;
  before?: unknown;
  after?: unknown;
  note?: string;
}

/**
 * The audit trail as other features write to it (the admin feature owns it): an entry is
 * appended inside the caller's transaction, so the change and its record commit together.
 */
export interface AuditTrail {
  append(tx: Queryable, draft: AuditDraft): Promise<void>;
}

/** What every feature module may be built from. */
export interface ModuleDeps {
  db: Db;
  database: Database;
  env: Pick<Env, 'PUBLIC_URL'> & Partial<Env>;
  log: FastifyBaseLogger;
  jobs: JobRunner;
  /** Caps on the connections one address may hold open, shared by every instance with Redis. */
  caps: ConnectionCaps;
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

/**
 * Registers each module's routes in order, starts the job runner once the server is ready, and
 * at close stops the jobs first, then the modules, then whatever else `close` lets go of, then
 * the database.
 */
export async function registerModules(
  app: FastifyInstance,
  modules: readonly FeatureModule[],
  lifetime: { jobs: JobRunner; database: Database; close?: () => Promise<void> },
): Promise<void> {
  for (const module of modules) await module.register(app);
  app.addHook('onReady', () => lifetime.jobs.start());
  app.addHook('onClose', async () => {
    await lifetime.jobs.stop();
    for (const module of modules) await module.close?.();
    await lifetime.close?.();
    await lifetime.database.close();
  });
}

import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { projectPath } from '../lib/paths.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The query API common to both drivers; features depend on this, never on a driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Held by at most one process at a time; used so only one instance runs a background job. */
export interface Leadership {
  /** False once the connection holding the lock is gone. */
  held(): boolean;
  release(): Promise<void>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Takes the named advisory lock if free, or answers null when another process holds it. */
  tryLeadership(key: number): Promise<Leadership | null>;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite's data folder, or 'memory://' for a throw-away in-memory database. */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /** A PGlite data folder dumped earlier (`dumpDataDir`) to start from, instead of an empty one. */
  snapshot?: Blob;
}

const migrationsFolder = () => projectPath('drizzle');

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.maxConnections ?? 10);
  return openPglite(options.dataDir ?? 'memory://', options.snapshot);
}

/** Wraps a driver's Drizzle instance with the operations the server needs from any database. */
function wrap(
  kind: Database['kind'],
  db: Db,
  migrate: () => Promise<void>,
  closeDriver: () => Promise<void>,
  tryLeadership: Database['tryLeadership'],
): Database {
  let closed = false;
  return {
    db,
    kind,
    migrate,
    tryLeadership,
    ping: async () => {
      if (closed) return false;
      await db.execute(sql`select 1`);
      return true;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await closeDriver();
    },
  };
}

async function openPglite(dataDir: string, snapshot?: Blob): Promise<Database> {
  const inMemory = dataDir === 'memory://' || dataDir === ':memory:';
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const loadDataDir = snapshot ? { loadDataDir: snapshot } : {};
  const client = inMemory ? new PGlite(loadDataDir) : new PGlite(dataDir, loadDataDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  // One process owns a PGlite database, so it is always the leader.
  const leadership: Leadership = { held: () => true, release: async () => {} };
  return wrap(
    'pglite',
    db as unknown as Db,
    () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    () => client.close(),
    async () => leadership,
  );
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5000,
    // The site's queries are short and many: parallel workers cost more to start than they save
    // (about 5 ms a query on two cores), and on solid-state storage an index lookup is nearly as
    // cheap as a sequential read, so the planner should not scan whole tables to avoid one.
    options: '-c max_parallel_workers_per_gather=0 -c random_page_cost=1.1',
  });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema, casing: 'snake_case' });
  const held = new Set<pg.PoolClient>();
  const tryLeadership = async (key: number): Promise<Leadership | null> => {
    // A session-level advisory lock lives on one connection, so that connection is kept aside.
    const client = await pool.connect();
    let alive = true;
    const onError = () => {
      alive = false;
    };
    client.on('error', onError);
    // A pooled connection goes back to the pool; it must not keep a listener per attempt.
    const giveBack = (destroy = false) => {
      client.off('error', onError);
      client.release(destroy);
    };
    let result: pg.QueryResult<{ ok: boolean }>;
    try {
      result = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [key]);
    } catch (error) {
      giveBack(true);
      throw error;
    }
    if (!result.rows[0]?.ok) {
      giveBack();
      return null;
    }
    held.add(client);
    return {
      held: () => alive,
      release: async () => {
        if (!held.delete(client)) return;
        await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
        giveBack(!alive);
      },
    };
  };
  return wrap(
    'postgres',
    db as unknown as Db,
    () => migrateNodePg(db, { migrationsFolder: migrationsFolder() }),
    async () => {
      for (const client of held) client.release();
      held.clear();
      await pool.end();
    },
    tryLeadership,
  );
}

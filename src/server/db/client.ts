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

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
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
}

const migrationsFolder = () => projectPath('drizzle');

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.maxConnections ?? 10);
  return openPglite(options.dataDir ?? 'memory://');
}

/** Wraps a driver's Drizzle instance with the operations the server needs from any database. */
function wrap(
  kind: Database['kind'],
  db: Db,
  migrate: () => Promise<void>,
  closeDriver: () => Promise<void>,
): Database {
  let closed = false;
  return {
    db,
    kind,
    migrate,
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

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir === 'memory://' || dataDir === ':memory:';
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = inMemory ? new PGlite() : new PGlite(dataDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  return wrap(
    'pglite',
    db as unknown as Db,
    () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    () => client.close(),
  );
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema, casing: 'snake_case' });
  return wrap(
    'postgres',
    db as unknown as Db,
    () => migrateNodePg(db, { migrationsFolder: migrationsFolder() }),
    () => pool.end(),
  );
}

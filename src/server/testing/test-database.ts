import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.js';
import { readEnv } from '../env.js';
import { migratedSnapshot } from './migrated-snapshot.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or, when
 * DATABASE_URL is set, a new PostgreSQL database created beside it and dropped on close.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const url = readEnv().DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory://', snapshot: migratedSnapshot() });
    // The copy was made from these migrations at the start of the run: nothing is left to apply.
    await database.migrate();
    return database;
  }
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString(), maxConnections: 4 });
  await database.migrate();
  const close = database.close;
  return {
    ...database,
    url: target.toString(),
    close: async () => {
      await close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

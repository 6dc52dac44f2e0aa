import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase } from '../db/client.js';
import { readEnv } from '../env.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the migrated, empty PGlite database of this test run is kept, when there is one. */
    migratedSnapshot: string | undefined;
  }
}

/**
 * Vitest's global set-up for the server's tests: migrates one embedded database, once, and keeps
 * its data folder in a file. Each test file then starts from a copy of it instead of migrating
 * anew, which costs several seconds a file. On PostgreSQL (DATABASE_URL) nothing is kept: each
 * file migrates a database of its own, as the site does at start.
 */
export default async function setup({
  provide,
}: {
  provide: (key: 'migratedSnapshot', value: string | undefined) => void;
}) {
  if (readEnv().DATABASE_URL) {
    provide('migratedSnapshot', undefined);
    return;
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = join(tmpdir(), `migrated-pglite-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  provide('migratedSnapshot', file);
  return () => rmSync(file, { force: true });
}

/** The migrated database's data folder, inside a Vitest run that kept one. */
export function migratedSnapshot(): Blob | undefined {
  let file: string | undefined;
  try {
    file = inject('migratedSnapshot');
  } catch {
    // Outside Vitest (a benchmark): no snapshot, the database is migrated as usual.
    return undefined;
  }
  return file ? new Blob([readFileSync(file)]) : undefined;
}

import { constants } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '../client.js';
import { appliedMigrations } from './migrations.js';

/** A copy of the database's files, made while no query ran, and what it holds. */
export interface Snapshot {
  /** A new folder inside the data folder; whoever asked for the snapshot owns it and removes it. */
  dir: string;
  /** The tags of the applied migrations, oldest first. */
  migrations: string[];
  postgresVersion: string;
  /** How long the database answered no one while its files were copied. */
  pausedMs: number;
}

/** Folders of snapshots in progress or not yet collected, inside the data folder. */
export const SNAPSHOT_PREFIX = '.snapshot-';

/**
 * Whether an entry at the top of a PGlite data folder is PostgreSQL's. The folder also holds
 * the site's own (media/, uploads/, the control socket, backups being made); those are left out
 * of the database's copy, and media is backed up on its own.
 */
export function isDatabaseEntry(name: string): boolean {
  return (
    name === 'PG_VERSION' ||
    name === 'base' ||
    name === 'global' ||
    name.startsWith('pg_') ||
    name.startsWith('postgresql.') ||
    name.startsWith('postmaster.')
  );
}

/** The PGlite instance under a Database opened on the embedded database. */
export function pgliteOf(database: Database): PGlite {
  if (database.kind !== 'pglite') throw new Error('only the embedded database has a data folder');
  return (database.db as unknown as { $client: PGlite }).$client;
}

/**
 * Copies the database's files into a new folder while the database runs. PGlite writes its
 * files straight to the data folder and runs one statement at a time, so holding its locks
 * (no transaction open, no statement running) leaves the files as a crash would at that moment:
 * committed work is in the write-ahead log, and PostgreSQL's recovery replays it on the next
 * open. A checkpoint first makes that replay short. PGlite's own `dumpDataDir()` would read the
 * whole data folder, media included, into memory, and block the process while it did.
 */
export async function snapshotDatabase(client: PGlite, dataDir: string): Promise<Snapshot> {
  const migrations = await appliedMigrations(client);
  const version = await client.query<{ server_version: string }>('show server_version');
  await client.exec('checkpoint');
  const dir = await mkdtemp(join(dataDir, SNAPSHOT_PREFIX));
  let pausedMs = 0;
  try {
    // The transaction lock waits for an open transaction to end; every statement takes it.
    await client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const paused = performance.now();
        await copyDatabaseFiles(dataDir, dir);
        pausedMs = Math.round(performance.now() - paused);
      }),
    );
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const postgresVersion = version.rows[0]?.server_version ?? 'unknown';
  return { dir, migrations, postgresVersion, pausedMs };
}

/** Copies at once: a data folder is a thousand small files, and one at a time is slow. */
const PARALLEL_COPIES = 16;

async function copyDatabaseFiles(dataDir: string, into: string): Promise<void> {
  const files: string[] = [];
  const walk = async (relative: string, isTop: boolean) => {
    for (const entry of await readdir(join(dataDir, relative), { withFileTypes: true })) {
      if (isTop && !isDatabaseEntry(entry.name)) continue;
      const path = join(relative, entry.name);
      if (entry.isDirectory()) {
        await mkdir(join(into, path));
        await walk(path, false);
      } else if (entry.isFile()) {
        files.push(path);
      }
    }
  };
  await walk('', true);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const path = files[next++] as string;
      // A copy-on-write file system shares the blocks instead of copying them.
      await copyFile(join(dataDir, path), join(into, path), constants.COPYFILE_FICLONE);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_COPIES }, worker));
}

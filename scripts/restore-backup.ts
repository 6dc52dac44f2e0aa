// Restores a backup file into a data folder; `npm run restore` and the round-trip test both come
// through here. Nothing is written over: a folder that holds data is moved aside.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { extract } from 'tar';
import { askControlSocket, SocketPathTooLong } from '../src/server/db/backup/control-socket.js';
import { appliedMigrations, migrationJournal } from '../src/server/db/backup/migrations.js';
import { pgliteOf } from '../src/server/db/backup/snapshot.js';
import { openDatabase } from '../src/server/db/client.js';
import {
  BackupRefused,
  DATABASE_FOLDER,
  MANIFEST,
  type Manifest,
  MEDIA_FOLDER,
  readManifest,
} from './backup-manifest.js';

export interface RestoreOptions {
  file: string;
  dataDir: string;
  /** Restore over a folder that holds data, which is then moved aside (never deleted). */
  force?: boolean;
}

export interface RestoreResult {
  dataDir: string;
  manifest: Manifest;
  /** Where the folder's earlier contents went, when it held any. */
  movedAside: string | null;
  /** Migrations this code has and the backup had not: the next start applies them. */
  pending: string[];
}

/** Only these entries come out of a backup, and only as files, folders and hard links. */
const ENTRY_TYPES = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory', 'Link']);
const inBackup = (path: string) =>
  path === MANIFEST ||
  [DATABASE_FOLDER, MEDIA_FOLDER].some(
    (folder) => path === folder || path.startsWith(`${folder}/`),
  );

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  if (options.dataDir === 'memory://' || options.dataDir === ':memory:') {
    throw new BackupRefused('DATA_DIR is in memory: give the folder to restore into.');
  }
  const file = resolve(options.file);
  const dataDir = resolve(options.dataDir);
  const manifest = await readManifest(file);

  const shipped = migrationJournal().map((entry) => entry.tag);
  const unknown = manifest.database.migrations.filter((tag) => !shipped.includes(tag));
  if (unknown.length > 0) {
    throw new BackupRefused(
      `${file} comes from a newer version of the site: its database has migrations this code lacks (${unknown.join(', ')}); update the code first.`,
    );
  }
  const running = await askControlSocket(dataDir, { command: 'ping' }, 5000).catch((error) => {
    if (error instanceof SocketPathTooLong) {
      throw new BackupRefused(
        `cannot tell whether a server is using ${dataDir}: ${error.message}.`,
      );
    }
    throw error;
  });
  if (running) {
    throw new BackupRefused(
      `a server (pid ${running.pid}) is running on ${dataDir}: stop it before restoring.`,
    );
  }
  const holdsData = existsSync(dataDir) && (await readdir(dataDir)).length > 0;
  if (holdsData && !options.force) {
    throw new BackupRefused(
      `${dataDir} already holds data: add --force to move it aside and restore in its place.`,
    );
  }

  // Unpacked beside the target, so the last step is a rename on one file system.
  await mkdir(dirname(dataDir), { recursive: true });
  const staging = await mkdtemp(join(dirname(dataDir), `${basename(dataDir)}.restoring-`));
  try {
    await extract({
      file,
      cwd: staging,
      strict: true,
      preserveOwner: false,
      filter: (path, entry) =>
        inBackup(path.replace(/\/$/, '')) && ENTRY_TYPES.has((entry as { type: string }).type),
    });
    const restored = join(staging, DATABASE_FOLDER);
    if (!existsSync(join(restored, 'PG_VERSION'))) {
      throw new BackupRefused(`${file} holds no database (${DATABASE_FOLDER}/ is missing).`);
    }
    const media = join(staging, MEDIA_FOLDER);
    if (existsSync(media)) await rename(media, join(restored, MEDIA_FOLDER));
    await checkOpens(restored, manifest, file);

    let movedAside: string | null = null;
    if (holdsData) {
      movedAside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await rename(dataDir, movedAside);
    } else if (existsSync(dataDir)) {
      await rmdir(dataDir);
    }
    await rename(restored, dataDir);
    const pending = shipped.filter((tag) => !manifest.database.migrations.includes(tag));
    return { dataDir, manifest, movedAside, pending };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Opens the restored database (PostgreSQL replays its log here) and reads what it holds. */
async function checkOpens(folder: string, manifest: Manifest, file: string): Promise<void> {
  let migrations: string[];
  try {
    const database = await openDatabase({ dataDir: folder });
    try {
      migrations = await appliedMigrations(pgliteOf(database));
    } finally {
      await database.close();
    }
  } catch (error) {
    throw new BackupRefused(`the database in ${file} does not open: ${(error as Error).message}`);
  }
  if (migrations.join() !== manifest.database.migrations.join()) {
    throw new BackupRefused(`the database in ${file} does not match its manifest's migrations.`);
  }
}

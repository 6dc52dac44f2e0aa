// Makes one backup file of the embedded database and the media folder; `npm run backup` and the
// round-trip test both come through here.
import { constants, existsSync } from 'node:fs';
import {
  copyFile,
  link,
  mkdir,
  mkdtemp,
  readdir,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { create } from 'tar';
import {
  askControlSocket,
  claimDataDir,
  DataDirInUse,
  SocketPathTooLong,
} from '../src/server/db/backup/control-socket.js';
import { pgliteOf, type Snapshot, snapshotDatabase } from '../src/server/db/backup/snapshot.js';
import { openDatabase } from '../src/server/db/client.js';
import {
  appVersion,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupRefused,
  DATABASE_FOLDER,
  MANIFEST,
  type Manifest,
  MEDIA_FOLDER,
} from './backup-manifest.js';

/** Where a backup is put together, inside the data folder so media can be hard-linked. */
const STAGING_PREFIX = '.backup-';
const AT_SCALE = 'see "Backups at scale" in the README';

export interface BackupOptions {
  dataDir: string;
  out: string;
  /** Set, the site runs on PostgreSQL, which pg_dump backs up instead. */
  databaseUrl?: string | undefined;
  /** Set, media live in a bucket, which this command cannot copy. */
  s3Bucket?: string | undefined;
}

export interface BackupResult {
  file: string;
  manifest: Manifest;
  /** Whether the running server took the snapshot, or this process opened the folder itself. */
  via: 'server' | 'folder';
  /** How long the database answered no one while its files were copied. */
  pausedMs: number;
}

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  if (options.databaseUrl) {
    throw new BackupRefused(`DATABASE_URL is set: back up PostgreSQL with pg_dump (${AT_SCALE}).`);
  }
  if (options.s3Bucket) {
    throw new BackupRefused(
      `S3_BUCKET is set: media live in the bucket, which this command cannot copy (${AT_SCALE}).`,
    );
  }
  if (options.dataDir === 'memory://' || options.dataDir === ':memory:') {
    throw new BackupRefused('DATA_DIR is in memory: there is nothing on disk to back up.');
  }
  const dataDir = resolve(options.dataDir);
  const file = resolve(options.out);
  if (existsSync(file)) throw new BackupRefused(`${file} already exists: choose another --out.`);
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new BackupRefused(`${dataDir} holds no database to back up: check DATA_DIR.`);
  }

  await mkdir(dirname(file), { recursive: true });
  const staging = await mkdtemp(join(dataDir, STAGING_PREFIX));
  const partial = `${file}.partial`;
  let snapshotDir: string | null = null;
  try {
    const media = join(staging, MEDIA_FOLDER);
    await mkdir(media);
    // Media are taken before the snapshot and again after it: a file a snapshot row names was
    // either there before (and is kept even if deleted since) or written since.
    await linkNewFiles(join(dataDir, MEDIA_FOLDER), media);
    const { snapshot, via } = await takeSnapshot(dataDir);
    snapshotDir = snapshot.dir;
    await rename(snapshot.dir, join(staging, DATABASE_FOLDER));
    await linkNewFiles(join(dataDir, MEDIA_FOLDER), media);

    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      app: appVersion(),
      database: {
        kind: 'pglite',
        postgresVersion: snapshot.postgresVersion,
        migrations: snapshot.migrations,
      },
      media: await sizeOf(media),
    };
    await writeFile(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    // The file holds every account's data: readable by its owner only, from the start.
    await writeFile(partial, '', { mode: 0o600 });
    // The manifest first, so a restore reads it without unpacking the rest.
    await create({ gzip: true, file: partial, cwd: staging, portable: true }, [
      MANIFEST,
      DATABASE_FOLDER,
      MEDIA_FOLDER,
    ]);
    await rename(partial, file);
    return { file, manifest, via, pausedMs: snapshot.pausedMs };
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
    // Moved into the staging folder unless something failed first.
    if (snapshotDir) await rm(snapshotDir, { recursive: true, force: true });
  }
}

/**
 * A snapshot from the server running on the folder, through its control socket; with none
 * running, this process claims the folder (so a server started meanwhile waits its turn) and
 * opens the database itself.
 */
async function takeSnapshot(
  dataDir: string,
): Promise<{ snapshot: Snapshot; via: 'server' | 'folder' }> {
  const answer = await askControlSocket(dataDir, { command: 'snapshot' }).catch((error) => {
    if (error instanceof SocketPathTooLong) {
      throw new BackupRefused(
        `cannot tell whether a server is using ${dataDir}: ${error.message}.`,
      );
    }
    throw error;
  });
  if (answer) {
    if (!answer.ok || !answer.snapshot) {
      throw new BackupRefused(
        `the running server (pid ${answer.pid}) could not take a snapshot: ${answer.ok ? 'no answer' : answer.error}`,
      );
    }
    return { snapshot: answer.snapshot, via: 'server' };
  }
  let claim: Awaited<ReturnType<typeof claimDataDir>>;
  try {
    claim = await claimDataDir({ dataDir });
  } catch (error) {
    if (error instanceof DataDirInUse) throw new BackupRefused(`${error.message} Then try again.`);
    throw error;
  }
  if (claim && !claim.listening) {
    await claim.close();
    throw new BackupRefused(
      `no control socket can be made in ${dataDir} (is its path too long?), so a running server cannot be ruled out: stop the server and copy the folder instead.`,
    );
  }
  try {
    const database = await openDatabase({ dataDir });
    try {
      return { snapshot: await snapshotDatabase(pgliteOf(database), dataDir), via: 'folder' };
    } finally {
      await database.close();
    }
  } finally {
    await claim?.close();
  }
}

/** Storage writes land in `<name>~tmp-…` and are renamed into place: never a finished object. */
const UNFINISHED = /~tmp-/;

/**
 * Hard-links every media file not yet in `to`. Storage replaces a file by renaming a new one
 * over it and never writes into it, so a link keeps the bytes as they were, at no cost in space.
 */
async function linkNewFiles(from: string, to: string): Promise<void> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(from, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      await mkdir(target, { recursive: true });
      await linkNewFiles(source, target);
    } else if (entry.isFile() && !UNFINISHED.test(entry.name) && !existsSync(target)) {
      await linkOrCopy(source, target);
    }
  }
}

async function linkOrCopy(source: string, target: string): Promise<void> {
  try {
    await link(source, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return; // deleted since it was listed
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP') throw error;
    // Media on another file system than the data folder, or one without hard links.
    await copyFile(source, target, constants.COPYFILE_FICLONE).catch((copyError) => {
      if ((copyError as NodeJS.ErrnoException).code !== 'ENOENT') throw copyError;
    });
  }
}

async function sizeOf(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

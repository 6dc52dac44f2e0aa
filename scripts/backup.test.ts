import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance } from 'fastify';
import { create } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app.js';
import { claimDataDir, type DataDirClaim } from '../src/server/db/backup/control-socket.js';
import { appliedMigrations, migrationJournal } from '../src/server/db/backup/migrations.js';
import { pgliteOf } from '../src/server/db/backup/snapshot.js';
import { type Database, openDatabase } from '../src/server/db/client.js';
import {
  multipart,
  picture,
  upload,
} from '../src/server/features/showcase/testing/showcase-uploads.js';
import { projectPath } from '../src/server/lib/paths.js';
import { befriend, callAs, createUser, type TestUser } from '../src/server/testing/accounts.js';
import { migratedSnapshot } from '../src/server/testing/migrated-snapshot.js';
import { createBackup } from './backup-create.js';
import { appVersion, BACKUP_FORMAT, MANIFEST, readManifest } from './backup-manifest.js';
import { restoreBackup } from './restore-backup.js';

/**
 * The site as `npm start` runs it on the embedded database: a PGlite data folder on disk, media
 * beside it, and the control socket that `npm run backup` asks for a snapshot.
 */
let root: string;
let dataDir: string;
let claim: DataDirClaim | null;
let database: Database;
let app: FastifyInstance;
let users: Record<'dj' | 'admin' | 'creator' | 'member', TestUser>;
let backupFile: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'backup-'));
  dataDir = join(root, 'live');
  claim = await claimDataDir({ dataDir });
  database = await openDatabase({ dataDir, snapshot: migratedSnapshot() });
  await database.migrate();
  app = await buildApp({
    env: {
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:5000',
      DATA_DIR: dataDir,
      STATION_AUTODJ: 'off',
      NEWS_REFRESH_MINUTES: 0,
    },
    database,
    client: { kind: 'none' },
    logger: false,
  });
  await app.ready();
  claim?.serve(database);

  users = {
    dj: await createUser(app, database, { prefix: 'dj', isDj: true }),
    admin: await createUser(app, database, { prefix: 'admin', isAdmin: true }),
    creator: await createUser(app, database, { prefix: 'creator', isCreator: true }),
    member: await createUser(app, database, { prefix: 'member' }),
  };
  const post = await callAs(app, users.creator, 'POST', '/api/posts', {
    title: 'Night drive notes',
    content: 'Recorded between two and four in the morning.',
  });
  expect(post.statusCode).toBe(201);
  await befriend(app, users.member, users.creator);
  const contact = await sendContactMessage(0);
  expect(contact.statusCode).toBe(201);
  const said = await callAs(app, users.admin, 'POST', '/api/admin/chat/announcements', {
    message: 'Backups tonight, the music plays on.',
  });
  expect(said.statusCode).toBe(201);
  const slide = await callAs(app, users.dj, 'POST', '/api/station/slides', {
    title: 'Kept safe',
    subtitle: 'Tonight',
    description: 'A slide with a picture of its own.',
    cta: 'Listen',
    ctaLink: '/now-playing',
  });
  expect(slide.statusCode).toBe(201);
  const pictured = await upload(
    app,
    users.dj,
    `/api/station/slides/${slide.json().id}/image`,
    multipart('image', 'wide.png', 'image/png', await picture(1600, 900)),
  );
  expect(pictured.statusCode).toBe(200);
}, 60_000);

afterAll(async () => {
  await claim?.close();
  await app?.close();
  await rm(root, { recursive: true, force: true });
});

const sendContactMessage = (n: number) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    // Contact messages are limited per address; each message comes from one of its own.
    remoteAddress: `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`,
    payload: {
      name: 'Night Owl',
      email: 'owl@example.test',
      subject: `Request number ${n}`,
      message: 'Please play something with a long saxophone solo.',
      contactType: 'general',
    },
  });

/** Every row of every table, each row as JSON text, sorted: two databases compared whole. */
async function everyRow(client: PGlite): Promise<Record<string, string[]>> {
  const tables = await client.query<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1`,
  );
  const rows: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    const result = await client.query<{ row: string }>(
      `select row_to_json(t)::text as row from ${name} t order by 1`,
    );
    rows[name] = result.rows.map((r) => r.row);
  }
  return rows;
}

/** Each file under a folder by its path, with the SHA-256 of its bytes. */
async function hashes(dir: string): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  if (!existsSync(dir)) return found;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    found[relative(dir, path)] = createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
  }
  return found;
}

async function readRestored(folder: string) {
  const restored = await openDatabase({ dataDir: folder });
  try {
    return await everyRow(pgliteOf(restored));
  } finally {
    await restored.close();
  }
}

/** A backup file holding only the given manifest, as a later or broken version could make. */
async function craftBackup(name: string, manifest: object): Promise<string> {
  const dir = await mkdtemp(join(root, 'craft-'));
  await writeFile(join(dir, MANIFEST), JSON.stringify(manifest));
  const file = join(root, name);
  await create({ gzip: true, file, cwd: dir }, [MANIFEST]);
  return file;
}

describe('npm run backup and npm run restore', () => {
  it('restore every row of every table and every media file from a backup taken while the site runs', async () => {
    const live = pgliteOf(database);
    // The site's background jobs may write at any moment; a backup taken while nothing changed
    // must then hold exactly what the database held (bounded: three tries).
    let expected: Record<string, string[]> = {};
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expected = await everyRow(live);
      backupFile = join(root, `backup-${attempt}.tar.gz`);
      const made = await createBackup({ dataDir, out: backupFile });
      expect(made.via).toBe('server');
      if (JSON.stringify(await everyRow(live)) === JSON.stringify(expected)) break;
    }
    const media = await hashes(join(dataDir, 'media'));
    expect(Object.keys(media).some((path) => path.startsWith('showcase/images/slides/'))).toBe(
      true,
    );

    const manifest = await readManifest(backupFile);
    expect(manifest).toMatchObject({
      format: BACKUP_FORMAT,
      formatVersion: 1,
      app: appVersion(),
      database: { kind: 'pglite', migrations: migrationJournal().map((entry) => entry.tag) },
      media: { files: Object.keys(media).length },
    });

    const target = join(root, 'restored');
    const restored = await restoreBackup({ file: backupFile, dataDir: target });
    expect(restored).toMatchObject({ movedAside: null, pending: [] });
    expect(await hashes(join(target, 'media'))).toEqual(media);
    const rows = await readRestored(target);
    expect(Object.keys(rows)).toEqual(Object.keys(expected));
    expect(Object.keys(rows).length).toBeGreaterThan(20);
    expect(rows).toEqual(expected);
    // The data written through the API is among them.
    expect(rows['public.users']?.join()).toContain(users.creator.username);
    expect(rows['public.contact_messages']?.join()).toContain('Request number 0');
    expect(rows['public.chat_messages']?.join()).toContain('Backups tonight');
    // Neither the control socket nor the site's own folders came in as database files.
    expect(existsSync(join(target, 'control.sock'))).toBe(false);
    expect((await readdir(target)).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('keep every write acknowledged before the backup started, with writes arriving during it', async () => {
    const acknowledged = new Set<string>();
    let sent = 1;
    let backingUp = true;
    const writes = (async () => {
      // Bounded: stops with the backup, or after 300 messages.
      while (backingUp && sent < 300) {
        const n = sent++;
        if ((await sendContactMessage(n)).statusCode === 201)
          acknowledged.add(`Request number ${n}`);
      }
    })();
    await new Promise((done) => setTimeout(done, 50));
    const before = new Set(acknowledged);
    const file = join(root, 'during-writes.tar.gz');
    await createBackup({ dataDir, out: file });
    backingUp = false;
    await writes;

    const target = join(root, 'restored-during-writes');
    await restoreBackup({ file, dataDir: target });
    const subjects = (await readRestored(target))['public.contact_messages']?.map(
      (row) => JSON.parse(row).subject as string,
    );
    for (const subject of before) expect(subjects).toContain(subject);
    // Writes went on while the backup was made.
    expect(acknowledged.size).toBeGreaterThan(before.size);
    // Nothing that was never acknowledged, and not every later write either: a moment's copy.
    for (const subject of subjects ?? []) {
      if (subject !== 'Request number 0') expect(acknowledged.has(subject)).toBe(true);
    }
    expect(before.size).toBeGreaterThan(0);
  });

  it('refuses a file that is not a backup', async () => {
    const text = join(root, 'notes.txt');
    await writeFile(text, 'shopping list: tapes, batteries\n'.repeat(40));
    await expect(restoreBackup({ file: text, dataDir: join(root, 'a') })).rejects.toThrow(
      /is not a backup of this site/,
    );
    const otherTar = join(root, 'other.tar.gz');
    await create({ gzip: true, file: otherTar, cwd: root }, ['notes.txt']);
    await expect(restoreBackup({ file: otherTar, dataDir: join(root, 'a') })).rejects.toThrow(
      /does not start with manifest\.json/,
    );
    expect(existsSync(join(root, 'a'))).toBe(false);
  });

  it('refuses a backup format version it does not know', async () => {
    const manifest = await readManifest(backupFile);
    const file = await craftBackup('future-format.tar.gz', { ...manifest, formatVersion: 2 });
    await expect(restoreBackup({ file, dataDir: join(root, 'b') })).rejects.toThrow(
      /format version 2; this version of the site reads format 1 only/,
    );
  });

  it('refuses a backup with a migration this code does not have', async () => {
    const manifest = await readManifest(backupFile);
    const migrations = [...manifest.database.migrations, '9999_from_the_future'];
    const file = await craftBackup('newer.tar.gz', {
      ...manifest,
      database: { ...manifest.database, migrations },
    });
    await expect(restoreBackup({ file, dataDir: join(root, 'c') })).rejects.toThrow(
      /newer version of the site.*9999_from_the_future/,
    );
  });

  it('restores an older backup (made with no server running), which the next start migrates', async () => {
    // A data folder migrated by the code as it was one migration ago.
    const journal = JSON.parse(
      await readFile(projectPath('drizzle', 'meta', '_journal.json'), 'utf8'),
    );
    const lastTag = journal.entries.at(-1).tag as string;
    const olderCode = join(root, 'older-drizzle');
    await cp(projectPath('drizzle'), olderCode, { recursive: true });
    journal.entries.pop();
    await writeFile(join(olderCode, 'meta', '_journal.json'), JSON.stringify(journal));
    const olderDir = join(root, 'older-live');
    const older = await openDatabase({ dataDir: olderDir });
    await migrate(drizzle(pgliteOf(older)), { migrationsFolder: olderCode });
    await older.close();

    const file = join(root, 'older.tar.gz');
    const made = await createBackup({ dataDir: olderDir, out: file });
    expect(made.via).toBe('folder');
    expect(made.manifest.database.migrations).not.toContain(lastTag);
    // The folder was claimed only while the backup ran.
    expect(existsSync(join(olderDir, 'control.sock'))).toBe(false);

    const target = join(root, 'older-restored');
    const restored = await restoreBackup({ file, dataDir: target });
    expect(restored.pending).toEqual([lastTag]);
    const reopened = await openDatabase({ dataDir: target });
    try {
      await reopened.migrate();
      expect(await appliedMigrations(pgliteOf(reopened))).toEqual(
        migrationJournal().map((entry) => entry.tag),
      );
    } finally {
      await reopened.close();
    }
  });

  it('refuses a folder that holds data without --force, and moves it aside with it', async () => {
    const target = join(root, 'occupied');
    await mkdir(target);
    await writeFile(join(target, 'keep-me.txt'), 'earlier data');
    await expect(restoreBackup({ file: backupFile, dataDir: target })).rejects.toThrow(
      /already holds data: add --force/,
    );
    expect(await readdir(target)).toEqual(['keep-me.txt']);

    const forced = await restoreBackup({ file: backupFile, dataDir: target, force: true });
    expect(forced.movedAside).toMatch(/occupied\.before-restore-/);
    expect(await readFile(join(forced.movedAside as string, 'keep-me.txt'), 'utf8')).toBe(
      'earlier data',
    );
    expect(existsSync(join(target, 'PG_VERSION'))).toBe(true);
  });

  it('refuses to restore over the folder of a running server, even with --force', async () => {
    await expect(restoreBackup({ file: backupFile, dataDir, force: true })).rejects.toThrow(
      /a server \(pid \d+\) is running on/,
    );
  });

  it('refuses a data folder whose control socket path would be too long, and the server runs unguarded', async () => {
    const deep = join(root, 'a-data-folder-with-a-name-long-enough'.repeat(3));
    await mkdir(deep);
    await writeFile(join(deep, 'PG_VERSION'), '18\n');
    const unguarded = await claimDataDir({ dataDir: deep });
    expect(unguarded?.listening).toBe(false);
    expect(await readdir(deep)).toEqual(['PG_VERSION']);
    await unguarded?.close();
    const out = join(root, 'deep.tar.gz');
    await expect(createBackup({ dataDir: deep, out })).rejects.toThrow(/longer than 104 bytes/);
    await expect(restoreBackup({ file: backupFile, dataDir: deep, force: true })).rejects.toThrow(
      /cannot tell whether a server is using/,
    );
  });

  it('refuses PostgreSQL and media in a bucket, pointing to the README', async () => {
    const out = join(root, 'never.tar.gz');
    await expect(
      createBackup({ dataDir, out, databaseUrl: 'postgres://db.example/radio' }),
    ).rejects.toThrow(/pg_dump.*Backups at scale/);
    await expect(createBackup({ dataDir, out, s3Bucket: 'radio-media' })).rejects.toThrow(
      /S3_BUCKET is set.*Backups at scale/,
    );
    expect(existsSync(out)).toBe(false);
  });
});

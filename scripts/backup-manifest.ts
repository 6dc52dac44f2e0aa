// What a backup file is: a gzipped tar whose first entry is manifest.json, then the database's
// files under database/ and the media under media/. Shared by `npm run backup` and
// `npm run restore`; see docs/decisions/0038-backups.md.
import { createReadStream, readFileSync } from 'node:fs';
import { Parser, type ReadEntry } from 'tar';
import { z } from 'zod';
import { projectPath } from '../src/server/lib/paths.js';

export const BACKUP_FORMAT = 'synthwave-radio-backup';
/** Raised when what a backup holds, or how, changes; a restore refuses versions it does not know. */
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST = 'manifest.json';
export const DATABASE_FOLDER = 'database';
export const MEDIA_FOLDER = 'media';

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  app: z.object({ name: z.string(), version: z.string() }),
  database: z.object({
    kind: z.literal('pglite'),
    postgresVersion: z.string(),
    /** The tags of the applied migrations (drizzle/meta/_journal.json), oldest first. */
    migrations: z.array(z.string()),
  }),
  media: z.object({ files: z.number().int().min(0), bytes: z.number().int().min(0) }),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** A refusal with its one-line reason, printed as it is by the commands. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

export function appVersion(): { name: string; version: string } {
  const pkg = JSON.parse(readFileSync(projectPath('package.json'), 'utf8'));
  return { name: String(pkg.name), version: String(pkg.version) };
}

/**
 * Reads the manifest from the start of a backup file without reading the rest. Refuses a file
 * that is not a backup, and one in a format this code does not know.
 */
export async function readManifest(file: string): Promise<Manifest> {
  const notABackup = (why: string) =>
    new BackupRefused(`${file} is not a backup of this site (${why}).`);
  const raw = await new Promise<string>((resolve, reject) => {
    const input = createReadStream(file);
    const parser = new Parser({ strict: true });
    let settled = false;
    const settle = (error: Error | null, text?: string) => {
      if (settled) return;
      settled = true;
      input.destroy();
      if (error) reject(error);
      else resolve(text ?? '');
    };
    input.on('error', (error: NodeJS.ErrnoException) =>
      settle(
        error.code === 'ENOENT' ? new BackupRefused(`${file} does not exist.`) : (error as Error),
      ),
    );
    parser.on('error', () => settle(notABackup('not a tar archive')));
    parser.on('entry', (entry: ReadEntry) => {
      if (settled || entry.path !== MANIFEST || entry.size > 1024 * 1024) {
        entry.resume();
        settle(notABackup(`it does not start with ${MANIFEST}`));
        return;
      }
      const chunks: Buffer[] = [];
      entry.on('data', (chunk: Buffer) => chunks.push(chunk));
      entry.on('end', () => settle(null, Buffer.concat(chunks).toString('utf8')));
    });
    parser.on('end', () => settle(notABackup('no manifest')));
    input.pipe(parser);
  });

  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw notABackup(`${MANIFEST} is not JSON`);
  }
  const head = z
    .object({ format: z.literal(BACKUP_FORMAT), formatVersion: z.number() })
    .safeParse(json);
  if (!head.success) throw notABackup(`${MANIFEST} does not name the format`);
  if (head.data.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupRefused(
      `${file} is a backup in format version ${head.data.formatVersion}; this version of the site reads format ${BACKUP_FORMAT_VERSION} only.`,
    );
  }
  const manifest = manifestSchema.safeParse(json);
  if (!manifest.success) {
    const issue = manifest.error.issues[0];
    throw notABackup(`${MANIFEST} is incomplete: ${issue?.path.join('.')} ${issue?.message}`);
  }
  return manifest.data;
}

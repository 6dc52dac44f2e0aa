// Restores a backup made by `npm run backup` into DATA_DIR (or --data-dir):
//
//   npm run restore -- radio-backup-2026-11-27T03-00-00Z.tar.gz
//   npm run restore -- radio-backup-2026-11-27T03-00-00Z.tar.gz --force
//
// Stop the server first. A folder that already holds data is only replaced with --force, and
// then moved aside (<folder>.before-restore-<time>), never deleted. A backup from an older
// version is brought up to date by the migrations at the next start; one from a newer version
// is refused.
import { parseArgs } from 'node:util';
import { EnvError, readEnv } from '../src/server/env.js';
import { BackupRefused } from './backup-manifest.js';
import { restoreBackup } from './restore-backup.js';

const USAGE = 'usage: npm run restore -- <backup file> [--force] [--data-dir <folder>]';

function fail(message: string): never {
  console.error(`restore: ${message}`);
  process.exit(1);
}

async function main() {
  let parsed: ReturnType<typeof parse>;
  const parse = () =>
    parseArgs({
      allowPositionals: true,
      options: { force: { type: 'boolean', default: false }, 'data-dir': { type: 'string' } },
    });
  try {
    parsed = parse();
  } catch (error) {
    fail(`${(error as Error).message}; ${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) fail(`name one backup file; ${USAGE}`);
  const env = readEnv();
  if (env.DATABASE_URL) {
    fail('DATABASE_URL is set: restore PostgreSQL with pg_restore (see "Backups" in the README).');
  }
  if (env.S3_BUCKET) {
    fail(
      'S3_BUCKET is set: the site reads media from the bucket, not from the backup\'s media folder (see "Backups at scale" in the README).',
    );
  }
  const result = await restoreBackup({
    file: positionals[0] as string,
    dataDir: values['data-dir'] ?? env.DATA_DIR,
    force: values.force,
  });
  const { manifest } = result;
  console.log(
    `Restored the backup of ${manifest.createdAt} (version ${manifest.app.version}, ${manifest.media.files} media files) into ${result.dataDir}.`,
  );
  if (result.movedAside) console.log(`The folder's earlier contents are in ${result.movedAside}.`);
  if (result.pending.length > 0) {
    console.log(`The next start applies ${result.pending.length} newer migrations.`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof BackupRefused || error instanceof EnvError) fail(error.message);
    console.error('restore failed:', error);
    process.exit(1);
  },
);

// Backs up the embedded database (PGlite in DATA_DIR) and the media folder into one file:
//
//   npm run backup                          (writes ./radio-backup-<time>.tar.gz)
//   npm run backup -- --out /backups/radio.tar.gz
//
// It works while the site runs: the server takes a consistent snapshot when asked on its
// control socket (DATA_DIR/control.sock). With no server running it opens the folder itself.
// PostgreSQL (DATABASE_URL) and media in a bucket (S3_BUCKET) are backed up with their own
// tools instead: see "Backups" in the README.
import { parseArgs } from 'node:util';
import { EnvError, readEnv } from '../src/server/env.js';
import { createBackup } from './backup-create.js';
import { BackupRefused } from './backup-manifest.js';

function fail(message: string): never {
  console.error(`backup: ${message}`);
  process.exit(1);
}

async function main() {
  let values: { out?: string | undefined; 'data-dir'?: string | undefined };
  try {
    ({ values } = parseArgs({
      options: { out: { type: 'string' }, 'data-dir': { type: 'string' } },
    }));
  } catch (error) {
    fail(
      `${(error as Error).message}; usage: npm run backup [-- --out <file>] [--data-dir <folder>]`,
    );
  }
  const env = readEnv();
  const stamp = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  const started = performance.now();
  const { file, manifest, via, pausedMs } = await createBackup({
    dataDir: values['data-dir'] ?? env.DATA_DIR,
    out: values.out ?? `radio-backup-${stamp}.tar.gz`,
    databaseUrl: env.DATABASE_URL,
    s3Bucket: env.S3_BUCKET,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const megabytes = (manifest.media.bytes / 1024 / 1024).toFixed(1);
  console.log(
    `Backed up to ${file} in ${seconds} s: the database (${manifest.database.migrations.length} migrations, snapshot by ${via === 'server' ? `the running server, which paused ${pausedMs} ms` : 'this command'}) and ${manifest.media.files} media files (${megabytes} MB).`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof BackupRefused || error instanceof EnvError) fail(error.message);
    console.error('backup failed:', error);
    process.exit(1);
  },
);

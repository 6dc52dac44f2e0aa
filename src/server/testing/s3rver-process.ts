import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../lib/paths.js';
import type { S3StorageOptions } from '../lib/storage/s3-storage.js';

export interface S3rverProcess {
  endpoint: string;
  bucket: string;
  /** s3rver's built-in account. */
  accessKeyId: string;
  secretAccessKey: string;
  close(): Promise<void>;
}

/**
 * s3rver seals its list continuation tokens with DES, which Node's OpenSSL 3 offers only
 * through the legacy provider, and a running process cannot turn that on; so s3rver runs in a
 * child started with --openssl-legacy-provider, where long listings page as they do on S3.
 * The child exits when its stdin closes, so it never outlives the test run.
 */
const SCRIPT = `
const S3rver = require('s3rver');
const [directory, bucket] = process.argv.slice(1);
process.stdin.on('end', () => process.exit(0)).resume();
new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] })
  .run()
  .then(({ port }) => console.log(JSON.stringify({ port })));
`;

/** An S3 stand-in on loopback, on a free port, storing into a fresh temporary folder. */
export async function startS3rver(bucket = 'media'): Promise<S3rverProcess> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '-e', SCRIPT, '--', directory, bucket],
    { cwd: projectRoot(), stdio: ['pipe', 'pipe', 'pipe'] },
  );
  // A child that already died must not turn the closing of its stdin into an error.
  child.stdin.on('error', () => {});
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`s3rver did not start:\n${output}`)), 15_000);
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const ready = /\{"port":(\d+)\}/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(Number(ready[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited (${code}):\n${output}`));
    });
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    async close() {
      child.stdin.end();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** What points the S3 storage at this s3rver's bucket. */
export const s3rverStorageOptions = (s3: S3rverProcess): S3StorageOptions => ({
  endpoint: s3.endpoint,
  region: 'us-east-1',
  bucket: s3.bucket,
  accessKeyId: s3.accessKeyId,
  secretAccessKey: s3.secretAccessKey,
  forcePathStyle: true,
});

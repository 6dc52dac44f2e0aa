import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Env } from '../../env.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import type { MediaStorage } from './storage.js';

/** Partial, as modules receive it: parseEnv fills the defaults, tests set only what they need. */
type StorageEnv = Partial<
  Pick<
    Env,
    | 'DATA_DIR'
    | 'S3_BUCKET'
    | 'S3_REGION'
    | 'S3_ENDPOINT'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_FORCE_PATH_STYLE'
  >
>;

/** The DATA_DIR values that keep the database in memory (see db/client.ts). */
const IN_MEMORY_DATA_DIRS = new Set(['memory://', ':memory:']);

/**
 * Where songs and images live: the bucket when S3_BUCKET is set, else `<DATA_DIR>/media`.
 * A throw-away run (DATA_DIR=memory://, or no DATA_DIR, as in tests) has no data folder, so
 * its media go to a fresh folder under the system's temporary directory instead (made on the
 * first write, left to the system to clear).
 */
export function mediaStorageFor(env: StorageEnv): MediaStorage {
  if (env.S3_BUCKET) {
    // parseEnv refuses S3_BUCKET without both keys; this guards callers that build env by hand.
    if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
      throw new Error('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    }
    return createS3Storage({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION ?? 'us-east-1',
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
    });
  }
  const mediaDir =
    env.DATA_DIR === undefined || IN_MEMORY_DATA_DIRS.has(env.DATA_DIR)
      ? join(tmpdir(), `radio-media-${randomBytes(6).toString('hex')}`)
      : join(env.DATA_DIR, 'media');
  return createLocalStorage(mediaDir);
}

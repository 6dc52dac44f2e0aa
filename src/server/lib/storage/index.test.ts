import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../env.js';
import { mediaStorageFor } from './index.js';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'media-env-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('mediaStorageFor', () => {
  it('keeps media in the media folder of DATA_DIR when no bucket is set', async () => {
    const storage = mediaStorageFor(parseEnv({ DATA_DIR: dataDir }));
    expect(storage.kind).toBe('local');
    const source = join(dataDir, 'upload.tmp');
    await writeFile(source, 'synth');
    await storage.putFile('songs/7/stream.mp3', source, 'audio/mpeg');
    expect(existsSync(join(dataDir, 'media', 'songs', '7', 'stream.mp3'))).toBe(true);
  });

  it('uses a throw-away folder when the data live in memory', () => {
    expect(mediaStorageFor(parseEnv({ DATA_DIR: 'memory://' })).kind).toBe('local');
    expect(existsSync('memory:')).toBe(false);
  });

  it('uses the bucket when S3_BUCKET is set', () => {
    const s3Settings = {
      S3_BUCKET: 'radio-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    };
    expect(mediaStorageFor(parseEnv(s3Settings)).kind).toBe('s3');
  });
});

describe('the S3 settings', () => {
  it('default to no bucket, us-east-1 and virtual-host addressing', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    expect(env.S3_BUCKET).toBeUndefined();
    expect(env.S3_ENDPOINT).toBeUndefined();
    expect(parseEnv({ S3_BUCKET: '', S3_FORCE_PATH_STYLE: '' }).S3_FORCE_PATH_STYLE).toBe(false);
  });

  it('require both keys with a bucket, naming each missing one', () => {
    expect(() => parseEnv({ S3_BUCKET: 'radio-media' })).toThrow(EnvError);
    try {
      parseEnv({ S3_BUCKET: 'radio-media', S3_ACCESS_KEY_ID: 'key' });
      expect.unreachable();
    } catch (error) {
      expect((error as EnvError).problems).toEqual([
        'S3_SECRET_ACCESS_KEY: is required with S3_BUCKET',
      ]);
    }
  });

  it('refuses a path style that is not true or false, and an endpoint that is not a URL', () => {
    try {
      parseEnv({ S3_FORCE_PATH_STYLE: 'yes', S3_ENDPOINT: 'minio:9000' });
      expect.unreachable();
    } catch (error) {
      const problems = (error as EnvError).problems.join('\n');
      expect(problems).toContain('S3_FORCE_PATH_STYLE: must be true or false');
      expect(problems).toContain('S3_ENDPOINT:');
    }
  });

  it('still checks the Stripe keys beside the S3 ones', () => {
    try {
      parseEnv({ PAYMENT_PROVIDER: 'stripe', S3_BUCKET: 'radio-media' });
      expect.unreachable();
    } catch (error) {
      expect((error as EnvError).problems).toHaveLength(4);
    }
  });
});

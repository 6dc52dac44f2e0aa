import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type S3rverProcess,
  s3rverStorageOptions,
  startS3rver,
} from '../../testing/s3rver-process.js';
import { createS3Storage, type S3StorageOptions } from './s3-storage.js';
import { StorageNotFound } from './storage.js';
import { describeStorageContract } from './testing/storage-contract.js';

let s3: S3rverProcess;
let scratch: string;

const storageFor = (options: Partial<S3StorageOptions> = {}) =>
  createS3Storage({ ...s3rverStorageOptions(s3), ...options });

beforeAll(async () => {
  [s3, scratch] = await Promise.all([startS3rver(), mkdtemp(join(tmpdir(), 's3-storage-'))]);
});
afterAll(async () => {
  await s3?.close();
  await rm(scratch, { recursive: true, force: true });
});

describeStorageContract('S3 storage (s3rver)', () => storageFor());

describe('S3 storage specifics', () => {
  const source = async (text: string) => {
    const path = join(scratch, `source-${text.length}`);
    await writeFile(path, text);
    return path;
  };

  it('pages through long listings when deleting a prefix', async () => {
    const storage = storageFor({ listPageSize: 2 });
    const file = await source('p');
    const doomed = Array.from({ length: 7 }, (_, i) => `songs/900/part-${i}.mp3`);
    for (const key of doomed) await storage.putFile(key, file, 'audio/mpeg');
    await storage.putFile('songs/901/part-0.mp3', file, 'audio/mpeg');
    await storage.deletePrefix('songs/900/');
    for (const key of doomed) expect(await storage.stat(key), key).toBeNull();
    expect(await storage.stat('songs/901/part-0.mp3')).not.toBeNull();
  });

  it('does not mistake a missing bucket for a missing object', async () => {
    const storage = storageFor({ bucket: 'no-such-bucket' });
    const failure = await storage.read('songs/1/stream.mp3').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(StorageNotFound);
  });
});

import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../lib/storage/s3-storage.js';
import { bearer, callAs, createUser } from '../../testing/accounts.js';
import {
  type S3rverProcess,
  s3rverStorageOptions,
  startS3rver,
} from '../../testing/s3rver-process.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { until } from '../../testing/until.js';
import { renderAudio } from './testing/songs-jobs.js';

let s3: S3rverProcess;
let mp3: Buffer;

beforeAll(async () => {
  s3 = await startS3rver('songs');
}, 60_000);
// Registered before the app's own tear-down, so it runs after the app has closed.
afterAll(async () => {
  await s3?.close();
});

const t = setUpTestApp({
  dataDir: 'songs-s3-',
  env: () => ({
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: true,
  }),
  timeoutMs: 60_000,
});

beforeAll(() => {
  mp3 = renderAudio(join(t.dataDir, 'Harbor Lights.mp3'), 'sine=frequency=392:duration=35', [
    '-b:a',
    '128k',
  ]);
}, 60_000);

describe('songs in S3-compatible storage', () => {
  it('stores an upload in the bucket, streams it by ranges, and deletes its objects with it', async () => {
    const bucket = createS3Storage(s3rverStorageOptions(s3));
    const artist = await createUser(t.app, t.database, { prefix: 's3artist', isCreator: true });
    const boundary = '----s3songs';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="Harbor Lights.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n`,
      ),
      mp3,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/artist/songs/upload',
      headers: {
        ...bearer(artist.token),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const id = uploaded.json().id as number;
    expect((await bucket.stat(`songs/${id}/original.mp3`))?.size).toBe(mp3.length);

    await until(
      async () => (await callAs(t.app, artist, 'GET', '/api/artist/songs')).json().songs[0]?.status,
      (status) => status === 'ready',
      { what: 'processing into the bucket', timeoutMs: 90_000 },
    );
    const streamKey = `songs/${id}/stream.mp3`;
    const stored = await bucket.stat(streamKey);
    expect(stored?.size).toBeGreaterThan(0);

    const whole = await t.app.inject({ method: 'GET', url: `/api/songs/${id}/stream` });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.length).toBe(stored?.size);
    const ranged = await t.app.inject({
      method: 'GET',
      url: `/api/songs/${id}/stream`,
      headers: { range: 'bytes=1000-1999' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 1000-1999/${stored?.size}`);
    expect(ranged.rawPayload.equals(whole.rawPayload.subarray(1000, 2000))).toBe(true);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/songs/${id}/stream`,
      headers: { 'if-none-match': String(whole.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const removed = await callAs(t.app, artist, 'DELETE', `/api/artist/songs/${id}`);
    expect(removed.statusCode).toBe(204);
    expect(await bucket.stat(streamKey)).toBeNull();
    expect(await bucket.stat(`songs/${id}/original.mp3`)).toBeNull();
  }, 150_000);
});

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { ffmpegPath } from '../../lib/media/ffmpeg.js';
import { bearer, createUser } from '../../testing/accounts.js';
import { createTestApp } from '../../testing/test-app.js';

let app: FastifyInstance;
let database: Database;
let dataDir: string;
let flac: Buffer;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'songs-tus-'));
  ({ app, database } = await createTestApp({ env: { DATA_DIR: dataDir } }));
  const file = join(dataDir, 'source.flac');
  execFileSync(ffmpegPath(), [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=330:duration=20',
    '-ac',
    '2',
    file,
  ]);
  flac = readFileSync(file);
}, 60_000);
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const tus = { 'tus-resumable': '1.0.0' };
const b64 = (text: string) => Buffer.from(text).toString('base64');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('resumable uploads (tus)', () => {
  it('resumes after a dropped connection and stores the identical bytes', async () => {
    const artist = await createUser(app, database, { prefix: 'tusartist', isCreator: true });
    const auth = bearer(artist.token);
    const created = await app.inject({
      method: 'POST',
      url: '/api/artist/songs/tus',
      headers: {
        ...auth,
        ...tus,
        'upload-length': String(flac.length),
        'upload-metadata': `filename ${b64('Chrome Horizon.flac')},filetype ${b64('audio/flac')},genre ${b64('outrun')}`,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = String(created.headers.location);
    expect(location).toMatch(new RegExp(`^/api/artist/songs/tus/${artist.id}-`));

    // The first part arrives, then the connection drops.
    const half = Math.floor(flac.length / 2);
    const first = await app.inject({
      method: 'PATCH',
      url: location,
      headers: {
        ...auth,
        ...tus,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: flac.subarray(0, half),
    });
    expect(first.statusCode, first.body).toBe(204);

    // Someone else cannot see or touch it.
    const other = await createUser(app, database, { prefix: 'tusother', isCreator: true });
    const peek = await app.inject({
      method: 'HEAD',
      url: location,
      headers: { ...bearer(other.token), ...tus },
    });
    expect(peek.statusCode).toBe(404);

    // The client asks where it stopped, and sends the rest.
    const head = await app.inject({ method: 'HEAD', url: location, headers: { ...auth, ...tus } });
    expect(head.headers['upload-offset']).toBe(String(half));
    const rest = await app.inject({
      method: 'PATCH',
      url: location,
      headers: {
        ...auth,
        ...tus,
        'upload-offset': String(half),
        'content-type': 'application/offset+octet-stream',
      },
      payload: flac.subarray(half),
    });
    expect(rest.statusCode, rest.body).toBe(200);
    const song = JSON.parse(rest.body);
    expect(song).toMatchObject({ title: 'Chrome Horizon', genre: 'outrun', status: 'processing' });
    const stored = readFileSync(join(dataDir, 'media', 'songs', String(song.id), 'original.flac'));
    expect(sha256(stored)).toBe(sha256(flac));
  });

  it('refuses a file that is not audio once it has arrived, and keeps nothing of it', async () => {
    const artist = await createUser(app, database, { prefix: 'tusartist', isCreator: true });
    const auth = bearer(artist.token);
    const text = Buffer.from('not audio at all, just words '.repeat(50));
    const created = await app.inject({
      method: 'POST',
      url: '/api/artist/songs/tus',
      headers: {
        ...auth,
        ...tus,
        'upload-length': String(text.length),
        'upload-metadata': `filename ${b64('song.mp3')}`,
      },
    });
    const done = await app.inject({
      method: 'PATCH',
      url: String(created.headers.location),
      headers: {
        ...auth,
        ...tus,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: text,
    });
    expect(done.statusCode).toBe(415);
    expect(JSON.parse(done.body).error.code).toBe('NOT_AUDIO');
    const refusedId = String(created.headers.location).split('/').pop() ?? '';
    expect(
      readdirSync(join(dataDir, 'uploads')).filter((name) => name.startsWith(refusedId)),
    ).toEqual([]);
    const list = await app.inject({ method: 'GET', url: '/api/artist/songs', headers: auth });
    expect(list.json().songs).toEqual([]);
  });

  it('deletes what arrived when the uploader cancels, and keeps nothing of a refused file', async () => {
    const artist = await createUser(app, database, { prefix: 'tusartist', isCreator: true });
    const auth = bearer(artist.token);
    const uploads = join(dataDir, 'uploads');
    const created = await app.inject({
      method: 'POST',
      url: '/api/artist/songs/tus',
      headers: {
        ...auth,
        ...tus,
        'upload-length': String(flac.length),
        'upload-metadata': `filename ${b64('Cancelled.flac')},filetype ${b64('audio/flac')}`,
      },
    });
    const location = String(created.headers.location);
    const id = location.split('/').pop() ?? '';
    await app.inject({
      method: 'PATCH',
      url: location,
      headers: {
        ...auth,
        ...tus,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: flac.subarray(0, 10_000),
    });
    expect(readdirSync(uploads).filter((name) => name.startsWith(id))).not.toEqual([]);

    // Nobody else may cancel it.
    const other = await createUser(app, database, { prefix: 'tusother', isCreator: true });
    const stranger = await app.inject({
      method: 'DELETE',
      url: location,
      headers: { ...bearer(other.token), ...tus },
    });
    expect(stranger.statusCode).toBe(404);

    const cancelled = await app.inject({
      method: 'DELETE',
      url: location,
      headers: { ...auth, ...tus },
    });
    expect(cancelled.statusCode).toBe(204);
    expect(readdirSync(uploads).filter((name) => name.startsWith(id))).toEqual([]);
    const head = await app.inject({ method: 'HEAD', url: location, headers: { ...auth, ...tus } });
    expect([404, 410]).toContain(head.statusCode);
    expect(
      (await app.inject({ method: 'GET', url: '/api/artist/songs', headers: auth })).json().songs,
    ).toEqual([]);
  });

  it('is for creators only', async () => {
    const member = await createUser(app, database, { prefix: 'tusmember' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/artist/songs/tus',
      headers: { ...bearer(member.token), ...tus, 'upload-length': '10' },
    });
    expect(res.statusCode).toBe(403);
  });
});

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { renderAudio } from './testing/songs-jobs.js';

const t = setUpTestApp({ dataDir: 'songs-tus-', timeoutMs: 60_000 });
let flac: Buffer;

beforeAll(() => {
  flac = renderAudio(join(t.dataDir, 'source.flac'), 'sine=frequency=330:duration=20', [
    '-ac',
    '2',
  ]);
}, 60_000);

const tus = { 'tus-resumable': '1.0.0' };
const b64 = (text: string) => Buffer.from(text).toString('base64');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

type Auth = ReturnType<typeof bearer>;

const creator = (prefix: string) => createUser(t.app, t.database, { prefix, isCreator: true });

/** Starts an upload of `length` bytes described by `metadata`. */
const startUpload = (auth: Auth, length: number, metadata: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/artist/songs/tus',
    headers: {
      ...auth,
      ...tus,
      'upload-length': String(length),
      'upload-metadata': metadata,
    },
  });

/** A HEAD or DELETE of the upload at `location`, as the holder of `auth`. */
const askUpload = (auth: Auth, method: 'HEAD' | 'DELETE', location: string) =>
  t.app.inject({ method, url: location, headers: { ...auth, ...tus } });

/** Sends `bytes` to the upload at `location`, starting at `offset`. */
const sendPart = (auth: Auth, location: string, offset: number, bytes: Buffer) =>
  t.app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      ...auth,
      ...tus,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });

describe('resumable uploads (tus)', () => {
  it('resumes after a dropped connection and stores the identical bytes', async () => {
    const artist = await creator('tusartist');
    const auth = bearer(artist.token);
    const created = await startUpload(
      auth,
      flac.length,
      `filename ${b64('Chrome Horizon.flac')},filetype ${b64('audio/flac')},genre ${b64('outrun')}`,
    );
    expect(created.statusCode, created.body).toBe(201);
    const location = String(created.headers.location);
    expect(location).toMatch(new RegExp(`^/api/artist/songs/tus/${artist.id}-`));

    // The first part arrives, then the connection drops.
    const half = Math.floor(flac.length / 2);
    const first = await sendPart(auth, location, 0, flac.subarray(0, half));
    expect(first.statusCode, first.body).toBe(204);

    // Someone else cannot see or touch it.
    const other = await creator('tusother');
    const peek = await askUpload(bearer(other.token), 'HEAD', location);
    expect(peek.statusCode).toBe(404);

    // The client asks where it stopped, and sends the rest.
    const head = await askUpload(auth, 'HEAD', location);
    expect(head.headers['upload-offset']).toBe(String(half));
    const rest = await sendPart(auth, location, half, flac.subarray(half));
    expect(rest.statusCode, rest.body).toBe(200);
    const song = JSON.parse(rest.body);
    expect(song).toMatchObject({ title: 'Chrome Horizon', genre: 'outrun', status: 'processing' });
    const stored = readFileSync(
      join(t.dataDir, 'media', 'songs', String(song.id), 'original.flac'),
    );
    expect(sha256(stored)).toBe(sha256(flac));
  });

  it('refuses a file that is not audio once it has arrived, and keeps nothing of it', async () => {
    const artist = await creator('tusartist');
    const auth = bearer(artist.token);
    const text = Buffer.from('not audio at all, just words '.repeat(50));
    const created = await startUpload(auth, text.length, `filename ${b64('song.mp3')}`);
    const done = await sendPart(auth, String(created.headers.location), 0, text);
    expect(done.statusCode).toBe(415);
    expect(JSON.parse(done.body).error.code).toBe('NOT_AUDIO');
    const refusedId = String(created.headers.location).split('/').pop() ?? '';
    expect(
      readdirSync(join(t.dataDir, 'uploads')).filter((name) => name.startsWith(refusedId)),
    ).toEqual([]);
    const list = await t.app.inject({ method: 'GET', url: '/api/artist/songs', headers: auth });
    expect(list.json().songs).toEqual([]);
  });

  it('deletes what arrived when the uploader cancels, and keeps nothing of a refused file', async () => {
    const artist = await creator('tusartist');
    const auth = bearer(artist.token);
    const uploads = join(t.dataDir, 'uploads');
    const created = await startUpload(
      auth,
      flac.length,
      `filename ${b64('Cancelled.flac')},filetype ${b64('audio/flac')}`,
    );
    const location = String(created.headers.location);
    const id = location.split('/').pop() ?? '';
    await sendPart(auth, location, 0, flac.subarray(0, 10_000));
    expect(readdirSync(uploads).filter((name) => name.startsWith(id))).not.toEqual([]);

    // Nobody else may cancel it.
    const other = await creator('tusother');
    const stranger = await askUpload(bearer(other.token), 'DELETE', location);
    expect(stranger.statusCode).toBe(404);

    const cancelled = await askUpload(auth, 'DELETE', location);
    expect(cancelled.statusCode).toBe(204);
    expect(readdirSync(uploads).filter((name) => name.startsWith(id))).toEqual([]);
    const head = await askUpload(auth, 'HEAD', location);
    expect([404, 410]).toContain(head.statusCode);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/artist/songs', headers: auth })).json().songs,
    ).toEqual([]);
  });

  it('is for creators only', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'tusmember' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/artist/songs/tus',
      headers: { ...bearer(member.token), ...tus, 'upload-length': '10' },
    });
    expect(res.statusCode).toBe(403);
  });
});

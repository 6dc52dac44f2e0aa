import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, callAs, createUser, type TestUser } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { makeMp3 } from '../../testing/songs.js';
import { rowsOf } from '../../testing/sql-rows.js';
import { songsJobs, tusHeaders, tusMetadata } from './testing/songs-jobs.js';

const t = setUpTestApp({ dataDir: 'song-uploads-', timeoutMs: 60_000 });
let mp3: Buffer;
let addresses = 0;

const MB = 1024 * 1024;
const FIVE_HUNDRED_MB = 500 * MB;

beforeAll(() => {
  mp3 = makeMp3(t.dataDir, 'tone.mp3', 3);
}, 60_000);

const creator = (prefix: string) => createUser(t.app, t.database, { prefix, isCreator: true });

/** Each caller its own address, so the per-address limit on starting uploads stays out of it. */
const nextAddress = () => {
  addresses += 1;
  return `203.0.113.${addresses % 250}`;
};

function startUpload(
  artist: TestUser,
  size: number,
  metadata: string = tusMetadata({ filename: 'Night Drive.mp3', filetype: 'audio/mpeg' }),
  remoteAddress = nextAddress(),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/artist/songs/tus',
    remoteAddress,
    headers: {
      ...bearer(artist.token),
      ...tusHeaders,
      'upload-length': String(size),
      'upload-metadata': metadata,
    },
  });
}

const storageUsed = async (artist: TestUser) =>
  (await callAs(t.app, artist, 'GET', '/api/artist/songs')).json().storageUsedBytes as number;

const pendingRows = (artistId: number) =>
  rowsOf<{ id: string }>(
    t.database.db,
    sql`select id from song_uploads where artist_id = ${artistId} order by created_at`,
  );

const filesOf = (artistId: number) =>
  readdirSync(join(t.dataDir, 'uploads')).filter((name) => name.startsWith(`${artistId}-`));

/** Sends `bytes` to the upload `created` answered with, from its first byte. */
const sendFromStart = (artist: TestUser, created: LightMyRequestResponse, bytes: Buffer) =>
  t.app.inject({
    method: 'PATCH',
    url: String(created.headers.location),
    headers: {
      ...bearer(artist.token),
      ...tusHeaders,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });

/** A stored song of `bytes` (its row only), so the quota is nearly used up. */
async function storeSongOf(artist: TestUser, bytes: number) {
  await t.database.db.execute(
    sql`insert into songs (artist_id, title, duration_ms, size_bytes, original_key, original_mime, status) values (${artist.id}, 'Stored', 1000, ${bytes}, 'songs/0/x.mp3', 'audio/mpeg', 'failed')`,
  );
}

describe('room for resumable uploads', () => {
  it('counts pending tus bytes against the quota from creation', async () => {
    const artist = await creator('filler');
    const stored = 1_200 * MB;
    await storeSongOf(artist, stored);
    const answers = [];
    for (let i = 0; i < 140; i++) answers.push(await startUpload(artist, FIVE_HUNDRED_MB));
    expect(answers[0]?.statusCode, answers[0]?.body).toBe(201);
    const refused = answers.slice(1);
    expect(refused.every((res) => res.statusCode === 413)).toBe(true);
    expect(refused[0]?.json().error).toMatchObject({ code: 'OVER_QUOTA' });
    expect(await storageUsed(artist)).toBe(stored + FIVE_HUNDRED_MB);
    expect(await pendingRows(artist.id)).toHaveLength(1);
    // Nothing was made on disk for the refused ones.
    expect(filesOf(artist.id).filter((name) => !name.endsWith('.json'))).toHaveLength(1);
  }, 60_000);

  it('lets 20 uploads started at once take no more than the quota has room for', async () => {
    const artist = await creator('racer');
    await storeSongOf(artist, 1_200 * MB);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => startUpload(artist, FIVE_HUNDRED_MB)),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 413)).toHaveLength(19);

    const roomy = await creator('racer');
    const more = await Promise.all(Array.from({ length: 20 }, () => startUpload(roomy, 10 * MB)));
    expect(more.filter((res) => res.statusCode === 201)).toHaveLength(3);
    expect(await storageUsed(roomy)).toBe(30 * MB);
  }, 60_000);

  it('refuses a fourth unfinished upload with 429 and a message, until one is cancelled', async () => {
    const artist = await creator('opener');
    const started = [];
    for (let i = 0; i < 3; i++) started.push(await startUpload(artist, 1_000));
    expect(started.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    const fourth = await startUpload(artist, 1_000);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['content-type']).toMatch(/application\/json/);
    expect(fourth.json().error).toMatchObject({ status: 429, code: 'TOO_MANY_UPLOADS' });
    expect(fourth.json().error.message).toMatch(/3 unfinished uploads/);

    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: String(started[0]?.headers.location),
      headers: { ...bearer(artist.token), ...tusHeaders },
    });
    expect(cancelled.statusCode).toBe(204);
    expect(await pendingRows(artist.id)).toHaveLength(2);
    expect((await startUpload(artist, 1_000)).statusCode).toBe(201);
  });

  it('frees the room once the upload is stored or refused', async () => {
    const artist = await creator('finisher');
    const created = await startUpload(artist, mp3.length);
    expect(await storageUsed(artist)).toBe(mp3.length);
    const done = await sendFromStart(artist, created, mp3);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ title: 'Night Drive' });
    expect(await pendingRows(artist.id)).toEqual([]);
    expect(await storageUsed(artist)).toBe(mp3.length);

    const words = Buffer.from('not audio '.repeat(100));
    const other = await startUpload(artist, words.length);
    const refused = await sendFromStart(artist, other, words);
    expect(refused.statusCode).toBe(415);
    expect(await pendingRows(artist.id)).toEqual([]);
  }, 30_000);

  it('frees the room of a creation that fails after it was reserved', async () => {
    const artist = await creator('overrun');
    // Bytes sent with the creation, more than it announced: refused, and nobody could cancel it.
    const overrun = await t.app.inject({
      method: 'POST',
      url: '/api/artist/songs/tus',
      remoteAddress: nextAddress(),
      headers: {
        ...bearer(artist.token),
        ...tusHeaders,
        'upload-length': '10',
        'content-type': 'application/offset+octet-stream',
      },
      payload: Buffer.alloc(100, 1),
    });
    expect(overrun.statusCode).toBe(413);
    expect(overrun.headers.location).toBeUndefined();
    expect(await pendingRows(artist.id)).toEqual([]);
    expect(filesOf(artist.id)).toEqual([]);
  });

  it('limits how many uploads one address may start', async () => {
    const artist = await creator('limited');
    const address = '192.0.2.77';
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await startUpload(artist, 10, undefined, address));
    expect(answers[29]?.statusCode).toBe(429);
    expect(answers[29]?.json().error.code).toBe('TOO_MANY_UPLOADS');
    expect(answers[30]?.statusCode).toBe(429);
    expect(answers[30]?.json().error.code).toBe('RATE_LIMITED');
  });

  it('removes an expired upload, its record and its bytes, in the background job', async () => {
    const artist = await creator('leaver');
    const gone = await startUpload(artist, mp3.length);
    const kept = await startUpload(artist, mp3.length);
    await sendFromStart(artist, gone, mp3.subarray(0, 1_000));
    const goneId = String(gone.headers.location).split('/').pop() ?? '';
    const keptId = String(kept.headers.location).split('/').pop() ?? '';
    expect(existsSync(join(t.dataDir, 'uploads', goneId))).toBe(true);

    await t.database.db.execute(
      sql`update song_uploads set created_at = now() - interval '25 hours', expires_at = now() - interval '1 hour' where id = ${goneId}`,
    );
    // Expired, it no longer holds room, even before the job comes by.
    expect(await storageUsed(artist)).toBe(mp3.length);

    await songsJobs(t.app, t.database, t.dataDir)('songs-unfinished-uploads').run({ leader: true });
    expect((await pendingRows(artist.id)).map((row) => row.id)).toEqual([keptId]);
    expect(existsSync(join(t.dataDir, 'uploads', goneId))).toBe(false);
    expect(existsSync(join(t.dataDir, 'uploads', `${goneId}.json`))).toBe(false);
    expect(existsSync(join(t.dataDir, 'uploads', keptId))).toBe(true);
  });
});

import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { makeMp3, multipart } from '../../testing/songs.js';
import { rowsOf } from '../../testing/sql-rows.js';
import { toApiError } from './songs.tus-errors.js';
import { b64, tusHeaders, tusMetadata } from './testing/songs-jobs.js';

const t = setUpTestApp({
  dataDir: 'song-metadata-',
  users: { artist: { prefix: 'namer', isCreator: true } },
  timeoutMs: 60_000,
});
let mp3: Buffer;

beforeAll(() => {
  mp3 = makeMp3(t.dataDir, 'tone.mp3', 2);
}, 60_000);

let addresses = 0;
const startUpload = (headers: Record<string, string>) => {
  addresses += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/artist/songs/tus',
    remoteAddress: `203.0.113.${addresses % 250}`,
    headers: {
      ...bearer(t.users.artist.token),
      ...tusHeaders,
      'upload-length': '1000',
      ...headers,
    },
  });
};

const sendForm = (name: string, fields: Record<string, string> = {}, type = 'audio/mpeg') => {
  const body = multipart({ name, type, bytes: mp3 }, fields);
  addresses += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/artist/songs/upload',
    remoteAddress: `198.18.0.${addresses % 250}`,
    headers: { ...bearer(t.users.artist.token), ...body.headers },
    payload: body.payload,
  });
};

/** The generic answer to an unexpected failure. */
const internalError = {
  error: {
    status: 500,
    code: 'INTERNAL',
    message: 'Something went wrong on our side. Please try again.',
  },
};

/** A refusal in the site's one error shape, naming `field`, with no trace of SQL or a stack. */
function expectRefusal(res: LightMyRequestResponse, status: number, field: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  const { error } = res.json();
  expect(error).toMatchObject({ status, code: 'VALIDATION_FAILED' });
  expect(error.fields.map((problem: { field: string }) => problem.field)).toContain(field);
  expect(res.body.toLowerCase()).not.toMatch(/insert into|\$1|params|\.js:/);
}

describe('what an upload says about itself', () => {
  it('refuses a NUL in tus title, genre or filename metadata with 400 naming the field', async () => {
    for (const field of ['title', 'genre', 'filename']) {
      const res = await startUpload({
        'upload-metadata': tusMetadata({
          filename: 'Night Drive.mp3',
          filetype: 'audio/mpeg',
          [field]: 'Night\u0000Drive',
        }),
      });
      expectRefusal(res, 400, field);
      expect(res.json().error.fields[0].reason).toMatch(/NUL/);
    }
    const controls = await startUpload({
      'upload-metadata': tusMetadata({ filetype: 'audio/mpeg\r\nx-evil: 1' }),
    });
    expectRefusal(controls, 400, 'filetype');
    // Nothing was reserved for any of them.
    expect(await rowsOf(t.database.db, sql`select id from song_uploads`)).toEqual([]);
  });

  it('refuses a 5,000-character title and a 3,000-character genre on both upload routes', async () => {
    const longTitle = await startUpload({
      'upload-metadata': tusMetadata({ title: 'T'.repeat(5_000), filetype: 'audio/mpeg' }),
    });
    expectRefusal(longTitle, 400, 'title');
    expect(longTitle.json().error.message).toMatch(/at most 120 characters/);
    expectRefusal(
      await startUpload({ 'upload-metadata': tusMetadata({ genre: 'g'.repeat(3_000) }) }),
      400,
      'genre',
    );
    expectRefusal(await sendForm('Song.mp3', { title: 'T'.repeat(10_000) }), 400, 'title');
    expectRefusal(await sendForm('Song.mp3', { genre: 'g'.repeat(3_000) }), 400, 'genre');
  });

  it('answers a NUL or a control character in a multipart file name with 400, never 500', async () => {
    expectRefusal(await sendForm('Night\u0000Drive.mp3'), 400, 'filename');
    expectRefusal(await sendForm('Night\u001bDrive.mp3'), 400, 'filename');
    expectRefusal(await sendForm('Song.mp3', {}, 'audio/mpeg\u0007'), 400, 'filetype');
  });

  it('makes a title of a long file name by cutting it to the limit', async () => {
    const name = `${'Long Night '.repeat(20).trim()}.mp3`;
    const res = await sendForm(name);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().title).toBe('Long Night '.repeat(20).slice(0, 120).trim());
  });

  it('answers malformed tus headers in the JSON error shape', async () => {
    const badBase64 = await startUpload({ 'upload-metadata': 'title !!notbase64' });
    expect(badBase64.statusCode).toBe(400);
    expect(badBase64.headers['content-type']).toMatch(/application\/json/);
    expect(badBase64.json().error.fields).toEqual([
      { field: 'upload-metadata', reason: 'is not valid' },
    ]);
    const noVersion = await t.app.inject({
      method: 'POST',
      url: '/api/artist/songs/tus',
      remoteAddress: '198.18.1.1',
      headers: { ...bearer(t.users.artist.token), 'upload-length': '10' },
    });
    expect(noVersion.statusCode).toBe(412);
    expect(noVersion.json().error.code).toBe('TUS_VERSION');
    const deferred = await startUpload({ 'upload-length': '', 'upload-defer-length': '1' });
    expect(deferred.statusCode).toBeLessThan(500);
    expect(deferred.json().error).toBeDefined();
    const concat = await startUpload({ 'upload-concat': 'partial' });
    expect(concat.statusCode).toBe(400);
    expect(concat.json().error.code).toBe('UNSUPPORTED');
  });

  it('answers an unexpected failure with a generic 500 that says nothing of SQL', async () => {
    // The table the upload is recorded in goes missing for a moment.
    await t.database.db.execute(sql`alter table song_uploads rename to song_uploads_away`);
    try {
      const res = await startUpload({
        'upload-metadata': `filename ${b64('Night Drive.mp3')},filetype ${b64('audio/mpeg')}`,
      });
      expect(res.statusCode).toBe(500);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual(internalError);
    } finally {
      await t.database.db.execute(sql`alter table song_uploads_away rename to song_uploads`);
    }
    expect(toApiError(500, 'Something went wrong insert into "songs" values ($1)').body).toEqual(
      internalError,
    );
  });
});

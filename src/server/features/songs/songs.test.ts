import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, callAs, createUser, type TestUser } from '../../testing/accounts.js';
import { payWithTestCard } from '../../testing/payments.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import {
  allowTimeForSongs,
  makeMp3,
  multipart,
  readySong,
  SONG_TEST_MS,
} from '../../testing/songs.js';
import { rowsOf } from '../../testing/sql-rows.js';
import { until } from '../../testing/until.js';
import { createSongsRepo } from './songs.repo.js';
import { renderAudio } from './testing/songs-jobs.js';

allowTimeForSongs();

const t = setUpTestApp({ dataDir: 'songs-data-', timeoutMs: SONG_TEST_MS });
let mp3: Buffer;

beforeAll(() => {
  mp3 = makeMp3(t.dataDir, 'Neon Skyline.mp3', 40, { channels: 2, bitrate: '128k' });
});

const musician = () => createUser(t.app, t.database, { prefix: 'musician', isCreator: true });
const fanAccount = () => createUser(t.app, t.database, { prefix: 'fan' });

/** The artist sets whether the song is premium, and its price. */
const setPrivacy = (
  artist: TestUser,
  id: number,
  payload: { isPremium: boolean; priceCents?: number },
) => callAs(t.app, artist, 'PUT', `/api/artist/songs/${id}/privacy`, payload);

async function upload(
  user: TestUser,
  file = { name: 'Neon Skyline.mp3', type: 'audio/mpeg', bytes: mp3 },
  fields: Record<string, string> = {},
) {
  const body = multipart(file, fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/artist/songs/upload',
    headers: { ...bearer(user.token), ...body.headers },
    payload: body.payload,
  });
}

const get = (user: TestUser | null, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...(user ? bearer(user.token) : {}), ...headers },
  });

/** A listener fetches the song's audio from its start, as a player does, `secondsAgo` ago. */
async function beginListening(user: TestUser | null, id: number, secondsAgo = 60) {
  expect((await get(user, `/api/songs/${id}/stream`, { range: 'bytes=0-' })).statusCode).toBe(206);
  await t.database.db.execute(
    sql`update song_play_starts set started_at = started_at - make_interval(secs => ${secondsAgo}) where song_id = ${id}`,
  );
}

const readyNeonSkyline = (artist: TestUser) =>
  readySong(t.app, artist, mp3, { name: 'Neon Skyline.mp3' });

describe('uploading songs', () => {
  it('takes an MP3, names it after the file, processes it, and lists it for its artist', async () => {
    const artist = await musician();
    const res = await upload(artist);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Neon Skyline',
      genre: 'synthwave',
      status: 'processing',
      isPremium: false,
      price: '0.00',
    });
    expect(res.json().durationSeconds).toBeCloseTo(40, 0);
    const id = res.json().id;
    await until(
      async () => (await get(artist, '/api/artist/songs')).json().songs[0]?.status,
      (status) => status === 'ready',
      { what: 'the song to be processed', timeoutMs: 90_000 },
    );
    const list = (await get(artist, '/api/artist/songs')).json();
    expect(list.storageUsedBytes).toBe(mp3.length);
    const preview = await get(null, `/api/songs/${id}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('audio/mpeg');
    // 30 s at 128 kbps is about 480 KB.
    expect(preview.rawPayload.length).toBeGreaterThan(300_000);
    expect(preview.rawPayload.length).toBeLessThan(700_000);
  });

  it('keeps the title and genre the artist typed', async () => {
    const artist = await musician();
    const res = await upload(artist, undefined, { title: 'Midnight Pulse', genre: 'darksynth' });
    expect(res.json()).toMatchObject({ title: 'Midnight Pulse', genre: 'darksynth' });
  });

  it('refuses what is not audio, a cut-short file, a member who is not a creator, and a file over the quota', async () => {
    const artist = await musician();
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const notAudio = await upload(artist, { name: 'track.mp3', type: 'audio/mpeg', bytes: png });
    expect(notAudio.statusCode).toBe(415);
    expect(notAudio.json().error.code).toBe('NOT_AUDIO');

    const cut = await upload(artist, {
      name: 'cut.mp3',
      type: 'audio/mpeg',
      bytes: mp3.subarray(0, 2_000),
    });
    expect([415, 422]).toContain(cut.statusCode);

    const member = await createUser(t.app, t.database, { prefix: 'listener' });
    expect((await upload(member)).statusCode).toBe(403);

    await t.database.db.execute(
      sql`insert into songs (artist_id, title, duration_ms, size_bytes, original_key, original_mime, status) values (${artist.id}, 'Huge', 1000, ${2 * 1024 * 1024 * 1024 - 1000}, 'songs/0/x.mp3', 'audio/mpeg', 'failed')`,
    );
    const over = await upload(artist);
    expect(over.statusCode).toBe(413);
    expect(over.json().error.code).toBe('OVER_QUOTA');
    expect(over.json().error.message).toMatch(/left of 2048 MB/);
  });
});

describe('premium songs', () => {
  it('streams a premium song only to its artist, subscribers and buyers; everyone else gets the preview', async () => {
    const artist = await musician();
    await callAs(t.app, artist, 'PATCH', '/api/creators/me', { subscriptionPriceCents: 500 });
    const id = await readyNeonSkyline(artist);
    const fan = await fanAccount();

    expect((await get(fan, `/api/songs/${id}/stream`)).statusCode).toBe(200);
    const made = await setPrivacy(artist, id, { isPremium: true, priceCents: 199 });
    expect(made.json()).toMatchObject({ isPremium: true, priceCents: 199, price: '1.99' });

    for (const [who, headers] of [
      [null, {}],
      [fan, {}],
      [fan, { range: 'bytes=0-' }],
      [fan, { range: 'bytes=100000-200000' }],
      [null, { range: 'bytes=-5000' }],
    ] as const) {
      const res = await get(who, `/api/songs/${id}/stream`, headers);
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toMatch(/json/);
    }
    const listed = (await get(fan, `/api/creators/${artist.username}/songs`)).json().songs[0];
    expect(listed).toMatchObject({ fullAccess: false, audioUrl: `/api/songs/${id}/preview` });
    const ranged = await get(fan, `/api/songs/${id}/preview`, { range: 'bytes=0-999' });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.length).toBe(1000);

    expect((await get(artist, `/api/songs/${id}/stream`)).statusCode).toBe(200);

    // A fan buys the song with the test card and hears all of it.
    const buy = await callAs(t.app, fan, 'POST', `/api/songs/${id}/purchase`);
    expect(buy.statusCode, buy.body).toBe(201);
    const paid = await payWithTestCard(t.app, fan, buy.json().checkoutId);
    expect(paid.statusCode, paid.body).toBe(200);
    const full = await get(fan, `/api/songs/${id}/stream`, { range: 'bytes=0-' });
    expect(full.statusCode).toBe(206);
    expect(
      (await get(fan, `/api/creators/${artist.username}/songs`)).json().songs[0].fullAccess,
    ).toBe(true);
    const lines = (await get(artist, '/api/artist/statement')).json().lines;
    expect(lines[0]).toMatchObject({ kind: 'song_purchase', grossCents: 199, artistCents: 159 });

    // A subscriber hears it too.
    const subscriber = await fanAccount();
    const started = await callAs(
      t.app,
      subscriber,
      'POST',
      `/api/creators/${artist.username}/subscribe`,
    );
    await payWithTestCard(t.app, subscriber, started.json().checkoutId, 'Sub');
    expect((await get(subscriber, `/api/songs/${id}/stream`)).statusCode).toBe(200);
  });
});

describe('plays and rights', () => {
  it('counts a play after 30 seconds, once an hour per listener, never the artist’s own', async () => {
    const artist = await musician();
    const id = await readyNeonSkyline(artist);
    const fan = await fanAccount();
    const play = (user: TestUser | null, listenedSeconds: number) =>
      callAs(t.app, user, 'POST', `/api/songs/${id}/plays`, { listenedSeconds });
    await beginListening(fan, id);
    await beginListening(null, id);
    expect((await play(fan, 12)).json()).toEqual({ counted: false, playCount: 0 });
    expect((await play(fan, 30)).json()).toEqual({ counted: true, playCount: 1 });
    expect((await play(fan, 40)).json()).toEqual({ counted: false, playCount: 1 });
    expect((await play(artist, 40)).json().counted).toBe(false);
    expect((await play(null, 31)).json()).toEqual({ counted: true, playCount: 2 });
    const stats = (await get(artist, '/api/artist/stats')).json();
    expect(stats).toMatchObject({ totalPlays: 2, totalSongs: 1 });
  });

  it('lets only the owner change or delete a song, and deleting removes its files', async () => {
    const artist = await musician();
    const other = await musician();
    const id = await readyNeonSkyline(artist);
    const privacy = await setPrivacy(other, id, { isPremium: true });
    expect(privacy.statusCode).toBe(403);
    expect((await callAs(t.app, other, 'DELETE', `/api/artist/songs/${id}`)).statusCode).toBe(403);
    expect(
      (await callAs(t.app, other, 'PATCH', `/api/artist/songs/${id}`, { title: 'Mine now' }))
        .statusCode,
    ).toBe(403);
    expect((await callAs(t.app, artist, 'DELETE', `/api/artist/songs/${id}`)).statusCode).toBe(204);
    expect((await get(null, `/api/songs/${id}/preview`)).statusCode).toBe(404);
    expect((await get(artist, '/api/artist/songs')).json().songs).toEqual([]);
  });
});

describe('limits', () => {
  it('refuses a song over 30 minutes and a file over 500 MB, naming the limit', async () => {
    const artist = await musician();
    // 31 minutes of near-silence at 8 kbps: under 2 MB, over the length limit.
    const long = renderAudio(join(t.dataDir, 'Long Night.mp3'), 'anoisesrc=r=8000:a=0.001:d=1860', [
      '-ac',
      '1',
      '-b:a',
      '8k',
    ]);
    const tooLong = await upload(artist, {
      name: 'Long Night.mp3',
      type: 'audio/mpeg',
      bytes: long,
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().error).toMatchObject({ code: 'TOO_LONG' });
    expect(tooLong.json().error.message).toMatch(/minutes long; the limit is 30 minutes/);

    // The resumable route is told the size first, and refuses before a byte is sent.
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/artist/songs/tus',
      headers: {
        ...bearer(artist.token),
        'tus-resumable': '1.0.0',
        'upload-length': String(500 * 1024 * 1024 + 1),
        'upload-metadata': `filename ${Buffer.from('huge.wav').toString('base64')},filetype ${Buffer.from('audio/wav').toString('base64')}`,
      },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect((await get(artist, '/api/artist/songs')).json().songs).toEqual([]);
  });
});

describe('likes and listening rules', () => {
  it('lets members like a song once each and take it back; visitors may not', async () => {
    const artist = await musician();
    const id = await readyNeonSkyline(artist);
    const [fan, other] = [await fanAccount(), await fanAccount()];
    const like = (user: TestUser | null, method: 'PUT' | 'DELETE', songId = id) =>
      t.app.inject({
        method,
        url: `/api/songs/${songId}/like`,
        headers: user ? bearer(user.token) : {},
      });
    expect((await like(fan, 'PUT')).json()).toEqual({ liked: true, likeCount: 1 });
    expect((await like(fan, 'PUT')).json()).toEqual({ liked: true, likeCount: 1 });
    expect((await like(other, 'PUT')).json()).toEqual({ liked: true, likeCount: 2 });
    expect((await like(null, 'PUT')).statusCode).toBe(401);
    expect((await like(fan, 'PUT', 999_999)).statusCode).toBe(404);

    const seenBy = async (user: TestUser | null) =>
      (await get(user, `/api/creators/${artist.username}/songs`)).json().songs[0];
    expect(await seenBy(fan)).toMatchObject({ liked: true, likeCount: 2 });
    expect(await seenBy(null)).toMatchObject({ liked: false, likeCount: 2 });
    expect((await get(artist, '/api/artist/songs')).json().songs[0].likeCount).toBe(2);

    expect((await like(fan, 'DELETE')).json()).toEqual({ liked: false, likeCount: 1 });
    expect((await like(fan, 'DELETE')).json()).toEqual({ liked: false, likeCount: 1 });
    expect(await seenBy(fan)).toMatchObject({ liked: false, likeCount: 1 });
  });

  it('counts the same listener again once the hour has passed', async () => {
    const artist = await musician();
    const id = await readyNeonSkyline(artist);
    const fan = await fanAccount();
    const play = () =>
      callAs(t.app, fan, 'POST', `/api/songs/${id}/plays`, { listenedSeconds: 35 });
    await beginListening(fan, id);
    expect((await play()).json()).toEqual({ counted: true, playCount: 1 });
    expect((await play()).json()).toEqual({ counted: false, playCount: 1 });
    await t.database.db.execute(
      sql`update song_play_marks set counted_at = now() - interval '61 minutes' where song_id = ${id}`,
    );
    expect((await play()).json()).toEqual({ counted: true, playCount: 2 });
    const days = await rowsOf<{ plays: number }>(
      t.database.db,
      sql`select plays from song_plays_daily where song_id = ${id}`,
    );
    expect(days).toEqual([{ plays: 2 }]);
  });

  it('gives a listener without access no way to the whole of a premium song', async () => {
    const artist = await musician();
    const id = await readyNeonSkyline(artist);
    const whole = await get(artist, `/api/songs/${id}/stream`);
    await setPrivacy(artist, id, { isPremium: true, priceCents: 99 });
    const fan = await fanAccount();
    const etag = String(whole.headers.etag);
    for (const [method, headers] of [
      ['HEAD', {}],
      ['GET', { 'if-none-match': etag }],
      ['GET', { 'if-range': etag, range: 'bytes=0-1000' }],
      ['GET', { range: 'bytes=0-0,1-' }],
    ] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/songs/${id}/stream`,
        headers: { ...bearer(fan.token), ...headers },
      });
      expect(res.statusCode, `${method} ${JSON.stringify(headers)}`).toBe(403);
    }
    // The preview is a separate, shorter file: 30 of the song's 40 seconds at 192 kbps.
    const preview = await get(fan, `/api/songs/${id}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.rawPayload.length).toBeLessThan(whole.rawPayload.length * 0.8);
    expect(preview.rawPayload.equals(whole.rawPayload.subarray(0, preview.rawPayload.length))).toBe(
      false,
    );
    const mine = (await get(artist, '/api/artist/songs')).json().songs[0];
    expect(mine.peaks.length).toBeGreaterThan(0);
    const listed = (await get(fan, `/api/creators/${artist.username}/songs`)).json().songs[0];
    expect(JSON.stringify(listed)).not.toContain('/stream');
  });
});

describe('processing claims', () => {
  it('lets one run at a time process a song, and takes over one whose run died', async () => {
    const artist = await musician();
    const [row] = await rowsOf<{ id: number }>(
      t.database.db,
      sql`insert into songs (artist_id, title, duration_ms, size_bytes, original_key, original_mime) values (${artist.id}, 'Waiting', 1000, 10, 'songs/0/w.mp3', 'audio/mpeg') returning id`,
    );
    const id = row?.id ?? 0;
    const repo = createSongsRepo(t.database.db);
    const lease = 10 * 60_000;
    expect(await repo.claimForProcessing(id, 3, lease)).not.toBeNull();
    // The sweep comes by while the first run still works on it.
    expect(await repo.claimForProcessing(id, 3, lease)).toBeNull();
    await t.database.db.execute(
      sql`update songs set updated_at = now() - interval '11 minutes' where id = ${id}`,
    );
    expect((await repo.claimForProcessing(id, 3, lease))?.processingAttempts).toBe(2);
  });
});

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, callAs, createUser, type TestUser } from '../../testing/accounts.js';
import { payWithTestCard } from '../../testing/payments.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { allowTimeForSongs, makeMp3, readySong } from '../../testing/songs.js';
import { songsJobs } from './testing/songs-jobs.js';

allowTimeForSongs();

const t = setUpTestApp({
  dataDir: 'songs-listening-',
  users: { artist: { prefix: 'musician', isCreator: true } },
  timeoutMs: 90_000,
});
let mp3: Buffer;
let songId: number;

beforeAll(async () => {
  mp3 = makeMp3(t.dataDir, 'tone.mp3', 40);
  songId = await readySong(t.app, t.users.artist, mp3);
}, 90_000);

const listen = (
  address: string,
  options: { user?: TestUser; range?: string; what?: 'stream' | 'preview' } = {},
) =>
  t.app.inject({
    method: 'GET',
    url: `/api/songs/${songId}/${options.what ?? 'stream'}`,
    remoteAddress: address,
    headers: {
      ...(options.user ? bearer(options.user.token) : {}),
      ...(options.range ? { range: options.range } : {}),
    },
  });

const report = (
  address: string,
  listenedSeconds: number,
  options: { user?: TestUser; userAgent?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/songs/${songId}/plays`,
    remoteAddress: address,
    headers: {
      ...(options.user ? bearer(options.user.token) : {}),
      'user-agent': options.userAgent ?? 'Mozilla/5.0',
    },
    payload: { listenedSeconds },
  });

/** Moves every recorded beginning of a listen of the song `seconds` into the past. */
const timePasses = (seconds: number) =>
  t.database.db.execute(
    sql`update song_play_starts set started_at = started_at - make_interval(secs => ${seconds}) where song_id = ${songId}`,
  );

const playCount = async () =>
  (await callAs(t.app, t.users.artist, 'GET', '/api/artist/songs')).json().songs[0]
    .playCount as number;

describe('honest plays', () => {
  it('counts 50 anonymous plays from one address with 50 User-Agents once', async () => {
    const before = await playCount();
    const address = '192.0.2.10';
    expect((await listen(address)).statusCode).toBe(200);
    await timePasses(60);
    const answers = [];
    for (let i = 0; i < 50; i++) {
      answers.push(await report(address, 35, { userAgent: `Browser/${i}` }));
    }
    expect(answers.filter((res) => res.json().counted)).toHaveLength(1);
    expect(await playCount()).toBe(before + 1);
  });

  it('does not count 30 seconds claimed right after the stream began, and counts them once 30 real seconds have passed', async () => {
    const fan = await createUser(t.app, t.database, { prefix: 'fan' });
    const before = await playCount();
    expect((await listen('192.0.2.20', { user: fan, range: 'bytes=0-' })).statusCode).toBe(206);
    expect((await report('192.0.2.20', 30, { user: fan })).json().counted).toBe(false);
    await timePasses(31);
    expect((await report('192.0.2.20', 30, { user: fan })).json()).toEqual({
      counted: true,
      playCount: before + 1,
    });
  });

  it('counts nothing for a listener the server never sent the beginning of the song to', async () => {
    const address = '192.0.2.30';
    expect((await report(address, 40)).json().counted).toBe(false);
    // A range from the middle is a seek, not the start of a listen.
    expect((await listen(address, { range: 'bytes=100000-' })).statusCode).toBe(206);
    await timePasses(120);
    expect((await report(address, 40)).json().counted).toBe(false);
    // The preview's beginning starts a listen of the song as well.
    expect((await listen(address, { what: 'preview', range: 'bytes=0-1000' })).statusCode).toBe(
      206,
    );
    await timePasses(31);
    expect((await report(address, 30)).json().counted).toBe(true);
  });

  it('forgets listens that began over a day ago in the background job', async () => {
    const address = '192.0.2.40';
    await listen(address);
    await timePasses(25 * 60 * 60);
    await songsJobs(t.app, t.database, t.dataDir)('songs-listens').run({ leader: true });
    expect((await report(address, 35)).json().counted).toBe(false);
  });
});

describe('revoked purchases', () => {
  it('no longer opens a premium song once the purchase is revoked', async () => {
    const seller = await createUser(t.app, t.database, { prefix: 'seller', isCreator: true });
    const id = await readySong(t.app, seller, mp3);
    await callAs(t.app, seller, 'PUT', `/api/artist/songs/${id}/privacy`, {
      isPremium: true,
      priceCents: 199,
    });
    const fan = await createUser(t.app, t.database, { prefix: 'buyer' });
    const buy = await callAs(t.app, fan, 'POST', `/api/songs/${id}/purchase`);
    expect(buy.statusCode, buy.body).toBe(201);
    const paid = await payWithTestCard(t.app, fan, buy.json().checkoutId);
    expect(paid.statusCode, paid.body).toBe(200);
    const stream = () => callAs(t.app, fan, 'GET', `/api/songs/${id}/stream`);
    const listed = async () =>
      (await callAs(t.app, fan, 'GET', `/api/creators/${seller.username}/songs`)).json().songs[0];
    expect((await stream()).statusCode).toBe(200);
    expect(await listed()).toMatchObject({ fullAccess: true });

    await t.database.db.execute(
      sql`update song_purchases set revoked_at = now() where song_id = ${id} and fan_id = ${fan.id}`,
    );
    expect((await stream()).statusCode).toBe(403);
    expect(await listed()).toMatchObject({
      fullAccess: false,
      audioUrl: `/api/songs/${id}/preview`,
    });
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, songs, stationTracks } from '../../db/schema/index.js';
import { type CallMethod, callAs, type TestUser } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';

const t = setUpTestApp({
  users: {
    artist: { prefix: 'airartist', isCreator: true },
    otherArtist: { prefix: 'airother', isCreator: true },
    listener: { prefix: 'airfan' },
    dj: { prefix: 'airdj', isDj: true },
    admin: { prefix: 'airadmin', isAdmin: true },
  },
});

async function publishedSong(owner: TestUser, title: string, status = 'ready') {
  const [row] = await t.database.db
    .insert(songs)
    .values({
      artistId: owner.id,
      title,
      status,
      durationMs: 180_000,
      sizeBytes: 1000,
      originalKey: `songs/${owner.id}/${title.replace(/\W/g, '')}-original.mp3`,
      originalMime: 'audio/mpeg',
      streamKey: `songs/${owner.id}/${title.replace(/\W/g, '')}.mp3`,
    })
    .returning({ id: songs.id });
  if (!row) throw new Error('no song');
  return row.id;
}

const call = (method: CallMethod, url: string, user: TestUser | null, payload?: object) =>
  callAs(t.app, user, method, url, payload);

/** `user` offers a song for airplay. */
const submit = (user: TestUser | null, payload: object) =>
  call('POST', '/api/station/submissions', user, payload);

/** `user` approves or declines the submission `id`. */
const decideOn = (id: number, user: TestUser, payload: object) =>
  call('POST', `/api/station/submissions/${id}/decision`, user, payload);

describe('airplay submissions', () => {
  it('lets an artist submit a published song of their own, once', async () => {
    const songId = await publishedSong(t.users.artist, 'Chrome Horizon');
    const first = await submit(t.users.artist, { songId });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      song: { id: songId, title: 'Chrome Horizon', premium: false },
      creator: { username: t.users.artist.username },
      status: 'pending',
      airplays: 0,
    });
    const again = await submit(t.users.artist, { songId });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_SUBMITTED');
    const mine = await call('GET', '/api/station/submissions/mine', t.users.artist);
    expect(mine.json().submissions.map((s: { song: { id: number } }) => s.song.id)).toContain(
      songId,
    );
  });

  it('refuses another artist’s song, a song still processing, an unknown song and bad input', async () => {
    const songId = await publishedSong(t.users.artist, 'Not Yours');
    const foreign = await submit(t.users.otherArtist, { songId });
    expect(foreign.statusCode).toBe(403);
    const processing = await publishedSong(t.users.artist, 'Still Encoding', 'processing');
    const early = await submit(t.users.artist, {
      songId: processing,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('SONG_NOT_READY');
    const unknown = await submit(t.users.artist, {
      songId: 999_999,
    });
    expect(unknown.statusCode).toBe(404);
    for (const payload of [{}, { songId: 'x' }, { songId: -1 }, { songId: 1.5 }]) {
      const bad = await submit(t.users.artist, payload);
      expect(bad.statusCode).toBe(400);
    }
  });

  it('is for creators only; listeners and visitors are refused', async () => {
    const songId = await publishedSong(t.users.artist, 'Members Only');
    expect((await submit(t.users.listener, { songId })).statusCode).toBe(403);
    expect((await submit(null, { songId })).statusCode).toBe(401);
  });

  it('a DJ approves: the artist is told, the decision is final, and the song is submitted no more', async () => {
    const songId = await publishedSong(t.users.artist, 'Laser Lagoon');
    const submitted = (await submit(t.users.artist, { songId })).json();
    const pending = await call('GET', '/api/station/submissions?status=pending', t.users.dj);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().submissions.map((s: { id: number }) => s.id)).toContain(submitted.id);

    const note = 'Perfect for the night drive.';
    const decided = await decideOn(submitted.id, t.users.dj, { decision: 'approved', note });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({ status: 'approved', note });
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, t.users.artist.id));
    expect(notices.map((n) => n.body).join(' ')).toContain(
      '“Laser Lagoon” joins the station’s rotation.',
    );

    const twice = await decideOn(submitted.id, t.users.admin, { decision: 'declined' });
    expect(twice.statusCode).toBe(409);
    const resubmit = await submit(t.users.artist, { songId });
    expect(resubmit.statusCode).toBe(409);
  });

  it('a DJ declines with a note; the artist may submit the song again later', async () => {
    const songId = await publishedSong(t.users.artist, 'Second Try');
    const submitted = (await submit(t.users.artist, { songId })).json();
    const declined = await decideOn(submitted.id, t.users.admin, {
      decision: 'declined',
      note: 'The mix clips in the chorus.',
    });
    expect(declined.json()).toMatchObject({
      status: 'declined',
      note: 'The mix clips in the chorus.',
    });
    expect((await submit(t.users.artist, { songId })).statusCode).toBe(201);
  });

  it('only DJs and admins see and decide submissions', async () => {
    const songId = await publishedSong(t.users.artist, 'Gatekept');
    const submitted = (await submit(t.users.artist, { songId })).json();
    for (const user of [t.users.artist, t.users.listener]) {
      expect((await call('GET', '/api/station/submissions', user)).statusCode).toBe(403);
      const decide = await decideOn(submitted.id, user, {
        decision: 'approved',
      });
      expect(decide.statusCode).toBe(403);
    }
    expect((await call('GET', '/api/station/submissions', null)).statusCode).toBe(401);
    const bad = await decideOn(submitted.id, t.users.dj, {
      decision: 'maybe',
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await decideOn(999999, t.users.dj, {
      decision: 'approved',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('the artist withdraws an approved song and its on-air track leaves the rotation', async () => {
    const songId = await publishedSong(t.users.artist, 'Withdrawn Wave');
    const submitted = (await submit(t.users.artist, { songId })).json();
    await decideOn(submitted.id, t.users.dj, {
      decision: 'approved',
    });
    // The approval put the song in the library; its on-air copy is made as if by the sweep.
    const made = await t.database.db
      .update(stationTracks)
      .set({ status: 'ready', onAirKey: 'station/songs/x.mp3', durationMs: 1000 })
      .where(eq(stationTracks.songId, songId))
      .returning({ id: stationTracks.id });
    expect(made).toHaveLength(1);
    const other = await call(
      'DELETE',
      `/api/station/submissions/${submitted.id}`,
      t.users.otherArtist,
    );
    expect(other.statusCode).toBe(403);
    const withdrawn = await call(
      'DELETE',
      `/api/station/submissions/${submitted.id}`,
      t.users.artist,
    );
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().status).toBe('withdrawn');
    const [track] = await t.database.db
      .select()
      .from(stationTracks)
      .where(eq(stationTracks.songId, songId));
    expect(track?.retiredAt).not.toBeNull();
  });
});

describe('the DJ controls', () => {
  it('refuse listeners and visitors', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/station/queue', undefined],
      ['POST', '/api/station/queue', { trackId: 1 }],
      ['POST', '/api/station/skip', undefined],
      ['GET', '/api/station/library', undefined],
    ] as const) {
      expect((await call(method, url, t.users.listener, payload)).statusCode).toBe(403);
      expect((await call(method, url, null, payload)).statusCode).toBe(401);
    }
  });

  it('answer 404 for a song that does not exist and 400 for nonsense', async () => {
    const missing = await call('POST', '/api/station/queue', t.users.dj, { trackId: 987_654 });
    expect(missing.statusCode).toBe(404);
    const bad = await call('POST', '/api/station/queue', t.users.dj, { trackId: 'next' });
    expect(bad.statusCode).toBe(400);
  });

  it('say there is nothing to skip when this server plays no station', async () => {
    const skip = await call('POST', '/api/station/skip', t.users.dj);
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error.code).toBe('STATION_OFF_AIR');
  });

  it('the Liquidsoap endpoints refuse a caller without the station token', async () => {
    expect((await call('GET', '/api/station/next', null)).statusCode).toBe(403);
    expect((await call('POST', '/api/station/started', null, { trackId: 1 })).statusCode).toBe(403);
    const audio = await call(
      'GET',
      '/api/station/tracks/1/audio?expires=99999999999999&sig=abc',
      null,
    );
    expect(audio.statusCode).toBe(403);
  });
});

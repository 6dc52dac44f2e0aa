import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { NowPlaying } from '../../../shared/contracts/radio.js';
import { playedTracks, songs, stationTracks } from '../../db/schema/index.js';
import { measureLoudness, silenceAtEnds } from '../../lib/media/loudness.js';
import { createLocalStorage } from '../../lib/storage/local-storage.js';
import { DEMO_TRACKS } from '../../lib/synth/index.js';
import { callAs } from '../../testing/accounts.js';
import { sineMp3 } from '../../testing/live-stream/test-mp3s.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { until } from '../../testing/until.js';

/**
 * The built-in station through the whole app on a real port: the demo library rendered on a
 * fresh start, the AutoDJ choosing, a listener's request played next, a DJ's queue and skip,
 * an artist's song credited with the listeners it reached, and a missing file skipped.
 */
const t = setUpTestApp({
  env: { STATION_AUTODJ: 'on' },
  dataDir: 'station-test-',
  // Two demo tracks of 8 seconds: the library a fresh start renders, made short.
  station: { tracks: DEMO_TRACKS.slice(0, 2), seconds: 8 },
  listen: true,
  users: {
    dj: { prefix: 'stationdj', isDj: true },
    artist: { prefix: 'stationartist', isCreator: true },
  },
  timeoutMs: 120_000,
});
const listeners: AbortController[] = [];

const nowPlaying = async (): Promise<NowPlaying> =>
  (await t.app.inject({ method: 'GET', url: '/api/radio/now-playing' })).json();

/** The DJ calls the station's controls. */
const asDj = (method: 'GET' | 'POST', url: string, payload?: { trackId: number }) =>
  callAs(t.app, t.users.dj, method, url, payload);

/** The DJ skips ahead; answers what is on air once `title` is, waiting up to `timeoutMs`. */
async function skipTo(title: string, timeoutMs: number, what: string) {
  await asDj('POST', '/api/station/skip');
  return until(nowPlaying, (s) => s.track?.title === title, { what, timeoutMs, intervalMs: 200 });
}

/** Holds a listener on the stream, reading and dropping its bytes. */
async function listen(): Promise<void> {
  const controller = new AbortController();
  listeners.push(controller);
  const response = await fetch(`${t.base}/stream/live.mp3`, { signal: controller.signal });
  expect(response.status).toBe(200);
  const reader = response.body?.getReader();
  void (async () => {
    try {
      for (;;) if ((await reader?.read())?.done ?? true) break;
    } catch {
      // Aborted at the end of the test.
    }
  })();
}

/** A short on-air track, stored where the station reads its library. */
async function addTrack(fields: {
  title: string;
  artist: string;
  frequency: number;
  seconds?: number;
  creatorId?: number;
  songId?: number;
  onAirKey?: string;
}) {
  const key = `station/test/${fields.title.replace(/\W/g, '')}.mp3`;
  const bytes = await sineMp3(
    t.dataDir,
    `${fields.frequency}.mp3`,
    fields.seconds ?? 12,
    fields.frequency,
  );
  const file = join(t.dataDir, `${fields.frequency}-copy.mp3`);
  await writeFile(file, bytes);
  await createLocalStorage(join(t.dataDir, 'media')).putFile(key, file, 'audio/mpeg');
  const [row] = await t.database.db
    .insert(stationTracks)
    .values({
      source: fields.songId ? 'song' : 'demo',
      demoKey: fields.songId ? null : `test-${fields.title}`,
      songId: fields.songId ?? null,
      creatorId: fields.creatorId ?? null,
      artist: fields.artist,
      title: fields.title,
      status: 'ready',
      onAirKey: fields.onAirKey ?? key,
      durationMs: (fields.seconds ?? 12) * 1000,
    })
    .returning({ id: stationTracks.id });
  if (!row) throw new Error('no track');
  return row.id;
}

const latestPlays = () =>
  t.database.db.select().from(playedTracks).orderBy(desc(playedTracks.id)).limit(20);

afterAll(() => {
  for (const controller of listeners) controller.abort();
});

describe('the built-in station', () => {
  it('goes on air on a fresh start with the demo tracks it renders, each at the station’s loudness', async () => {
    const station = (await t.app.inject({ method: 'GET', url: '/api/radio/station' })).json();
    expect(station).toMatchObject({ kind: 'builtIn', streamUrl: '/stream/live.mp3' });
    const onAir = await until(nowPlaying, (state) => state.status === 'online', {
      what: 'the first demo track on air',
      timeoutMs: 90_000,
      intervalMs: 250,
    });
    expect(DEMO_TRACKS.slice(0, 2).map((spec) => spec.title)).toContain(onAir.track?.title);
    expect(onAir.track).toMatchObject({ creator: null, preview: false });

    const demo = await until(
      () => t.database.db.select().from(stationTracks).where(eq(stationTracks.source, 'demo')),
      (rows) => rows.filter((row) => row.status === 'ready').length === 2,
      { what: 'both demo tracks rendered', timeoutMs: 90_000, intervalMs: 500 },
    );
    for (const track of demo) {
      const file = join(t.dataDir, 'media', track.onAirKey ?? '');
      const loudness = await measureLoudness(file);
      expect(Math.abs(loudness.integratedLufs + 16)).toBeLessThanOrEqual(1);
      expect(loudness.truePeakDb).toBeLessThanOrEqual(-1);
      const silence = await silenceAtEnds(file);
      expect(silence.leadingMs).toBeLessThanOrEqual(500);
      expect(silence.trailingMs).toBeLessThanOrEqual(500);
    }
  }, 180_000);

  it('counts its listeners and records each play with the count at its start', async () => {
    await listen();
    await listen();
    const state = await until(nowPlaying, (s) => s.listeners === 2, {
      what: 'two listeners counted',
      timeoutMs: 10_000,
      intervalMs: 200,
    });
    expect(state.status).toBe('online');
    const before = (await latestPlays())[0]?.id ?? 0;
    const skip = await asDj('POST', '/api/station/skip');
    expect(skip.statusCode).toBe(204);
    const [play] = await until(latestPlays, (rows) => (rows[0]?.id ?? 0) > before, {
      what: 'the next play after a skip',
      timeoutMs: 10_000,
      intervalMs: 100,
    });
    expect(play?.listeners).toBe(2);
  }, 30_000);

  it('plays the most-voted request that names a library song next and marks it played', async () => {
    const requested = { title: 'Requested Nights', artist: 'Test Signal', frequency: 523 };
    const trackId = await addTrack(requested);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/requests',
      payload: { artist: 'test signal', track: 'REQUESTED NIGHTS' },
    });
    expect(made.statusCode).toBe(201);
    // The next track was chosen ahead; a skip plays whatever comes after it, then the request.
    const queue = await asDj('GET', '/api/station/queue');
    expect(queue.json().upcoming[0]).toMatchObject({ reason: 'request', track: { id: trackId } });
    const state = await skipTo('Requested Nights', 40_000, 'the requested song on air');
    expect(state.track?.artist).toBe('Test Signal');
    const requests = await until(
      async () => (await t.app.inject({ method: 'GET', url: '/api/requests' })).json(),
      (list) => list.recentlyPlayed.some((r: { track: string }) => r.track === 'REQUESTED NIGHTS'),
      { what: 'the request marked played', timeoutMs: 5_000 },
    );
    expect(requests.open.some((r: { track: string }) => r.track === 'REQUESTED NIGHTS')).toBe(
      false,
    );
    const [play] = await latestPlays();
    expect(play?.requestId).not.toBeNull();
  }, 60_000);

  it('plays what a DJ queues, credits the artist with the listeners reached, and names them on air', async () => {
    const [song] = await t.database.db
      .insert(songs)
      .values({
        artistId: t.users.artist.id,
        title: 'Credit Where Due',
        status: 'ready',
        durationMs: 12_000,
        sizeBytes: 1,
        originalKey: 'songs/x/original.mp3',
        originalMime: 'audio/mpeg',
      })
      .returning({ id: songs.id });
    const trackId = await addTrack({
      title: 'Credit Where Due',
      artist: 'Station Artist',
      frequency: 659,
      creatorId: t.users.artist.id,
      songId: song?.id,
    });
    const search = await asDj('GET', '/api/station/library?q=credit');
    expect(search.json().tracks.map((x: { id: number }) => x.id)).toEqual([trackId]);
    const queued = await asDj('POST', '/api/station/queue', { trackId });
    expect(queued.statusCode).toBe(200);
    expect(queued.json().upcoming[0]).toMatchObject({ reason: 'dj', track: { id: trackId } });
    const state = await skipTo('Credit Where Due', 20_000, 'the queued song on air');
    expect(state.track?.creator).toEqual({
      username: t.users.artist.username,
      displayName: expect.any(String),
    });
    expect(state.track?.songId).toBe(song?.id);
    const [play] = await latestPlays();
    expect(play).toMatchObject({ creatorId: t.users.artist.id, songId: song?.id, listeners: 2 });
    const history = (
      await t.app.inject({ method: 'GET', url: '/api/radio/history?limit=1' })
    ).json();
    expect(history.tracks[0]).toMatchObject({
      title: 'Credit Where Due',
      creator: { username: t.users.artist.username },
    });
  }, 60_000);

  it('skips a track whose file is missing and keeps playing', async () => {
    const broken = await addTrack({
      title: 'Lost Tape',
      artist: 'Nobody Home',
      frequency: 300,
      onAirKey: 'station/test/does-not-exist.mp3',
    });
    await asDj('POST', '/api/station/queue', { trackId: broken });
    const before = (await nowPlaying()).track?.title;
    await asDj('POST', '/api/station/skip');
    const [row] = await until(
      () => t.database.db.select().from(stationTracks).where(eq(stationTracks.id, broken)),
      (rows) => rows[0]?.status === 'failed',
      { what: 'the missing file marked failed', timeoutMs: 20_000 },
    );
    expect(row?.failure).toContain('missing');
    const state = await until(nowPlaying, (s) => s.track?.title !== before, {
      what: 'another track on air',
      timeoutMs: 20_000,
      intervalMs: 200,
    });
    expect(state.status).toBe('online');
    expect(state.track?.title).not.toBe('Lost Tape');
  }, 45_000);
});

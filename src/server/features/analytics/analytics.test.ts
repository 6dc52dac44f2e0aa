import { beforeAll, describe, expect, it } from 'vitest';
import type { ArtistAnalytics } from '../../../shared/contracts/analytics.js';
import type { Database } from '../../db/client.js';
import { playedTracks, songPlaysDaily, songs, subscriptions } from '../../db/schema/index.js';
import { callAs, createUser, type TestUser } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const t = setUpTestApp();
let db: Database['db'];
let fans: TestUser[];

beforeAll(async () => {
  db = t.database.db;
  fans = [];
  for (let i = 0; i < 4; i += 1) fans.push(await createUser(t.app, t.database, { prefix: 'fan' }));
});

/** The UTC calendar day `offset` days before today, as `YYYY-MM-DD`. */
const dayBefore = (offset: number) =>
  new Date(Date.now() - offset * DAY_MS).toISOString().slice(0, 10);
/** This moment, `offset` days ago. */
const timeBefore = (offset: number) => new Date(Date.now() - offset * DAY_MS);

const analytics = (user: TestUser | null, query = '') =>
  callAs(t.app, user, 'GET', `/api/artist/analytics${query}`);

async function figures(user: TestUser, days?: number): Promise<ArtistAnalytics> {
  const res = await analytics(user, days === undefined ? '' : `?days=${days}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const creator = (prefix: string) => createUser(t.app, t.database, { prefix, isCreator: true });

/** A ready song of the artist's, with its plays per day (days counted back from today). */
async function song(artist: TestUser, title: string, plays: Record<number, number>) {
  const [row] = await db
    .insert(songs)
    .values({
      artistId: artist.id,
      title,
      status: 'ready',
      durationMs: 180_000,
      sizeBytes: 1_000,
      originalKey: `songs/${artist.id}/${title}.mp3`,
      originalMime: 'audio/mpeg',
    })
    .returning({ id: songs.id });
  if (!row) throw new Error('song insert returned nothing');
  const days = Object.entries(plays).map(([offset, count]) => ({
    songId: row.id,
    day: dayBefore(Number(offset)),
    plays: count,
  }));
  if (days.length) await db.insert(songPlaysDaily).values(days);
  return row.id;
}

async function subscription(
  fan: TestUser,
  artist: TestUser,
  row: { status: string; startedDaysAgo: number | null; endedDaysAgo?: number },
) {
  await db.insert(subscriptions).values({
    fanId: fan.id,
    creatorId: artist.id,
    status: row.status,
    priceCents: 500,
    provider: 'demo',
    startedAt: row.startedDaysAgo === null ? null : timeBefore(row.startedDaysAgo),
    endedAt: row.endedDaysAgo === undefined ? null : timeBefore(row.endedDaysAgo),
  });
}

const follow = async (fan: TestUser, artist: TestUser) => {
  const res = await callAs(t.app, fan, 'PUT', `/api/creators/${artist.username}/follow`);
  expect(res.statusCode, res.body).toBe(200);
};

describe('artist analytics: the window', () => {
  it('lists every day of 7, 30 and 90 days, oldest first and ending today, with zeros', async () => {
    const artist = await creator('quiet');
    for (const days of [7, 30, 90] as const) {
      const body = await figures(artist, days);
      expect(body.days).toBe(days);
      expect(body.playsByDay).toHaveLength(days);
      expect(body.subscribersByDay).toHaveLength(days);
      const expected = Array.from({ length: days }, (_, i) => dayBefore(days - 1 - i));
      expect(body.playsByDay.map((d) => d.day)).toEqual(expected);
      expect(body.subscribersByDay.map((d) => d.day)).toEqual(expected);
      expect(body.playsByDay.every((d) => d.plays === 0)).toBe(true);
      expect(body.subscribersByDay.every((d) => d.subscribers === 0)).toBe(true);
      expect(body).toMatchObject({
        totalPlays: 0,
        topSongs: [],
        followers: 0,
        subscribers: 0,
        conversionRate: 0,
      });
    }
  });

  it('looks back 30 days when no window is named, privately', async () => {
    const artist = await creator('defaults');
    const res = await analytics(artist);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().days).toBe(30);
    expect(res.json().playsByDay).toHaveLength(30);
  });
});

describe('artist analytics: plays', () => {
  let artist: TestUser;

  beforeAll(async () => {
    artist = await creator('plays');
    await song(artist, 'Neon Drive', { 0: 3, 2: 4 });
    await song(artist, 'Arcade', { 0: 5 });
    // 7 days ago is the day before the 7-day window and inside the 30-day one.
    await song(artist, 'Blue Hour', { 6: 2, 7: 100 });
    await song(artist, 'Chrome', { 1: 2 });
    await song(artist, 'echo', { 3: 1 });
    await song(artist, 'Dusk', { 4: 1, 90: 50 });
    await song(artist, 'Silence', {});
    const other = await creator('other');
    await song(other, 'Not Mine', { 0: 1_000, 2: 1_000 });
  });

  it('adds up the plays of all songs per day, only inside the window', async () => {
    const week = await figures(artist, 7);
    const byDay = Object.fromEntries(week.playsByDay.map((d) => [d.day, d.plays]));
    expect(byDay).toEqual({
      [dayBefore(6)]: 2,
      [dayBefore(5)]: 0,
      [dayBefore(4)]: 1,
      [dayBefore(3)]: 1,
      [dayBefore(2)]: 4,
      [dayBefore(1)]: 2,
      [dayBefore(0)]: 8,
    });
    expect(week.totalPlays).toBe(18);

    const month = await figures(artist, 30);
    expect(month.playsByDay.find((d) => d.day === dayBefore(7))?.plays).toBe(100);
    expect(month.totalPlays).toBe(118);

    // 90 days ago is one day before the 90-day window.
    const quarter = await figures(artist, 90);
    expect(quarter.totalPlays).toBe(118);
    expect(quarter.playsByDay[0]).toEqual({ day: dayBefore(89), plays: 0 });
  });

  it('ranks the top five songs by plays in the window, equal plays by title', async () => {
    const week = await figures(artist, 7);
    expect(week.topSongs.map(({ title, plays }) => ({ title, plays }))).toEqual([
      { title: 'Neon Drive', plays: 7 },
      { title: 'Arcade', plays: 5 },
      { title: 'Blue Hour', plays: 2 },
      { title: 'Chrome', plays: 2 },
      { title: 'Dusk', plays: 1 },
    ]);
    expect(week.topSongs.every((s) => Number.isInteger(s.id))).toBe(true);

    const month = await figures(artist, 30);
    expect(month.topSongs.map((s) => s.title)).toEqual([
      'Blue Hour',
      'Neon Drive',
      'Arcade',
      'Chrome',
      'Dusk',
    ]);
    expect(month.topSongs[0]?.plays).toBe(102);
  });

  it('never counts another artist’s plays', async () => {
    for (const days of [7, 30, 90]) {
      const body = await figures(artist, days);
      expect(body.topSongs.map((s) => s.title)).not.toContain('Not Mine');
      expect(body.totalPlays).toBeLessThan(1_000);
    }
  });
});

/** A play of the artist's song on the station, `daysAgo` days back, to `listeners` listeners. */
async function airplay(
  artist: TestUser,
  songId: number | null,
  listeners: number | null,
  daysAgo = 0,
) {
  await db.insert(playedTracks).values({
    artist: artist.username,
    title: 'On air',
    startedAt: timeBefore(daysAgo),
    listeners,
    songId,
    creatorId: artist.id,
  });
}

describe('artist analytics: airplay', () => {
  it('counts the artist’s plays on air and the listeners they reached, never another artist’s', async () => {
    const artist = await creator('aired');
    const other = await creator('alsoaired');
    const neon = await song(artist, 'Neon Drive', {});
    await airplay(artist, neon, 10);
    await airplay(artist, neon, 5);
    const theirs = await song(other, 'Theirs', {});
    await airplay(other, theirs, 1_000);
    await airplay(other, theirs, 1_000);

    const body = await figures(artist, 7);
    expect(body.airplay).toEqual({
      period: { plays: 2, listeners: 15 },
      allTime: { plays: 2, listeners: 15 },
      songs: [{ id: neon, title: 'Neon Drive', plays: 2, listeners: 15 }],
    });
    // On-demand plays are a separate figure.
    expect(body.totalPlays).toBe(0);
  });

  it('keeps plays before the window in the all-time figures only, per song too', async () => {
    const artist = await creator('airwindow');
    const early = await song(artist, 'Early Hours', {});
    const late = await song(artist, 'Late Shift', {});
    await airplay(artist, early, 7, 10);
    await airplay(artist, late, 3, 1);
    await airplay(artist, late, null, 0);
    // A song deleted since: still an airplay, no longer a row of its own.
    await airplay(artist, null, 4, 0);

    const week = await figures(artist, 7);
    expect(week.airplay.period).toEqual({ plays: 3, listeners: 7 });
    expect(week.airplay.allTime).toEqual({ plays: 4, listeners: 14 });
    expect(week.airplay.songs).toEqual([{ id: late, title: 'Late Shift', plays: 2, listeners: 3 }]);

    const month = await figures(artist, 30);
    expect(month.airplay.period).toEqual({ plays: 4, listeners: 14 });
    expect(month.airplay.songs.map((s) => s.title)).toEqual(['Late Shift', 'Early Hours']);
  });

  it('answers zeros for an artist never played on air', async () => {
    const artist = await creator('notaired');
    expect((await figures(artist, 30)).airplay).toEqual({
      period: { plays: 0, listeners: 0 },
      allTime: { plays: 0, listeners: 0 },
      songs: [],
    });
  });
});

describe('artist analytics: audience', () => {
  let artist: TestUser;

  beforeAll(async () => {
    artist = await creator('audience');
    const [a, b, c, d] = fans as [TestUser, TestUser, TestUser, TestUser];
    // Before the window and still going: every day.
    await subscription(a, artist, { status: 'active', startedDaysAgo: 40 });
    // Started inside the window: from that day on.
    await subscription(b, artist, { status: 'active', startedDaysAgo: 5 });
    // Started and ended inside the window: from its first day to the day before it ended.
    await subscription(c, artist, { status: 'ended', startedDaysAgo: 20, endedDaysAgo: 3 });
    // Behind in paying, yet still a subscriber.
    await subscription(c, artist, { status: 'past_due', startedDaysAgo: 1 });
    // Over before the window began, and a checkout never finished: never.
    await subscription(d, artist, { status: 'ended', startedDaysAgo: 60, endedDaysAgo: 45 });
    await subscription(d, artist, { status: 'incomplete', startedDaysAgo: null });
    // Someone else's subscriber.
    const other = await creator('elsewhere');
    await subscription(d, other, { status: 'active', startedDaysAgo: 10 });
    await follow(a, artist);
    await follow(b, artist);
    await follow(d, artist);
  });

  it('counts active subscribers at the end of each day from when they started and ended', async () => {
    const body = await figures(artist, 30);
    const expected = Array.from({ length: 30 }, (_, i) => {
      const offset = 29 - i;
      const count = 1 + (offset <= 5 ? 1 : 0) + (offset >= 4 && offset <= 20 ? 1 : 0);
      return { day: dayBefore(offset), subscribers: count + (offset <= 1 ? 1 : 0) };
    });
    expect(body.subscribersByDay).toEqual(expected);
    expect(body.subscribersByDay.at(-1)?.subscribers).toBe(body.subscribers);
    expect(body.subscribers).toBe(3);
  });

  it('gives followers, subscribers and the same conversion as the artist’s stats', async () => {
    const body = await figures(artist, 7);
    expect(body).toMatchObject({ followers: 3, subscribers: 3, conversionRate: 100 });
    const stats = await callAs(t.app, artist, 'GET', '/api/artist/stats');
    expect(stats.json().conversionRate).toBe(body.conversionRate);
  });

  it('rounds the conversion to one decimal', async () => {
    const small = await creator('small');
    const [a, b, c] = fans as [TestUser, TestUser, TestUser];
    await follow(a, small);
    await follow(b, small);
    await follow(c, small);
    await subscription(a, small, { status: 'active', startedDaysAgo: 2 });
    const body = await figures(small, 7);
    expect(body).toMatchObject({ followers: 3, subscribers: 1, conversionRate: 33.3 });
    const stats = await callAs(t.app, small, 'GET', '/api/artist/stats');
    expect(stats.json().conversionRate).toBe(33.3);
  });
});

describe('artist analytics: who may ask', () => {
  it('asks a signed-out caller to sign in', async () => {
    const res = await analytics(null, '?days=7');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.status).toBe(401);
  });

  it('refuses a member without a creator page', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'member' });
    const res = await analytics(member, '?days=7');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.status).toBe(403);
  });

  it('tells an administrator without a creator page that there is nothing to show', async () => {
    const admin = await createUser(t.app, t.database, { prefix: 'boss', isAdmin: true });
    const res = await analytics(admin, '?days=7');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('is described in the API documentation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/artist/analytics');
  });

  it('refuses a window other than 7, 30 or 90 days with the field and the reason', async () => {
    const artist = await creator('window');
    for (const days of ['12', '0', 'abc', '30.5', '']) {
      const res = await analytics(artist, `?days=${days}`);
      expect(res.statusCode, `days=${days}`).toBe(400);
      expect(res.json()).toEqual({
        error: {
          status: 400,
          code: 'VALIDATION_FAILED',
          message: expect.stringContaining('days'),
          fields: [{ field: 'days', reason: 'must be 7, 30 or 90' }],
        },
      });
    }
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ArtistCard, ArtistList } from '../../../shared/contracts/artists.js';
import { users } from '../../db/schema/index.js';
import { changeSettings } from '../../testing/admin-settings.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { artistRows } from './testing/artist-rows.js';

const t = setUpTestApp({ users: { admin: { prefix: 'art_admin', isAdmin: true } } });

async function list(query: string): Promise<ArtistList> {
  const res = await t.app.inject({ url: `/api/artists${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every page of a view, in order. */
async function everyPage(query: string): Promise<ArtistCard[]> {
  const all: ArtistCard[] = [];
  let page: number | null = 1;
  while (page !== null) {
    const body: ArtistList = await list(`${query}${query ? '&' : '?'}page=${page}`);
    all.push(...body.artists);
    page = body.nextPage;
  }
  return all;
}

/** The names of `names` in the order a view lists them (others left out). */
const orderOf = (cards: ArtistCard[], names: string[]) =>
  cards.map((card) => card.username).filter((name) => names.includes(name));

const ESTABLISHED = ['est_a', 'est_b', 'est_c', 'est_d'];
const RISING = ['rise_fans', 'rise_both', 'rise_plays', 'rise_air', 'rise_old', 'rise_oldair'];

beforeAll(async () => {
  const db = t.database.db;
  const rows = artistRows(db);
  const { member, artist, song, aired } = rows;
  const fans: number[] = [];
  for (let i = 0; i < 8; i++) fans.push(await member(`art_fan_${i}`));
  /** The first `count` of the fan pool follow the creator, `ago` days ago. */
  const followed = (creatorId: number, count: number, ago: number) =>
    rows.followed(creatorId, fans.slice(0, count), ago);

  // Established: b and d tie on fans and songs (the name decides), a has fewer songs, c
  // fewer fans and only airplay.
  const a = await artist('est_a', 'JP');
  await song(a, 'A1', { playCount: 3 });
  await followed(a, 5, 60);
  const b = await artist('est_b', 'US');
  for (const [title, playCount] of [
    ['B1', 2],
    ['B2', 9],
    ['B3', 4],
  ] as const) {
    await song(b, title, { playCount });
  }
  await followed(b, 5, 60);
  const c = await artist('est_c', 'DE');
  await aired(c, 1, 90);
  await followed(c, 2, 60);
  const d = await artist('est_d', 'US');
  for (const title of ['D1', 'D2', 'D3']) await song(d, title);
  await followed(d, 5, 60);

  // Not listed: no music, only a song in processing or hidden, or suspended.
  const silent = await artist('gone_silent', 'US');
  await followed(silent, 8, 1);
  await song(await artist('gone_processing'), 'P1', { status: 'processing' });
  await song(await artist('gone_hidden'), 'H1', { hidden: true });
  const suspended = await artist('gone_suspended', 'US');
  await song(suspended, 'S1', { plays: { 1: 50 } });
  await followed(suspended, 8, 1);
  await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended));

  // Rising: new fans count first, then song plays plus airplay; what is older than 30 days
  // does not count at all.
  const fansOnly = await artist('rise_fans');
  await song(fansOnly, 'F1');
  await followed(fansOnly, 3, 2);
  const both = await artist('rise_both');
  await song(both, 'BO1', { plays: { 3: 5 } });
  await followed(both, 3, 2);
  const plays = await artist('rise_plays');
  await song(plays, 'PL1', { plays: { 0: 4, 29: 6, 31: 100 } });
  await followed(plays, 4, 45);
  const air = await artist('rise_air');
  await song(air, 'AI1');
  await aired(air, 2, 5);
  await aired(air, 50, 40);
  const old = await artist('rise_old');
  await song(old, 'O1', { plays: { 35: 200 } });
  await followed(old, 6, 31);
  const oldAir = await artist('rise_oldair');
  await aired(oldAir, 30, 31);

  // Enough quiet artists to need a second page.
  for (let i = 0; i < 26; i++) {
    await song(await artist(`quiet_${String(i).padStart(2, '0')}`), `Q${i}`);
  }
});

describe('GET /api/artists: who is listed', () => {
  it('lists creators with a published song or airplay, never the silent, unpublished or suspended', async () => {
    const names = (await everyPage('')).map((card) => card.username);
    for (const name of [...ESTABLISHED, ...RISING]) expect(names).toContain(name);
    for (const name of ['gone_silent', 'gone_processing', 'gone_hidden', 'gone_suspended']) {
      expect(names).not.toContain(name);
      expect((await everyPage('?view=rising')).map((c) => c.username)).not.toContain(name);
    }
    expect(names).toHaveLength(ESTABLISHED.length + RISING.length + 26);
    expect(new Set(names).size).toBe(names.length);
  });

  it('tells each artist’s figures and previews their most played published song', async () => {
    const cards = await everyPage('');
    const b = cards.find((card) => card.username === 'est_b');
    expect(b).toMatchObject({
      displayName: 'EST_B',
      avatar: null,
      category: 'music',
      country: 'US',
      followerCount: 5,
      songCount: 3,
      airplayLast30Days: 0,
      newFollowersLast30Days: 0,
      songPlaysLast30Days: 0,
      preview: { title: 'B2', durationSeconds: 200 },
      demo: false,
    });
    expect(b?.preview?.audioUrl).toBe(`/api/songs/${b?.preview?.id}/preview`);
    expect(cards.find((card) => card.username === 'est_c')).toMatchObject({
      songCount: 0,
      preview: null,
    });
    expect(cards.find((card) => card.username === 'rise_air')).toMatchObject({
      airplayLast30Days: 2,
    });
  });

  it('answers briefly cacheable for everyone', async () => {
    const res = await t.app.inject({ url: '/api/artists?view=rising' });
    expect(res.headers['cache-control']).toBe('public, max-age=30');
  });
});

describe('GET /api/artists: the three orders', () => {
  it('puts the most followed first, then the most songs, then the name (established, the default)', async () => {
    expect(orderOf(await everyPage(''), ESTABLISHED)).toEqual(['est_b', 'est_d', 'est_a', 'est_c']);
    expect((await list('?view=established')).view).toBe('established');
    expect((await list('')).countries).toBeNull();
  });

  it('ranks growth of the last 30 days: new fans, then plays and airplay; older growth counts for nothing', async () => {
    const rising = await everyPage('?view=rising');
    expect(rising.map((card) => card.username)).toEqual([
      'rise_both',
      'rise_fans',
      'rise_plays',
      'rise_air',
    ]);
    expect(rising.find((card) => card.username === 'rise_plays')).toMatchObject({
      newFollowersLast30Days: 0,
      songPlaysLast30Days: 10,
      followerCount: 4,
    });
    expect(rising[0]).toMatchObject({ newFollowersLast30Days: 3, songPlaysLast30Days: 5 });
  });

  it('groups artists who gave a country by country, most followed first, and counts each country', async () => {
    const body = await list('?view=global');
    expect(body.artists.map((card) => card.username)).toEqual(['est_c', 'est_a', 'est_b', 'est_d']);
    expect(body.countries).toEqual([
      { code: 'US', count: 2 },
      { code: 'DE', count: 1 },
      { code: 'JP', count: 1 },
    ]);
    expect(body.nextPage).toBeNull();
  });

  it('filters the global view by a country, written in any case', async () => {
    const body = await list('?view=global&country=us');
    expect(body.country).toBe('US');
    expect(body.artists.map((card) => card.username)).toEqual(['est_b', 'est_d']);
    expect(body.countries).toHaveLength(3);
  });
});

describe('GET /api/artists: refusals and paging', () => {
  it('refuses a country that is not a code, naming the field', async () => {
    for (const query of ['?view=global&country=ZZ', '?view=global&country=USA', '?country=US']) {
      const res = await t.app.inject({ url: `/api/artists${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.fields[0].field).toBe('country');
    }
    const view = await t.app.inject({ url: '/api/artists?view=popular' });
    expect(view.statusCode).toBe(400);
    expect(view.json().error.fields[0].field).toBe('view');
  });

  it('pages 24 at a time and names no next page on the last', async () => {
    const first = await list('?page=1');
    expect(first.artists).toHaveLength(24);
    expect(first.nextPage).toBe(2);
    const second = await list('?page=2');
    expect(second.artists).toHaveLength(ESTABLISHED.length + RISING.length + 26 - 24);
    expect(second.nextPage).toBeNull();
    const seen = new Set([...first.artists, ...second.artists].map((card) => card.username));
    expect(seen.size).toBe(ESTABLISHED.length + RISING.length + 26);
    expect((await list('?page=3')).artists).toEqual([]);
  });

  it('offers no preview while song streaming is paused', async () => {
    await changeSettings(t.app, t.users.admin, { streamingEnabled: false });
    try {
      const cards = await everyPage('');
      expect(cards.every((card) => card.preview === null)).toBe(true);
    } finally {
      await changeSettings(t.app, t.users.admin, { streamingEnabled: true });
    }
  });
});

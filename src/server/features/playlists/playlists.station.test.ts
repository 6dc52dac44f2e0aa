import { describe, expect, it } from 'vitest';
import type { Catalogue, Playlist, PlaylistList } from '../../../shared/contracts/playlists.js';
import { playedTracks, songRequests, songRequestVotes } from '../../db/schema/index.js';
import { OFFICE, PLAYLISTS, setUpPlaylists } from './testing/playlists.js';

/** The station's automatic playlists, worked out from its history, and the crew's track picker. */
const { t, call, track, song } = setUpPlaylists();

const DAY_MS = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);

async function played(stationTrackId: number, times: number, when: Date, title = 'x') {
  await t.database.db.insert(playedTracks).values(
    Array.from({ length: times }, (_, i) => ({
      artist: 'Palm Static',
      title,
      stationTrackId,
      startedAt: new Date(when.getTime() - i * 60_000),
    })),
  );
}

let requester = 0;
async function requested(
  artist: string,
  title: string,
  options: { status?: 'open' | 'played' | 'declined'; votes?: number; when?: Date } = {},
) {
  requester += 1;
  const [row] = await t.database.db
    .insert(songRequests)
    .values({
      artist,
      track: title,
      requesterKey: `listener:${requester}`,
      requesterAddress: `address-${requester}`,
      status: options.status ?? 'open',
      createdAt: options.when ?? ago(60_000),
    })
    .returning({ id: songRequests.id });
  if (!row) throw new Error('no request');
  for (let vote = 0; vote < (options.votes ?? 0); vote++) {
    await t.database.db
      .insert(songRequestVotes)
      .values({ requestId: row.id, voterKey: `listener:voter-${requester}-${vote}` });
  }
}

const automatic = async (slug: string) => {
  const res = await call(null, 'GET', `${PLAYLISTS}/${slug}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Playlist;
};

describe('playlists: the station’s own', () => {
  it('lists both on the page even before anything was played', async () => {
    const list = (await call(null, 'GET', PLAYLISTS)).json() as PlaylistList;
    expect(list.playlists.filter((one) => one.automatic)).toEqual([
      expect.objectContaining({ slug: 'played-this-week', category: 'station', trackCount: 0 }),
      expect.objectContaining({ slug: 'most-requested', category: 'station', trackCount: 0 }),
    ]);
  });

  it('plays this week’s most played first, an airplay as its song, and leaves older plays out', async () => {
    const a = await track('Highway A');
    const b = await track('Highway B');
    const old = await track('Highway Old');
    const retired = await track('Highway Retired', { retiredAt: new Date() });
    const songId = await song('Aired Song', { isPremium: true, priceCents: 150 });
    const aired = await track('Aired Song', { source: 'song', songId, isPreview: true });
    const airedFull = await track('Aired Song', { source: 'song', songId, isPreview: false });
    await played(a, 3, ago(60_000));
    await played(b, 1, ago(2 * DAY_MS));
    await played(old, 5, ago(8 * DAY_MS));
    await played(retired, 9, ago(60_000));
    await played(aired, 1, ago(120_000));
    await played(airedFull, 1, ago(180_000));

    const week = await automatic('played-this-week');
    expect(week.tracks.map((one) => [one.kind, one.title])).toEqual([
      ['track', 'Highway A'],
      ['song', 'Aired Song'],
      ['track', 'Highway B'],
    ]);
    // The song follows the premium rules: a visitor hears its preview.
    expect(week.tracks[1]).toMatchObject({
      audioUrl: `/api/songs/${songId}/preview`,
      fullLength: false,
    });
    expect(week.trackCount).toBe(3);
  });

  it('ranks the library by requests and votes, ignoring declined requests and unknown songs', async () => {
    const c = await track('Requested C', { artist: 'Grid Phantom' });
    const d = await track('Requested D', { artist: 'Grid Phantom' });
    const e = await track('Declined E', { artist: 'Grid Phantom' });
    await requested('grid phantom', 'requested c', { votes: 3 });
    await requested('Grid Phantom', 'Requested D', { status: 'played' });
    await requested('Grid Phantom', 'Requested D', { status: 'played', when: ago(2 * DAY_MS) });
    await requested('Grid Phantom', 'Requested D', { status: 'played', when: ago(3 * DAY_MS) });
    await requested('Grid Phantom', 'Requested D', { status: 'played', when: ago(40 * DAY_MS) });
    await requested('Grid Phantom', 'Declined E', { status: 'declined', votes: 5 });
    await requested('Nobody', 'Not In The Library', { votes: 9 });

    const most = await automatic('most-requested');
    expect(most.tracks.map((one) => one.id)).toEqual([c, d]);
    expect(most.tracks.map((one) => one.id)).not.toContain(e);
  });
});

describe('playlists: the crew’s track picker', () => {
  it('finds the station’s tracks and published songs by title or artist', async () => {
    await track('Causeway Nights', { artist: 'Sunset Grid' });
    await track('Causeway Retired', { artist: 'Sunset Grid', retiredAt: new Date() });
    await song('Causeway Song');
    await song('Causeway Hidden', { hiddenAt: new Date() });
    const search = async (q: string) => {
      const res = await call(t.users.dj, 'GET', `${OFFICE}/catalogue?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Catalogue).entries;
    };
    expect((await search('causeway')).map((one) => one.title).sort()).toEqual([
      'Causeway Nights',
      'Causeway Song',
    ]);
    expect((await search('sunset grid')).map((one) => one.title)).toEqual(['Causeway Nights']);
    // The wildcard is a character like any other.
    expect(await search('%')).toEqual([]);
    const newest = await search('');
    expect(newest.length).toBeGreaterThan(2);
    expect(newest.length).toBeLessThanOrEqual(30);
    expect(newest.every((one) => one.available)).toBe(true);
    expect(
      (await call(t.users.dj, 'GET', `${OFFICE}/catalogue?q=${'q'.repeat(81)}`)).statusCode,
    ).toBe(400);
  });
});

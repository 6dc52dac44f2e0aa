import { describe, expect, it } from 'vitest';
import type { StationArtistList } from '../../../shared/contracts/artists.js';
import { playedTracks, songs, stationTracks } from '../../db/schema/index.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';

/** The station library's own artists: the directory is not empty on a station's first day. */
const t = setUpTestApp({
  station: { tracks: [] },
  users: { artist: { prefix: 'st_art', isCreator: true } },
});

const DAY_MS = 86_400_000;

async function track(
  artist: string,
  title: string,
  fields: Partial<typeof stationTracks.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(stationTracks)
    .values({
      source: 'demo',
      artist,
      title,
      status: 'ready',
      onAirKey: `k/${title}`,
      durationMs: 184_400,
      ...fields,
    })
    .returning({ id: stationTracks.id });
  if (!row) throw new Error('no track');
  return row.id;
}

async function played(id: number, times: number, daysAgo = 0) {
  await t.database.db.insert(playedTracks).values(
    Array.from({ length: times }, (_, i) => ({
      artist: 'x',
      title: 'x',
      stationTrackId: id,
      startedAt: new Date(Date.now() - daysAgo * DAY_MS - i * 60_000),
    })),
  );
}

describe('the artists of the station’s own library', () => {
  it('lists each once, the most played first, with its most played track to hear', async () => {
    const first = await track('Palm Static', 'Neon Causeway');
    const second = await track('palm static', 'Coastline');
    await track('Grid Phantom', 'Vector Rain');
    const quiet = await track('Chrome Hollow', 'Silent One');
    await track('Retired Band', 'Gone', { retiredAt: new Date() });
    await track('Preparing Band', 'Soon', { status: 'preparing' });
    const [song] = await t.database.db
      .insert(songs)
      .values({
        artistId: t.users.artist.id,
        title: 'Aired',
        status: 'ready',
        durationMs: 1,
        sizeBytes: 1,
        originalKey: 'o',
        originalMime: 'audio/mpeg',
      })
      .returning({ id: songs.id });
    await track('Platform Artist', 'Aired', {
      source: 'song',
      songId: song?.id,
      creatorId: t.users.artist.id,
    });
    await played(first, 2);
    await played(second, 3);
    await played(quiet, 9, 40);

    const res = await t.app.inject({ url: '/api/artists/station' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    const { artists } = res.json() as StationArtistList;
    expect(artists.map((a) => [a.name, a.trackCount, a.airplayLast30Days])).toEqual([
      ['palm static', 2, 5],
      ['Chrome Hollow', 1, 0],
      ['Grid Phantom', 1, 0],
    ]);
    expect(artists[0]?.track).toEqual({
      id: second,
      title: 'Coastline',
      durationSeconds: 184,
      audioUrl: `/api/station/tracks/${second}/listen`,
    });
  });
});

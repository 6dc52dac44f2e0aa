import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Playlist, PlaylistList } from '../../../shared/contracts/playlists.js';
import { auditLog, songPurchases, songs, stationTracks } from '../../db/schema/index.js';
import { editable, OFFICE, PLAYLISTS, playlist, setUpPlaylists } from './testing/playlists.js';

const { t, call, track, song, create } = setUpPlaylists();

const publicList = async () => {
  const res = await call(null, 'GET', PLAYLISTS);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as PlaylistList).playlists;
};

const detail = async (user: { token: string } | null, slug: string) => {
  const res = await call(user, 'GET', `${PLAYLISTS}/${slug}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Playlist;
};

const auditActions = async (id: number) =>
  (
    await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'playlist'), eq(auditLog.targetId, String(id))))
  ).map((row) => row.action);

describe('playlists: who may build them', () => {
  it('asks visitors to sign in and refuses members, for every office route', async () => {
    expect((await call(null, 'POST', OFFICE, playlist())).statusCode).toBe(401);
    for (const [method, url] of [
      ['GET', OFFICE],
      ['GET', `${OFFICE}/catalogue`],
      ['POST', OFFICE],
      ['PUT', `${OFFICE}/1`],
      ['DELETE', `${OFFICE}/1?version=1`],
    ] as const) {
      const res = await call(t.users.fan, method, url, method === 'GET' ? undefined : playlist());
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('lets a DJ and an administrator build them', async () => {
    const made = await create({ title: 'Rights Check' });
    const asAdmin = await call(t.users.admin, 'PUT', `${OFFICE}/${made.id}`, editable(made));
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    expect(asAdmin.json()).toMatchObject({ version: 2, title: 'Rights Check' });
  });
});

describe('playlists: what listeners hear', () => {
  it('plays the station’s tracks and songs, with a premium song as its preview to others', async () => {
    const own = await track('Neon Causeway', { durationMs: 200_000 });
    const free = await song('Free Ride', { durationMs: 100_000 });
    const premium = await song('Paid Sunset', {
      durationMs: 150_000,
      isPremium: true,
      priceCents: 199,
    });
    const made = await create({
      title: 'Mixed Bag',
      kind: 'mood',
      entries: [
        { kind: 'track', id: own },
        { kind: 'song', id: free },
        { kind: 'song', id: premium },
      ],
    });
    expect(made.slug).toBe('mixed-bag');

    const card = (await publicList()).find((one) => one.slug === 'mixed-bag');
    expect(card).toMatchObject({
      category: 'mood',
      trackCount: 3,
      durationMs: 450_000,
      automatic: false,
    });

    const heard = await detail(null, 'mixed-bag');
    expect(heard.saved).toBe(false);
    expect(heard.tracks.map((one) => [one.kind, one.title, one.audioUrl, one.fullLength])).toEqual([
      ['track', 'Neon Causeway', `/api/station/tracks/${own}/listen`, true],
      ['song', 'Free Ride', `/api/songs/${free}/stream`, true],
      ['song', 'Paid Sunset', `/api/songs/${premium}/preview`, false],
    ]);
    expect(heard.tracks[1]?.creator).toEqual({
      username: t.users.artist.username,
      displayName: expect.any(String),
    });

    // A fan who bought the song hears it whole; its own artist does too.
    await t.database.db.insert(songPurchases).values({ songId: premium, fanId: t.users.buyer.id });
    const bought = await detail(t.users.buyer, 'mixed-bag');
    expect(bought.tracks[2]).toMatchObject({
      audioUrl: `/api/songs/${premium}/stream`,
      fullLength: true,
    });
    const own_ = await detail(t.users.artist, 'mixed-bag');
    expect(own_.tracks[2]?.fullLength).toBe(true);
    expect((await call(null, 'GET', `${PLAYLISTS}/mixed-bag`)).headers['cache-control']).toMatch(
      /private/,
    );
  });

  it('keeps drafts to the crew', async () => {
    await create({ title: 'Secret Draft', published: false });
    expect((await publicList()).some((one) => one.slug === 'secret-draft')).toBe(false);
    expect((await call(null, 'GET', `${PLAYLISTS}/secret-draft`)).statusCode).toBe(404);
    expect((await call(t.users.fan, 'GET', `${PLAYLISTS}/secret-draft`)).statusCode).toBe(404);
    expect((await call(t.users.dj, 'GET', `${PLAYLISTS}/secret-draft`)).statusCode).toBe(200);
    expect((await call(t.users.fan, 'PUT', `${PLAYLISTS}/secret-draft/save`)).statusCode).toBe(404);
  });

  it('skips what left the library for listeners and marks it for the crew', async () => {
    const stays = await track('Stays');
    const retires = await track('Retires');
    const hides = await song('Hides');
    const made = await create({
      title: 'Leavers',
      entries: [
        { kind: 'track', id: stays },
        { kind: 'track', id: retires },
        { kind: 'song', id: hides },
      ],
    });
    await t.database.db
      .update(stationTracks)
      .set({ retiredAt: new Date() })
      .where(eq(stationTracks.id, retires));
    await t.database.db.update(songs).set({ hiddenAt: new Date() }).where(eq(songs.id, hides));

    const heard = await detail(null, made.slug);
    expect(heard.tracks.map((one) => one.title)).toEqual(['Stays']);
    expect(heard.trackCount).toBe(1);
    const office = (await call(t.users.dj, 'GET', OFFICE)).json().playlists as {
      id: number;
      entries: { title: string; available: boolean }[];
    }[];
    expect(office.find((one) => one.id === made.id)?.entries).toEqual([
      expect.objectContaining({ title: 'Stays', available: true }),
      expect.objectContaining({ title: 'Retires', available: false }),
      expect.objectContaining({ title: 'Hides', available: false }),
    ]);
    // A deleted track leaves the playlist with it.
    await t.database.db.delete(stationTracks).where(eq(stationTracks.id, retires));
    const after = (await call(t.users.dj, 'GET', OFFICE)).json().playlists as {
      id: number;
      entries: unknown[];
    }[];
    expect(after.find((one) => one.id === made.id)?.entries).toHaveLength(2);
  });

  it('answers 404 for an unknown playlist and 400 for an address that cannot be one', async () => {
    expect((await call(null, 'GET', `${PLAYLISTS}/no-such-list`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `${PLAYLISTS}/${'x'.repeat(95)}`)).statusCode).toBe(400);
  });
});

describe('playlists: the station track audio', () => {
  it('sends the station’s own track with byte ranges, and nothing out of rotation', async () => {
    const id = await track('Audible');
    const whole = await call(null, 'GET', `/api/station/tracks/${id}/listen`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.rawPayload.length).toBe(4096);
    const part = await t.app.inject({
      method: 'GET',
      url: `/api/station/tracks/${id}/listen`,
      headers: { range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);

    await t.database.db
      .update(stationTracks)
      .set({ retiredAt: new Date() })
      .where(eq(stationTracks.id, id));
    expect((await call(null, 'GET', `/api/station/tracks/${id}/listen`)).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/station/tracks/999999/listen')).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/station/tracks/abc/listen')).statusCode).toBe(400);
  });

  it('does not serve an artist’s song through the station’s library', async () => {
    const songId = await song('Airplay Only', { isPremium: true, priceCents: 99 });
    const airplay = await track('Airplay Only', {
      source: 'song',
      songId,
      creatorId: t.users.artist.id,
    });
    expect((await call(null, 'GET', `/api/station/tracks/${airplay}/listen`)).statusCode).toBe(404);
  });
});

describe('playlists: bad input loses nothing', () => {
  it('names each bad field', async () => {
    const res = await call(
      t.users.dj,
      'POST',
      OFFICE,
      playlist({ title: '   ', kind: 'decade', description: 'x'.repeat(601), published: 'yes' }),
    );
    expect(res.statusCode).toBe(400);
    const fields = (res.json().error.fields as { field: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(['description', 'kind', 'published', 'title']);
  });

  it('refuses more than 100 entries and entries of no known kind', async () => {
    const id = await track('Repeat Me');
    const many = Array.from({ length: 101 }, () => ({ kind: 'track', id }));
    const tooMany = await call(t.users.dj, 'POST', OFFICE, playlist({ entries: many }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields[0]).toMatchObject({ field: 'entries' });
    const odd = await call(
      t.users.dj,
      'POST',
      OFFICE,
      playlist({ entries: [{ kind: 'video', id }] }),
    );
    expect(odd.statusCode).toBe(400);
  });

  it('refuses entries listeners cannot hear, naming each, and saves nothing', async () => {
    const good = await track('Good One');
    const retired = await track('Retired One', { retiredAt: new Date() });
    const preparing = await track('Preparing One', { status: 'preparing' });
    const hidden = await song('Hidden One', { hiddenAt: new Date() });
    const songId = await song('Airplay Copy');
    const airplay = await track('Airplay Copy', { source: 'song', songId });
    const res = await call(
      t.users.dj,
      'POST',
      OFFICE,
      playlist({
        title: 'Will Not Save',
        entries: [
          { kind: 'track', id: good },
          { kind: 'track', id: retired },
          { kind: 'track', id: preparing },
          { kind: 'song', id: hidden },
          { kind: 'song', id: 999_999 },
          { kind: 'track', id: airplay },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'PLAYLIST_ENTRY_UNAVAILABLE' });
    expect((res.json().error.fields as { field: string }[]).map((f) => f.field)).toEqual([
      'entries.1',
      'entries.2',
      'entries.3',
      'entries.4',
      'entries.5',
    ]);
    const office = (await call(t.users.dj, 'GET', OFFICE)).json().playlists as { title: string }[];
    expect(office.some((one) => one.title === 'Will Not Save')).toBe(false);
  });

  it('refuses a change made from an older version, answering with the newer playlist', async () => {
    const made = await create({ title: 'Stale Test' });
    const first = await call(
      t.users.dj,
      'PUT',
      `${OFFICE}/${made.id}`,
      editable(made, { title: 'Stale Test, renamed' }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const second = await call(
      t.users.admin,
      'PUT',
      `${OFFICE}/${made.id}`,
      editable(made, { description: 'Mine' }),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      error: { code: 'STALE_PLAYLIST' },
      current: { title: 'Stale Test, renamed', version: 2, slug: 'stale-test' },
    });
    expect((await call(t.users.dj, 'DELETE', `${OFFICE}/${made.id}?version=1`)).statusCode).toBe(
      409,
    );
    expect((await call(t.users.dj, 'PUT', `${OFFICE}/999999`, editable(made))).statusCode).toBe(
      404,
    );
    expect((await call(t.users.dj, 'DELETE', `${OFFICE}/${made.id}?version=x`)).statusCode).toBe(
      400,
    );
  });
});

describe('playlists: the crew’s changes', () => {
  it('keeps the address through a rename, numbers alike titles and keeps API words free', async () => {
    const first = await create({ title: 'Sunset Boulevard' });
    const second = await create({ title: 'Sunset  Boulevard!' });
    expect([first.slug, second.slug]).toEqual(['sunset-boulevard', 'sunset-boulevard-2']);
    const renamed = await call(
      t.users.dj,
      'PUT',
      `${OFFICE}/${first.id}`,
      editable(first, { title: 'Sunrise' }),
    );
    expect(renamed.json()).toMatchObject({ title: 'Sunrise', slug: 'sunset-boulevard' });
    expect((await create({ title: 'Saved' })).slug).toBe('saved-playlist');
    expect((await create({ title: 'Played this week' })).slug).toBe('played-this-week-playlist');
  });

  it('gives 20 playlists made at once under one title 20 addresses', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t.users.dj, 'POST', OFFICE, playlist({ title: 'Rush Hour' })),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((res) => res.json().slug)).size).toBe(20);
  });

  it('keeps a DJ name on DJ specials only', async () => {
    const special = await create({ title: 'Vektor Picks', kind: 'dj-special', host: 'DJ Vektor' });
    expect(special.host).toBe('DJ Vektor');
    const era = await create({ title: 'Not Special', kind: 'era', host: 'Ignored' });
    expect(era.host).toBe('');
  });

  it('writes each change to the audit log in its transaction, and none for a refusal', async () => {
    const made = await create({ title: 'Audited', published: false });
    const published = await call(
      t.users.dj,
      'PUT',
      `${OFFICE}/${made.id}`,
      editable(made, { published: true }),
    );
    expect(published.statusCode).toBe(200);
    const refused = await call(
      t.users.dj,
      'PUT',
      `${OFFICE}/${made.id}`,
      editable(made, { published: true }),
    );
    expect(refused.statusCode).toBe(409);
    const gone = await call(t.users.dj, 'DELETE', `${OFFICE}/${made.id}?version=2`);
    expect(gone.statusCode).toBe(204);
    expect(await auditActions(made.id)).toEqual([
      'playlists.create',
      'playlists.update',
      'playlists.delete',
    ]);
    const [summary] = await t.database.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'playlists.update'), like(auditLog.summary, '%Audited%')));
    expect(summary?.summary).toContain('published');
  });
});

describe('playlists: a member’s lists', () => {
  it('saves and lets go of a playlist once, whatever is sent twice', async () => {
    const made = await create({ title: 'Keep Me' });
    expect((await call(null, 'PUT', `${PLAYLISTS}/keep-me/save`)).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) {
      const saved = await call(t.users.fan, 'PUT', `${PLAYLISTS}/keep-me/save`);
      expect(saved.json()).toEqual({ slug: 'keep-me', saved: true });
    }
    expect((await detail(t.users.fan, 'keep-me')).saved).toBe(true);
    expect((await detail(t.users.buyer, 'keep-me')).saved).toBe(false);
    const station = await call(t.users.fan, 'PUT', `${PLAYLISTS}/played-this-week/save`);
    expect(station.statusCode).toBe(200);
    const mine = (await call(t.users.fan, 'GET', `${PLAYLISTS}/saved`)).json() as PlaylistList;
    expect(mine.playlists.map((one) => one.slug)).toEqual(['played-this-week', 'keep-me']);
    expect((await call(t.users.fan, 'PUT', `${PLAYLISTS}/nothing-here/save`)).statusCode).toBe(404);

    await call(t.users.fan, 'DELETE', `${PLAYLISTS}/played-this-week/save`);
    // A playlist the crew deletes leaves every member's lists with it.
    await call(t.users.dj, 'DELETE', `${OFFICE}/${made.id}?version=1`);
    const after = (await call(t.users.fan, 'GET', `${PLAYLISTS}/saved`)).json() as PlaylistList;
    expect(after.playlists).toEqual([]);
  });
});

import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, stationTracks } from '../../db/schema/index.js';
import { bearer, type CallMethod, callAs, type TestUser } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { allowTimeForSongs, makeMp3, multipart } from '../../testing/songs.js';
import { until } from '../../testing/until.js';

allowTimeForSongs();

/**
 * The back office's library: rights, taking tracks out of rotation and back, the crew's
 * uploads becoming ready for air, and the audit entries each change leaves. The station token
 * makes this instance prepare on-air copies (as the one that plays out does) without rendering
 * a demo library.
 */
const t = setUpTestApp({
  env: { STATION_API_TOKEN: 'office-test-token-0123456789abcdef' },
  station: { tracks: [] },
  dataDir: 'station-office-',
  users: {
    dj: { prefix: 'officedj', isDj: true },
    admin: { prefix: 'officeadmin', isAdmin: true },
    member: { prefix: 'officefan' },
    artist: { prefix: 'officeartist', isCreator: true },
  },
  timeoutMs: 60_000,
});
let mp3: Buffer;

beforeAll(() => {
  mp3 = makeMp3(t.dataDir, 'office-tone.mp3', 3);
}, 60_000);

const call = (user: TestUser | null, method: CallMethod, url: string, payload?: object) =>
  callAs(t.app, user, method, url, payload);

const rotation = (user: TestUser | null, id: number, inRotation: unknown) =>
  call(user, 'PUT', `/api/station/tracks/${id}/rotation`, { inRotation });

function upload(
  user: TestUser | null,
  file: { name: string; type: string; bytes: Buffer },
  fields: Record<string, string>,
) {
  const body = multipart(file, fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/station/tracks',
    headers: { ...(user ? bearer(user.token) : {}), ...body.headers },
    payload: body.payload,
  });
}

/** A track ready to air, as if its on-air copy had been made. */
async function readyTrack(title: string) {
  const [row] = await t.database.db
    .insert(stationTracks)
    .values({
      source: 'upload',
      artist: 'Office Tester',
      title,
      status: 'ready',
      sourceKey: `station/test/${title}.mp3`,
      onAirKey: `station/test/${title}-on-air.mp3`,
      durationMs: 180_000,
    })
    .returning({ id: stationTracks.id });
  if (!row) throw new Error('no track');
  return row.id;
}

const listed = async (user: TestUser, query = '') => {
  const res = await call(user, 'GET', `/api/station/tracks${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    tracks: { id: number; title: string; status: string; retiredAt: string | null }[];
    nextCursor: number | null;
  };
};

const auditOf = (targetType: string, targetId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(targetId))));

const upcomingIds = async () =>
  (await call(t.users.dj, 'GET', '/api/station/queue'))
    .json()
    .upcoming.map((choice: { track: { id: number } }) => choice.track.id) as number[];

describe('the library in the back office', () => {
  it('is for DJs and admins: visitors are asked to sign in and members refused', async () => {
    const id = await readyTrack('Rights Check');
    expect((await call(null, 'GET', '/api/station/tracks')).statusCode).toBe(401);
    expect((await call(t.users.member, 'GET', '/api/station/tracks')).statusCode).toBe(403);
    expect((await call(t.users.artist, 'GET', '/api/station/tracks')).statusCode).toBe(403);
    expect((await rotation(null, id, false)).statusCode).toBe(401);
    expect((await rotation(t.users.member, id, false)).statusCode).toBe(403);
    const file = { name: 'a.mp3', type: 'audio/mpeg', bytes: mp3 };
    const fields = { title: 'Nope', artist: 'Nobody' };
    expect((await upload(null, file, fields)).statusCode).toBe(401);
    expect((await upload(t.users.member, file, fields)).statusCode).toBe(403);

    for (const user of [t.users.dj, t.users.admin]) {
      const page = await listed(user);
      expect(page.tracks.find((track) => track.id === id)).toMatchObject({
        title: 'Rights Check',
        source: 'upload',
        status: 'ready',
        plays: 0,
        retiredAt: null,
        playable: true,
      });
    }
  });

  it('answers bad input with a 400 naming the field, and an unknown track with a 404', async () => {
    const sideways = await call(t.users.dj, 'GET', '/api/station/tracks?rotation=sideways');
    expect(sideways.statusCode).toBe(400);
    expect(sideways.json().error.fields).toEqual([
      { field: 'rotation', reason: expect.stringContaining('all, in or out') },
    ]);
    expect((await call(t.users.dj, 'GET', '/api/station/tracks?before=x')).statusCode).toBe(400);
    const id = await readyTrack('Bad Input');
    const noFlag = await call(t.users.dj, 'PUT', `/api/station/tracks/${id}/rotation`, {});
    expect(noFlag.statusCode).toBe(400);
    expect(noFlag.json().error.fields[0].field).toBe('inRotation');
    expect((await rotation(t.users.dj, id, 'yes')).statusCode).toBe(400);
    expect((await rotation(t.users.dj, 999_999, false)).statusCode).toBe(404);
  });

  it('takes a track out of rotation so the AutoDJ no longer picks it, and puts it back', async () => {
    const id = await readyTrack('Out And Back');
    const queued = await call(t.users.dj, 'POST', '/api/station/queue', { trackId: id });
    expect(queued.statusCode, queued.body).toBe(200);
    expect(await upcomingIds()).toContain(id);

    const out = await rotation(t.users.dj, id, false);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ id, retiredAt: expect.any(String), playable: false });
    // Neither the DJ's queue nor the rotation plays it now, however often the AutoDJ chooses.
    for (let round = 0; round < 5; round += 1) expect(await upcomingIds()).not.toContain(id);
    const again = await call(t.users.dj, 'POST', '/api/station/queue', { trackId: id });
    expect(again.statusCode).toBe(404);
    const search = await call(t.users.dj, 'GET', '/api/station/library?q=Out%20And%20Back');
    expect(search.json().tracks).toEqual([]);
    const taken = await listed(t.users.dj, '?rotation=out');
    expect(taken.tracks.map((track) => track.id)).toContain(id);
    expect(
      (await listed(t.users.dj, '?rotation=in')).tracks.map((track) => track.id),
    ).not.toContain(id);

    // Asked twice (two DJs at once), the second changes nothing and records nothing.
    expect((await rotation(t.users.admin, id, false)).statusCode).toBe(200);
    const back = await rotation(t.users.admin, id, true);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ retiredAt: null, playable: true });
    expect((await call(t.users.dj, 'POST', '/api/station/queue', { trackId: id })).statusCode).toBe(
      200,
    );

    const entries = await auditOf('station_track', id);
    expect(entries.map((entry) => [entry.action, entry.actorName])).toEqual([
      ['library.takeOut', t.users.dj.username],
      ['library.putBack', t.users.admin.username],
    ]);
    expect(entries[0]?.summary).toBe('Took “Out And Back” by Office Tester out of rotation');
  });

  it('will not put back a demo track whose composition was replaced', async () => {
    const [row] = await t.database.db
      .insert(stationTracks)
      .values({
        source: 'demo',
        demoKey: 'retired-composition@000000000000',
        artist: 'Demo',
        title: 'Old Version',
        status: 'ready',
        retiredAt: new Date(),
      })
      .returning({ id: stationTracks.id });
    const res = await rotation(t.users.dj, row?.id ?? 0, true);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('TRACK_REPLACED');
  });

  it('takes an uploaded audio file, records it, and makes its on-air copy', async () => {
    const res = await upload(
      t.users.dj,
      { name: 'Harbour Lights.mp3', type: 'audio/mpeg', bytes: mp3 },
      { title: 'Harbour Lights', artist: 'The Night Crew' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const track = res.json();
    expect(track).toMatchObject({
      title: 'Harbour Lights',
      artist: 'The Night Crew',
      source: 'upload',
      retiredAt: null,
    });
    const ready = await until(
      async () =>
        (await listed(t.users.dj, '?q=Harbour')).tracks.find((row) => row.id === track.id),
      (found) => found?.status === 'ready' || found?.status === 'failed',
      { what: 'the upload’s on-air copy', timeoutMs: 90_000, intervalMs: 250 },
    );
    expect(ready).toMatchObject({ status: 'ready', playable: true });
    expect((ready as unknown as { durationMs: number }).durationMs).toBeGreaterThan(2_000);
    const [stored] = await t.database.db
      .select()
      .from(stationTracks)
      .where(eq(stationTracks.id, track.id));
    expect(stored).toMatchObject({ uploadedBy: t.users.dj.id, onAirKey: expect.any(String) });

    const [entry] = await auditOf('station_track', track.id);
    expect(entry).toMatchObject({
      action: 'library.upload',
      actorName: t.users.dj.username,
      summary: 'Uploaded “Harbour Lights” by The Night Crew to the station’s library',
    });
  });

  it('refuses a file that is not audio by its bytes, whatever it is called', async () => {
    const before = (await t.database.db.select().from(stationTracks)).length;
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const res = await upload(
      t.users.dj,
      { name: 'sneaky.mp3', type: 'audio/mpeg', bytes: png },
      { title: 'Sneaky', artist: 'Nobody' },
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({
      code: 'NOT_AUDIO',
      fields: [{ field: 'audio', reason: expect.stringContaining('PNG') }],
    });
    expect((await t.database.db.select().from(stationTracks)).length).toBe(before);
  });

  it('needs a title, an artist and a file', async () => {
    const file = { name: 'tone.mp3', type: 'audio/mpeg', bytes: mp3 };
    const untitled = await upload(t.users.dj, file, { title: '  ', artist: 'Someone' });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().error.fields).toEqual([{ field: 'title', reason: 'is required' }]);
    const nobody = await upload(t.users.dj, file, { title: 'Something' });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().error.fields).toEqual([{ field: 'artist', reason: 'is required' }]);
    const noFile = await call(t.users.dj, 'POST', '/api/station/tracks', {});
    expect(noFile.statusCode).toBe(415);
  });
});

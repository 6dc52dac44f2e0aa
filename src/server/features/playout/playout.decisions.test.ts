import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, songs } from '../../db/schema/index.js';
import { type CallMethod, callAs, type TestUser } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { createPlayoutRepo } from './playout.repo.js';

/** Airplay decisions as the back office makes them: the library and the audit trail follow. */
const t = setUpTestApp({
  users: {
    dj: { prefix: 'decidedj', isDj: true },
    admin: { prefix: 'decideadmin', isAdmin: true },
    artist: { prefix: 'decideartist', isCreator: true },
  },
});

const call = (user: TestUser | null, method: CallMethod, url: string, payload?: object) =>
  callAs(t.app, user, method, url, payload);

const listed = async (user: TestUser, query: string) => {
  const res = await call(user, 'GET', `/api/station/tracks${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { tracks: { id: number; retiredAt: string | null }[] };
};

const auditOf = (targetId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.targetType, 'airplay_submission'), eq(auditLog.targetId, String(targetId))),
    );

describe('airplay decisions in the back office', () => {
  async function submittedSong(title: string) {
    const [song] = await t.database.db
      .insert(songs)
      .values({
        artistId: t.users.artist.id,
        title,
        status: 'ready',
        durationMs: 180_000,
        sizeBytes: 1000,
        originalKey: `songs/office/${title.replace(/\W/g, '')}-original.mp3`,
        originalMime: 'audio/mpeg',
        streamKey: `songs/office/${title.replace(/\W/g, '')}.mp3`,
      })
      .returning({ id: songs.id });
    const res = await call(t.users.artist, 'POST', '/api/station/submissions', {
      songId: song?.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; song: { id: number } };
  }

  it('an approved song is in the library at once, and the decision is on record', async () => {
    const submission = await submittedSong('Approved Tonight');
    const decided = await call(
      t.users.dj,
      'POST',
      `/api/station/submissions/${submission.id}/decision`,
      { decision: 'approved', note: 'Lovely.' },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    const page = await listed(t.users.dj, '?q=Approved%20Tonight');
    expect(page.tracks).toEqual([
      expect.objectContaining({
        title: 'Approved Tonight',
        source: 'song',
        creator: expect.objectContaining({ username: t.users.artist.username }),
        retiredAt: null,
      }),
    ]);
    const [entry] = await auditOf(submission.id);
    expect(entry).toMatchObject({
      action: 'airplay.approved',
      actorName: t.users.dj.username,
      summary: expect.stringContaining('Approved “Approved Tonight”'),
      note: 'Lovely.',
    });
  });

  it('a declined song stays out of the library; the decline is on record', async () => {
    const submission = await submittedSong('Declined Tonight');
    const decided = await call(
      t.users.admin,
      'POST',
      `/api/station/submissions/${submission.id}/decision`,
      { decision: 'declined' },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await listed(t.users.dj, '?q=Declined%20Tonight')).tracks).toEqual([]);
    const [entry] = await auditOf(submission.id);
    expect(entry).toMatchObject({ action: 'airplay.declined', actorName: t.users.admin.username });
  });

  it('a withdrawn song cannot be put back on air by the crew', async () => {
    const submission = await submittedSong('Withdrawn Later');
    await call(t.users.dj, 'POST', `/api/station/submissions/${submission.id}/decision`, {
      decision: 'approved',
    });
    const withdrawn = await call(
      t.users.artist,
      'DELETE',
      `/api/station/submissions/${submission.id}`,
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const [track] = (await listed(t.users.dj, '?q=Withdrawn%20Later')).tracks;
    expect(track?.retiredAt).not.toBeNull();
    const back = await call(t.users.dj, 'PUT', `/api/station/tracks/${track?.id ?? 0}/rotation`, {
      inRotation: true,
    });
    expect(back.statusCode).toBe(409);
    expect(back.json().error.code).toBe('NOT_APPROVED');
  });

  it('an approved song the crew took out stays out; the library’s sweep does not bring it back', async () => {
    const submission = await submittedSong('Taken Out Later');
    await call(t.users.dj, 'POST', `/api/station/submissions/${submission.id}/decision`, {
      decision: 'approved',
    });
    const sweep = createPlayoutRepo(t.database.db);
    const waiting = async () => (await sweep.approvedSongsWithoutCopy()).map((row) => row.songId);
    const [track] = (await listed(t.users.dj, '?q=Taken%20Out%20Later')).tracks;
    const out = await call(t.users.dj, 'PUT', `/api/station/tracks/${track?.id ?? 0}/rotation`, {
      inRotation: false,
    });
    expect(out.statusCode, out.body).toBe(200);
    // Made premium since: a new copy would be due, but the crew's choice stands.
    await t.database.db
      .update(songs)
      .set({ isPremium: true })
      .where(eq(songs.id, submission.song.id));
    expect(await waiting()).not.toContain(submission.song.id);
    const back = await call(t.users.dj, 'PUT', `/api/station/tracks/${track?.id ?? 0}/rotation`, {
      inRotation: true,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await waiting()).toContain(submission.song.id);
  });
});

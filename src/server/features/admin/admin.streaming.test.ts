import { describe, expect, it } from 'vitest';
import { callAs, createUser, type TestUser } from '../../testing/accounts.js';
import { changeSettings } from '../../testing/admin-settings.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { allowTimeForSongs, makeMp3, readySong, SONG_TEST_MS } from '../../testing/songs.js';

allowTimeForSongs();

const t = setUpTestApp({
  dataDir: 'admin-streaming-',
  users: { admin: { prefix: 'as_admin', isAdmin: true } },
  timeoutMs: SONG_TEST_MS,
});

const get = (user: TestUser | null, url: string) => callAs(t.app, user, 'GET', url);

/** A short real MP3 uploaded and processed. */
const readyPause = (artist: TestUser) =>
  readySong(t.app, artist, makeMp3(t.dataDir, 'Pause.mp3', 6), { name: 'Pause.mp3' });

describe('streamingEnabled', () => {
  it('off: song audio (full and preview) answers 503 with the reason, the station still answers; on: songs play again', async () => {
    const artist = await createUser(t.app, t.database, { prefix: 'as_artist', isCreator: true });
    const id = await readyPause(artist);
    expect((await get(null, `/api/songs/${id}/stream`)).statusCode).toBe(200);

    await changeSettings(t.app, t.users.admin, { streamingEnabled: false });
    try {
      for (const part of ['stream', 'preview']) {
        const res = await get(null, `/api/songs/${id}/${part}`);
        expect(res.statusCode, part).toBe(503);
        expect(res.json().error).toMatchObject({ code: 'STREAMING_DISABLED' });
      }
      expect((await get(artist, `/api/songs/${id}/stream`)).statusCode).toBe(503);
      expect((await get(null, '/api/radio/station')).statusCode).toBe(200);
      expect((await get(null, '/api/platform/features')).json().streamingEnabled).toBe(false);
    } finally {
      await changeSettings(t.app, t.users.admin, { streamingEnabled: true });
    }
    const back = await get(null, `/api/songs/${id}/stream`);
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('audio/mpeg');
  });
});

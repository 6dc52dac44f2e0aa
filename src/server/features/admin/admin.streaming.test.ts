import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.js';
import { bearer, createUser, type TestUser } from '../../testing/accounts.js';
import { makeMp3, readySong } from '../../testing/songs.js';
import { createTestApp } from '../../testing/test-app.js';
import { changeSettings } from './admin.testing.js';

/** Processing a real song waits its turn for ffmpeg while the whole suite runs on two cores. */
const SONG_TEST_MS = 150_000;
vi.setConfig({ testTimeout: SONG_TEST_MS, hookTimeout: SONG_TEST_MS });

let app: FastifyInstance;
let database: Database;
let admin: TestUser;
let dir: string;

beforeAll(async () => {
  ({ app, database } = await createTestApp({
    env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'admin-streaming-')) },
  }));
  admin = await createUser(app, database, { prefix: 'as_admin', isAdmin: true });
  dir = mkdtempSync(join(tmpdir(), 'admin-streaming-audio-'));
}, SONG_TEST_MS);
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (user: TestUser | null, url: string) =>
  app.inject({ method: 'GET', url, headers: user ? bearer(user.token) : {} });

/** A short real MP3 uploaded and processed. */
const readyPause = (artist: TestUser) =>
  readySong(app, artist, makeMp3(dir, 'Pause.mp3', 6), { name: 'Pause.mp3' });

describe('streamingEnabled', () => {
  it(
    'off: song audio (full and preview) answers 503 with the reason, the station still answers; on: songs play again',
    async () => {
      const artist = await createUser(app, database, { prefix: 'as_artist', isCreator: true });
      const id = await readyPause(artist);
      expect((await get(null, `/api/songs/${id}/stream`)).statusCode).toBe(200);

      await changeSettings(app, admin, { streamingEnabled: false });
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
        await changeSettings(app, admin, { streamingEnabled: true });
      }
      const back = await get(null, `/api/songs/${id}/stream`);
      expect(back.statusCode).toBe(200);
      expect(back.headers['content-type']).toBe('audio/mpeg');
    },
    SONG_TEST_MS,
  );
});

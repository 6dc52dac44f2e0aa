import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { OfficePlaylist } from '../../../../shared/contracts/playlists.js';
import { songs, stationTracks } from '../../../db/schema/index.js';
import { mediaStorageFor } from '../../../lib/storage/index.js';
import { callsTo } from '../../../testing/accounts.js';
import { setUpTestApp } from '../../../testing/set-up-test-app.js';

export const PLAYLISTS = '/api/playlists';
export const OFFICE = '/api/playlists/office';

/** A playlist's fields as the back office sends them: a published era playlist unless told. */
export const playlist = (overrides: Record<string, unknown> = {}) => ({
  title: 'Night Drive 1986',
  kind: 'era',
  description: 'Gated drums and long highways.',
  host: '',
  published: true,
  entries: [],
  ...overrides,
});

/** The app with a DJ, an administrator, a member and an artist, for the playlists' tests. */
export function setUpPlaylists() {
  const t = setUpTestApp({
    station: { tracks: [] },
    dataDir: 'playlists-',
    users: {
      dj: { prefix: 'pldj', isDj: true },
      admin: { prefix: 'pladmin', isAdmin: true },
      fan: { prefix: 'plfan' },
      buyer: { prefix: 'plbuyer' },
      artist: { prefix: 'plartist', isCreator: true },
    },
  });
  const call = callsTo(t);
  let made = 0;

  return {
    t,
    call,

    /** A track of the station's own library, ready and in rotation, with real bytes on air. */
    async track(title: string, fields: Partial<typeof stationTracks.$inferInsert> = {}) {
      made += 1;
      const key = `station/on-air/test-${made}.mp3`;
      const file = join(t.dataDir, `track-${made}.mp3`);
      writeFileSync(file, Buffer.alloc(4096, made));
      await mediaStorageFor({ DATA_DIR: t.dataDir }).putFile(key, file, 'audio/mpeg');
      const [row] = await t.database.db
        .insert(stationTracks)
        .values({
          source: 'upload',
          artist: 'Palm Static',
          title,
          status: 'ready',
          onAirKey: key,
          durationMs: 200_000,
          ...fields,
        })
        .returning({ id: stationTracks.id });
      if (!row) throw new Error('no track');
      return row.id;
    },

    /** An artist's song, processed and listed (premium when `isPremium`). */
    async song(title: string, fields: Partial<typeof songs.$inferInsert> = {}) {
      const [row] = await t.database.db
        .insert(songs)
        .values({
          artistId: t.users.artist.id,
          title,
          status: 'ready',
          durationMs: 180_000,
          sizeBytes: 1000,
          originalKey: `songs/test/${title}`,
          originalMime: 'audio/mpeg',
          streamKey: `songs/test/${title}.mp3`,
          previewKey: `songs/test/${title}-preview.mp3`,
          ...fields,
        })
        .returning({ id: songs.id });
      if (!row) throw new Error('no song');
      return row.id;
    },

    /** Adds a playlist as the DJ, expecting it to be taken. */
    async create(overrides: Record<string, unknown> = {}): Promise<OfficePlaylist> {
      const res = await call(t.users.dj, 'POST', OFFICE, playlist(overrides));
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    },
  };
}

/** A playlist as the office read it, back into the fields a change sends. */
export const editable = (read: OfficePlaylist, overrides: Record<string, unknown> = {}) => ({
  title: read.title,
  kind: read.kind,
  description: read.description,
  host: read.host,
  published: read.published,
  entries: read.entries.map(({ kind, id }) => ({ kind, id })),
  version: read.version,
  ...overrides,
});

import type { Db } from '../../../db/client.js';
import {
  creatorProfiles,
  follows,
  playedTracks,
  songPlaysDaily,
  songs,
  users,
} from '../../../db/schema/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const dayBefore = (days: number) => daysAgo(days).toISOString().slice(0, 10);

export interface SongOptions {
  status?: string;
  hidden?: boolean;
  playCount?: number;
  /** Days ago to that day's counted plays. */
  plays?: Record<number, number>;
}

/**
 * Members, creators, songs, follows and airplay written straight into the tables: what the
 * directory's tests look at is who it lists and in what order, not how members sign up or how
 * songs get processed.
 */
export function artistRows(db: Db) {
  async function member(username: string, creator?: { country: string | null }) {
    const [row] = await db
      .insert(users)
      .values({
        username,
        email: `${username}@example.test`,
        passwordHash: '!test',
        displayName: username.toUpperCase(),
        isCreator: creator !== undefined,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('insert returned nothing');
    if (creator) {
      await db
        .insert(creatorProfiles)
        .values({ userId: row.id, category: 'music', country: creator.country });
    }
    return row.id;
  }

  return {
    member,

    /** A creator, from `country` when one is given. */
    artist: (username: string, country: string | null = null) => member(username, { country }),

    /** A song of the artist's, ready and with its preview unless told otherwise. */
    async song(artistId: number, title: string, options: SongOptions = {}) {
      const [row] = await db
        .insert(songs)
        .values({
          artistId,
          title,
          status: options.status ?? 'ready',
          hiddenAt: options.hidden ? new Date() : null,
          playCount: options.playCount ?? 0,
          durationMs: 200_000,
          sizeBytes: 1_000,
          originalKey: `songs/${artistId}/${title}.mp3`,
          originalMime: 'audio/mpeg',
          previewKey: `songs/${artistId}/${title}.preview.mp3`,
        })
        .returning({ id: songs.id });
      if (!row) throw new Error('insert returned nothing');
      const days = Object.entries(options.plays ?? {}).map(([ago, plays]) => ({
        songId: row.id,
        day: dayBefore(Number(ago)),
        plays,
      }));
      if (days.length) await db.insert(songPlaysDaily).values(days);
      return row.id;
    },

    /** Each of `fans` follows the creator, `ago` days ago. */
    async followed(creatorId: number, fans: number[], ago = 0) {
      const createdAt = daysAgo(ago);
      await db
        .insert(follows)
        .values(fans.map((followerId) => ({ followerId, creatorId, createdAt })));
    },

    /** The station played the creator `times` times, `ago` days ago. */
    async aired(creatorId: number, times: number, ago = 1) {
      const rows = Array.from({ length: times }, (_, i) => ({
        artist: 'On air',
        title: `Track ${i}`,
        startedAt: new Date(daysAgo(ago).getTime() + i * 1000),
        creatorId,
      }));
      await db.insert(playedTracks).values(rows);
    },
  };
}

import { and, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { songs, songUploads } from '../../db/schema/index.js';
import { rowsOf } from '../../db/sql-rows.js';
import { ROW_LOCK_CLASSES, rowLock } from '../../lib/lock-keys.js';
import type { NewSong, SongRow } from './songs.repo.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What an artist's storage holds: stored originals, and resumable uploads not yet expired. */
async function usage(db: Db | Tx, artistId: number, at: Date, exceptUpload?: string) {
  const [stored] = await db
    .select({ bytes: sql<string>`coalesce(sum(${songs.sizeBytes}), 0)` })
    .from(songs)
    .where(eq(songs.artistId, artistId));
  const [pending] = await db
    .select({
      bytes: sql<string>`coalesce(sum(${songUploads.sizeBytes}), 0)`,
      open: sql<number>`count(*)::int`,
    })
    .from(songUploads)
    .where(
      and(
        eq(songUploads.artistId, artistId),
        gt(songUploads.expiresAt, at),
        exceptUpload === undefined ? undefined : ne(songUploads.id, exceptUpload),
      ),
    );
  return {
    usedBytes: Number(stored?.bytes ?? 0) + Number(pending?.bytes ?? 0),
    openUploads: Number(pending?.open ?? 0),
  };
}

/**
 * Each artist's storage is decided under the artist's own lock, so two uploads started or
 * finished at the same moment cannot both take the last room.
 */
async function lockStorage(tx: Tx, artistId: number) {
  await tx.execute(rowLock(ROW_LOCK_CLASSES.artistStorage, artistId));
}

/** Resumable uploads in progress, and the storage quota they and the stored songs share. */
export function createSongUploadsRepo(db: Db) {
  return {
    /** Bytes an artist's storage holds, counting unfinished uploads by their announced size. */
    async storageUsed(artistId: number, at: Date): Promise<number> {
      return (await usage(db, artistId, at)).usedBytes;
    },

    /**
     * Reserves room for a resumable upload from the moment it starts: refused when the artist
     * already has `maxOpen` unfinished uploads or the announced size does not fit the quota.
     */
    async reserve(
      upload: { id: string; artistId: number; sizeBytes: number; expiresAt: Date },
      limits: { quotaBytes: number; maxOpen: number; at: Date },
    ): Promise<{ reserved: true } | { reserved: false; usedBytes: number; openUploads: number }> {
      return db.transaction(async (tx) => {
        await lockStorage(tx, upload.artistId);
        const now = await usage(tx, upload.artistId, limits.at);
        if (
          now.openUploads >= limits.maxOpen ||
          now.usedBytes + upload.sizeBytes > limits.quotaBytes
        ) {
          return { reserved: false as const, ...now };
        }
        await tx.insert(songUploads).values({ ...upload, createdAt: limits.at });
        return { reserved: true as const };
      });
    },

    /** The upload is done with (stored, refused or cancelled): its room is free again. */
    async release(id: string) {
      await db.delete(songUploads).where(eq(songUploads.id, id));
    },

    /** Takes the uploads that expired by `at` off the books, returning their ids. */
    async takeExpired(at: Date, limit = 500): Promise<string[]> {
      const ids = db
        .select({ id: songUploads.id })
        .from(songUploads)
        .where(lte(songUploads.expiresAt, at))
        .limit(limit);
      const rows = await db
        .delete(songUploads)
        .where(inArray(songUploads.id, ids))
        .returning({ id: songUploads.id });
      return rows.map((row) => row.id);
    },

    /** An id for a song about to be stored, so its files can be named before its row exists. */
    async nextSongId(): Promise<number> {
      const [row] = await rowsOf<{ id: number }>(
        db,
        sql`select nextval(pg_get_serial_sequence('songs', 'id'))::int as id`,
      );
      const id = row?.id;
      if (typeof id !== 'number') throw new Error('no song id was given');
      return id;
    },

    /**
     * Stores a song's row once its original is stored. The one quota check happens here, under
     * the artist's storage lock: a resumable upload (`fromUpload`) whose reservation still holds
     * brings its room with it (the reservation becomes the song), anything else must fit beside
     * what the artist already stores and reserves.
     */
    async insertWithinQuota(
      row: NewSong & { id: number },
      quotaBytes: number,
      at: Date,
      fromUpload?: string,
    ): Promise<{ song: SongRow } | { song: null; usedBytes: number }> {
      return db.transaction(async (tx) => {
        await lockStorage(tx, row.artistId);
        const reserved = fromUpload
          ? await tx
              .delete(songUploads)
              .where(and(eq(songUploads.id, fromUpload), gt(songUploads.expiresAt, at)))
              .returning({ sizeBytes: songUploads.sizeBytes })
          : [];
        const held = reserved[0]?.sizeBytes ?? 0;
        if (held < row.sizeBytes) {
          const { usedBytes } = await usage(tx, row.artistId, at, fromUpload);
          if (usedBytes + row.sizeBytes > quotaBytes) return { song: null, usedBytes };
        }
        const [song] = await tx.insert(songs).values(row).returning();
        if (!song) throw new Error('song insert returned nothing');
        return { song };
      });
    },
  };
}

export type SongUploadsRepo = ReturnType<typeof createSongUploadsRepo>;

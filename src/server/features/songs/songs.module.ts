import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { idleFolders, localMediaDir, sweepLeftovers } from '../../lib/leftovers.js';
import { LOCK_KEYS } from '../../lib/lock-keys.js';
import { mediaStorageFor } from '../../lib/storage/index.js';
import { MAX_MEDIA_STREAMS_PER_ADDRESS } from '../../lib/storage/send-stored.js';
import type { MediaStorage } from '../../lib/storage/storage.js';
import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { createSongUploadsRepo } from './song-uploads.repo.js';
import { createSongUploadsService } from './song-uploads.service.js';
import { createSongProcessor } from './songs.processing.js';
import { createSongsRepo } from './songs.repo.js';
import { createResumableUploads, KEEP_UNFINISHED_MS } from './songs.resumable.js';
import { songRoutes } from './songs.routes.js';
import { createSongsService, type SongsServiceDeps } from './songs.service.js';

/** Songs still waiting are looked for this often (after a restart, or to try again). */
const PROCESSING_SWEEP_MS = 30_000;
const HOUR_MS = 60 * 60_000;

/** Artists' music: uploads, processing, streaming with previews for premium songs, plays. */
export function createSongsModule(
  { db, env, jobs, log, caps }: ModuleDeps,
  links: Pick<SongsServiceDeps, 'entitlements' | 'streamingOpen'> & { storage?: MediaStorage },
) {
  const storage = links.storage ?? mediaStorageFor(env);
  const repo = createSongsRepo(db);
  const uploadsRepo = createSongUploadsRepo(db);
  const songs = createSongsService({
    repo,
    storage,
    processor: createSongProcessor(storage),
    entitlements: links.entitlements,
    ...(links.streamingOpen ? { streamingOpen: links.streamingOpen } : {}),
    background: jobs.track,
    storageUsed: (artistId) => uploads.storageUsed(artistId),
    log,
  });
  const uploads = createSongUploadsService({
    uploads: uploadsRepo,
    storage,
    processLater: (songId) => void jobs.track(songs.processSong(songId)),
    keepUnfinishedMs: KEEP_UNFINISHED_MS,
  });
  jobs.add({
    name: 'songs-processing',
    every: () => PROCESSING_SWEEP_MS,
    first: () => 5_000,
    leadership: { key: LOCK_KEYS.songProcessing, mode: 'each-run' },
    run: () => songs.processWaiting(),
  });
  const resumable = createResumableUploads({ uploads, dataDir: env.DATA_DIR, log });
  // Every instance runs it: each removes the expired uploads' bytes from its own disk. It runs
  // first at start, so uploads a crash cut in half are gone before the first request.
  jobs.add({
    name: 'songs-unfinished-uploads',
    every: () => HOUR_MS,
    first: 'start',
    run: () => resumable.cleanUp(),
  });
  // What an interrupted run was in the middle of: processing folders, half-copied media.
  jobs.add({
    name: 'songs-leftovers',
    every: () => 6 * HOUR_MS,
    first: 'start',
    run: async () => {
      const where = { dataDir: env.DATA_DIR, mediaInBucket: storage.kind === 's3' };
      const removed = await sweepLeftovers({ tempDir: tmpdir(), ...where });
      const mediaDir = localMediaDir(where);
      const orphans = mediaDir ? await removeOrphanSongFiles(join(mediaDir, 'songs')) : [];
      if (removed.workFolders.length || removed.partialWrites.length || orphans.length) {
        log.info({ ...removed, orphans }, 'removed what interrupted work left behind');
      }
    },
  });
  /**
   * A song's files are stored before its row and removed after it, so a crash between the two
   * leaves files no row names: idle song folders without a row are removed (by their key, as
   * the storage removes anything).
   */
  async function removeOrphanSongFiles(songsDir: string): Promise<number[]> {
    const ids = (await idleFolders(songsDir)).filter((name) => /^\d+$/.test(name)).map(Number);
    const kept = await repo.existing(ids);
    const orphans = ids.filter((id) => !kept.has(id));
    for (const id of orphans) await storage.deletePrefix(`songs/${id}/`);
    return orphans;
  }
  jobs.add({
    name: 'songs-listens',
    every: () => HOUR_MS,
    first: () => 10 * 60_000,
    run: () => songs.pruneListens(),
  });
  const module: FeatureModule = {
    name: 'songs',
    register: (app) => {
      songRoutes(app, {
        songs,
        uploads,
        storage,
        mediaPerAddress: caps.perAddress('media', MAX_MEDIA_STREAMS_PER_ADDRESS),
      });
      resumable.register(app);
    },
  };
  /** What the payments feature needs to sell songs and report an artist's figures. */
  const catalog = { forSale: songs.forSale, totals: songs.totals };
  // What the admin's report handling can do to a song, under the report type's name.
  const moderation = {
    song: {
      hide: (id: number) => songs.moderate('hide', id),
      remove: (id: number) => songs.moderate('remove', id),
    },
  };
  /** Which songs a listener hears whole (the others play as previews), for playlists. */
  const listenable = songs.fullAccess;
  return { module, catalog, moderation, listenable };
}

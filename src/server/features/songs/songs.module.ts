import { ARTIST_STORAGE_QUOTA_BYTES } from '../../../shared/songs.constants.js';
import { mediaStorageFor } from '../../lib/storage/index.js';
import type { MediaStorage } from '../../lib/storage/storage.js';
import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { createSongProcessor } from './songs.processing.js';
import { createSongsRepo } from './songs.repo.js';
import { createResumableUploads } from './songs.resumable.js';
import { songRoutes } from './songs.routes.js';
import { createSongsService, type SongsServiceDeps } from './songs.service.js';

/** Songs still waiting are looked for this often (after a restart, or to try again). */
const PROCESSING_SWEEP_MS = 30_000;
const PROCESSING_LOCK_KEY = 7_303;

/** Artists' music: uploads, processing, streaming with previews for premium songs, plays. */
export function createSongsModule(
  { db, env, jobs, log }: ModuleDeps,
  links: Pick<SongsServiceDeps, 'subscribedAmong' | 'streamingOpen'> & { storage?: MediaStorage },
) {
  const storage = links.storage ?? mediaStorageFor(env);
  const repo = createSongsRepo(db);
  const songs = createSongsService({
    repo,
    storage,
    processor: createSongProcessor(storage),
    subscribedAmong: links.subscribedAmong,
    ...(links.streamingOpen ? { streamingOpen: links.streamingOpen } : {}),
    background: jobs.track,
    log,
  });
  jobs.add({
    name: 'songs-processing',
    every: () => PROCESSING_SWEEP_MS,
    first: () => 5_000,
    leadership: { key: PROCESSING_LOCK_KEY, mode: 'each-run' },
    run: () => songs.processWaiting(),
  });
  const resumable = createResumableUploads({
    songs,
    dataDir: env.DATA_DIR,
    storageUsed: (artistId) => repo.storageUsed(artistId),
    quotaBytes: ARTIST_STORAGE_QUOTA_BYTES,
  });
  jobs.add({
    name: 'songs-unfinished-uploads',
    every: () => 60 * 60_000,
    first: () => 60_000,
    run: async () => {
      await resumable.cleanUp();
    },
  });
  const module: FeatureModule = {
    name: 'songs',
    register: (app) => {
      songRoutes(app, { songs, storage });
      resumable.register(app);
    },
  };
  return { module, songs };
}

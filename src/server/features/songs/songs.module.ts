import { mediaStorageFor } from '../../lib/storage/index.js';
import type { MediaStorage } from '../../lib/storage/storage.js';
import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { createSongProcessor } from './songs.processing.js';
import { createSongsRepo } from './songs.repo.js';
import { songRoutes } from './songs.routes.js';
import { createSongsService, type SongsServiceDeps } from './songs.service.js';

/** Songs still waiting are looked for this often (after a restart, or to try again). */
const PROCESSING_SWEEP_MS = 30_000;
const PROCESSING_LOCK_KEY = 7_303;

/** Artists' music: uploads, processing, streaming with previews for premium songs, plays. */
export function createSongsModule(
  { db, env, jobs, log }: ModuleDeps,
  links: Pick<SongsServiceDeps, 'subscribedAmong'> & { storage?: MediaStorage },
) {
  const storage = links.storage ?? mediaStorageFor(env);
  const songs = createSongsService({
    repo: createSongsRepo(db),
    storage,
    processor: createSongProcessor(storage),
    subscribedAmong: links.subscribedAmong,
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
  const module: FeatureModule = {
    name: 'songs',
    register: (app) => songRoutes(app, { songs, storage }),
  };
  return { module, songs };
}

import { station as stationFacts } from '../../../shared/site/station.js';
import { createLiveStream } from '../../lib/live-stream/live-stream.js';
import { LOCK_KEYS } from '../../lib/lock-keys.js';
import { mediaStorageFor } from '../../lib/storage/index.js';
import { MAX_MEDIA_STREAMS_PER_ADDRESS } from '../../lib/storage/send-stored.js';
import type { MediaStorage } from '../../lib/storage/storage.js';
import { DEMO_TRACKS, type DemoTrackSpec } from '../../lib/synth/index.js';
import type { AuditTrail, FeatureModule, ModuleDeps } from '../../modules.js';
import { createAirplayRepo } from './airplay.repo.js';
import { createLibraryRepo } from './library.repo.js';
import { libraryRoutes } from './library.routes.js';
import { createLibraryService } from './library.service.js';
import { createAutoDj, type RequestsPort } from './playout.autodj.js';
import { createStationLibrary } from './playout.library.js';
import { liquidsoapRoutes } from './playout.liquidsoap.js';
import { createLocalTally, createRedisTally } from './playout.listeners.js';
import { createPlayoutRepo } from './playout.repo.js';
import { MAX_LISTENERS_PER_ADDRESS, playoutRoutes } from './playout.routes.js';
import { createPlayoutService } from './playout.service.js';
import {
  createStationRuntime,
  type NowPlayingPort,
  type StationRuntime,
} from './playout.station.js';

const LIBRARY_SWEEP_MS = 60_000;
const PLAYOUT_BEAT_MS = 2_000;

export interface PlayoutLinks {
  nowPlaying: NowPlayingPort;
  requests: RequestsPort;
  notify: (
    userId: number,
    notice: { title: string; body: string; link: string | null },
  ) => Promise<void>;
  /** The audit trail, where the crew's decisions and library changes are recorded. */
  audit: AuditTrail;
  /** Whether this instance broadcasts the built-in station (no STREAM_URL, AutoDJ on). */
  builtIn: boolean;
  storage?: MediaStorage;
  /** Tests render a short demo library. */
  demo?: { tracks?: readonly DemoTrackSpec[]; seconds?: number };
}

/**
 * The station's playout: the library (demo tracks, approved artists' songs and the crew's
 * uploads, each with an on-air copy at the station's loudness) and its back office, the AutoDJ
 * that chooses, the built-in live stream, the DJs' controls, the artists' airplay submissions,
 * and the endpoints Liquidsoap asks.
 */
export function createPlayoutModule({ db, env, log, jobs, caps }: ModuleDeps, links: PlayoutLinks) {
  const storage = links.storage ?? mediaStorageFor(env);
  const repo = createPlayoutRepo(db);
  const autodj = createAutoDj({ repo, requests: links.requests });
  const tally = env.REDIS_URL ? createRedisTally(env.REDIS_URL, log) : createLocalTally();
  const playsOut = links.builtIn || !!env.STATION_API_TOKEN;

  // The stream asks the runtime for each next track; the runtime is made once the stream is.
  let runtime: StationRuntime | null = null;
  const stream = links.builtIn
    ? createLiveStream({
        source: { next: () => runtime?.source.next() ?? Promise.resolve(null) },
        stationName: stationFacts.name,
        log,
      })
    : null;
  const local = () => stream?.listeners() ?? 0;
  const listeners = () => tally.total(local());

  const shutdown = new AbortController();
  const library = createStationLibrary({
    repo,
    storage,
    log,
    signal: shutdown.signal,
    demo: { tracks: links.demo?.tracks ?? DEMO_TRACKS, seconds: links.demo?.seconds },
  });
  let preparing: Promise<void> | null = null;
  const prepare = () => {
    preparing ??= library.prepare().finally(() => {
      preparing = null;
    });
    return preparing;
  };
  if (playsOut) {
    // Not `first: 'start'`: rendering takes minutes and the site serves meanwhile.
    jobs.add({
      name: 'station-library',
      first: () => 0,
      every: () => LIBRARY_SWEEP_MS,
      leadership: { key: LOCK_KEYS.stationLibrary, mode: 'each-run' },
      run: prepare,
    });
  }

  if (stream) {
    const station = createStationRuntime({
      repo,
      autodj,
      storage,
      nowPlaying: links.nowPlaying,
      listeners,
      log,
    });
    runtime = station;
    station.attach(stream);
    jobs.add({
      name: 'station-playout',
      first: 'start',
      every: () => PLAYOUT_BEAT_MS,
      leadership: { key: LOCK_KEYS.stationPlayout, mode: 'held' },
      run: async ({ leader }) => station.beat(leader, await tally.share(local())),
    });
  }

  // An instance that plays nothing leaves the copies to the one that does (its sweep).
  const prepareSongs = () => {
    if (playsOut) void jobs.track(library.prepareSongs());
  };
  const prepareUploads = () => {
    if (playsOut) void jobs.track(library.prepareUploads());
  };
  const airplay = createAirplayRepo(db);
  const service = createPlayoutService({
    repo,
    airplay,
    autodj,
    runtime: stream && runtime ? { station: runtime, stream } : null,
    listeners,
    notify: links.notify,
    audit: links.audit,
    prepareSongs,
  });
  const officeLibrary = createLibraryService({
    repo: createLibraryRepo(db),
    airplay,
    audit: links.audit,
    storage,
    isCurrentDemo: library.isCurrentDemo,
    prepareSongs,
    prepareUploads,
    replan: () => runtime?.replan(),
  });

  const module: FeatureModule = {
    name: 'playout',
    register: (app) => {
      playoutRoutes(app, {
        service,
        stream,
        listenersPerAddress: caps.perAddress('station-listeners', MAX_LISTENERS_PER_ADDRESS),
      });
      libraryRoutes(app, {
        library: officeLibrary,
        storage,
        mediaPerAddress: caps.perAddress('media', MAX_MEDIA_STREAMS_PER_ADDRESS),
      });
      liquidsoapRoutes(app, {
        token: env.STATION_API_TOKEN,
        autodj,
        repo,
        storage,
        nowPlaying: links.nowPlaying,
        listeners,
      });
      // Rendering and encoding stop before the job runner waits for its runs to end.
      app.addHook('preClose', async () => shutdown.abort());
      if (stream) {
        app.addHook('onReady', async () => stream.start());
        // Listeners are let go before the server waits for its connections to end.
        app.addHook('preClose', async () => stream.stop());
      }
    },
    close: async () => {
      await stream?.stop();
      await tally.close();
    },
  };
  return { module };
}

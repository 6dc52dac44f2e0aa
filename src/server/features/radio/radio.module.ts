import type { ScheduleSlot } from '../../../shared/domain/schedule.js';
import { BUILT_IN_STREAM_PATH } from '../../../shared/radio.constants.js';
import { socialLinks, station } from '../../../shared/site/station.js';
import { LOCK_KEYS } from '../../lib/lock-keys.js';
import { createMemberConnections, type MemberEvents } from '../../lib/member-events.js';
import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { createNowPlayingService, type NowPlayingService } from './now-playing.service.js';
import { readNowPlayingSource } from './now-playing-source.js';
import { createRadioRepo } from './radio.repo.js';
import { MAX_EVENT_STREAMS_PER_ADDRESS, radioRoutes } from './radio.routes.js';

/**
 * The station on air: now playing polled through the job runner (one instance reads the
 * source under a held lock, the others follow the shared state), or told by the built-in
 * station as each track starts; history and live updates.
 */
export function createRadioModule(
  { db, env, log, jobs, caps }: ModuleDeps,
  links: {
    /** The programme, and word of its changes so the show on air follows them at once. */
    schedule: {
      slots(): Promise<ScheduleSlot[]>;
      onChange?(listener: () => Promise<void>): () => void;
    };
    /** Holds a listener online while their event stream is open; the returned function lets go. */
    presence?: { hold(userId: number): () => void };
    memberEvents?: Pick<MemberEvents, 'subscribe'>;
    /** The built-in station reports each track itself. */
    builtIn?: boolean;
  },
): { module: FeatureModule; nowPlaying: NowPlayingService } {
  const { schedule, memberEvents } = links;
  const holdPresence = (userId: number) => links.presence?.hold(userId) ?? (() => undefined);
  const sourceUrl = env.NOW_PLAYING_URL;
  const mount = env.STREAM_URL ? new URL(env.STREAM_URL).pathname : undefined;
  const builtIn = !!links.builtIn && !sourceUrl;
  const nowPlaying = createNowPlayingService({
    repo: createRadioRepo(db),
    readSource: sourceUrl ? () => readNowPlayingSource(sourceUrl, { mount }) : null,
    builtIn,
    loadSlots: () => schedule.slots(),
    intervalMs: env.NOW_PLAYING_INTERVAL_MS ?? 5000,
    log,
  });
  schedule.onChange?.(() =>
    nowPlaying
      .scheduleChanged()
      .catch((err: unknown) => log.warn({ err }, 'the changed schedule could not be read')),
  );
  let prepared = false;
  jobs.add({
    name: 'now-playing',
    first: 'start',
    every: (failedRuns) => nowPlaying.nextPollIn(failedRuns),
    ...(nowPlaying.readsSource ? { leadership: { key: LOCK_KEYS.nowPlaying, mode: 'held' } } : {}),
    run: async ({ leader }) => {
      if (!prepared) {
        prepared = true;
        await nowPlaying.prepare();
      }
      await nowPlaying.poll(leader);
    },
  });
  const module: FeatureModule = {
    name: 'radio',
    register: (app) =>
      radioRoutes(app, {
        nowPlaying,
        holdPresence,
        connections: memberEvents ? createMemberConnections(memberEvents) : undefined,
        publicReadMs: env.PUBLIC_READ_CACHE_MS,
        streamsPerAddress: caps.perAddress('event-streams', MAX_EVENT_STREAMS_PER_ADDRESS),
        station: {
          name: station.name,
          kind: env.STREAM_URL ? 'external' : builtIn ? 'builtIn' : 'none',
          streamUrl: env.STREAM_URL ?? (builtIn ? BUILT_IN_STREAM_PATH : null),
          playerEmbedUrl: env.PLAYER_EMBED_URL ?? null,
          recentlyPlayedEmbedUrl: env.RECENTLY_PLAYED_EMBED_URL ?? null,
          social: env.SOCIAL_LINKS ?? socialLinks(),
        },
      }),
    close: async () => nowPlaying.stop(),
  };
  return { module, nowPlaying };
}

import type { FastifyBaseLogger } from 'fastify';
import type { LiveStream, LiveTrack, TrackSource } from '../../lib/live-stream/live-stream.js';
import type { MediaStorage } from '../../lib/storage/storage.js';
import type { AutoDj, Choice } from './playout.autodj.js';
import type { LibraryTrack, PlayoutRepo } from './playout.repo.js';

/** What the station tells now playing: a track went on air, or the station went off air. */
export interface NowPlayingPort {
  report(reading: {
    online: boolean;
    listeners: number | null;
    started?: {
      artist: string;
      title: string;
      startedAt: Date;
      stationTrackId: number;
      songId: number | null;
      creatorId: number | null;
      isPreview: boolean;
      requestId: number | null;
    };
  }): Promise<{ id: number } | null>;
  refresh(): Promise<void>;
}

/** How many unplayable tracks one choice may step over before the station says it is off air. */
const MAX_SKIPPED = 8;
/** A follower waits this long for the playing instance to start the next track. */
const FOLLOW_WAIT_MS = 20_000;
const FOLLOW_POLL_MS = 500;

export const streamTitleOf = (track: Pick<LibraryTrack, 'artist' | 'title' | 'isPreview'>) =>
  `${track.artist} - ${track.title}${track.isPreview ? ' (preview)' : ''}`;

async function readWhole(storage: MediaStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * The built-in station's brain: the source the live stream asks for each next track, and what
 * happens when one goes on air (recorded once, with the listener count, for now playing and
 * the artist's airplay). The instance holding the playout lock chooses; every other instance
 * plays the same track from the same moment, read from the shared playout row.
 */
export function createStationRuntime(deps: {
  repo: PlayoutRepo;
  autodj: AutoDj;
  storage: MediaStorage;
  nowPlaying: NowPlayingPort;
  listeners: () => number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  let leader = false;
  let sequence = 0;
  /** Choices handed to the stream and not yet on air, by the live track's id. */
  const pending = new Map<string, Choice | { followed: number }>();
  let servingPlayedId: number | null = null;
  let stream: LiveStream | null = null;
  let firstOnAir = false;
  let reportedListeners: number | null = null;

  async function load(track: LibraryTrack): Promise<Buffer | null> {
    if (!track.onAirKey) return null;
    try {
      return await readWhole(deps.storage, track.onAirKey);
    } catch (error) {
      deps.log.warn(
        { err: error, trackId: track.id, key: track.onAirKey },
        'an on-air copy could not be read; the track is skipped',
      );
      await deps.repo.markFailed(track.id, 'The on-air copy is missing or unreadable.');
      return null;
    }
  }

  async function leaderNext(): Promise<LiveTrack | null> {
    const skip = new Set<number>();
    for (let tries = 0; tries < MAX_SKIPPED; tries += 1) {
      const choice = await deps.autodj.choose(skip);
      if (!choice) return null;
      const bytes = await load(choice.track);
      if (!bytes) {
        skip.add(choice.track.id);
        continue;
      }
      sequence += 1;
      const id = `${choice.track.id}:${sequence}`;
      pending.clear();
      pending.set(id, choice);
      return { id, title: streamTitleOf(choice.track), bytes };
    }
    return null;
  }

  /** Plays what the playing instance put on air, from where it is now. */
  async function followerNext(): Promise<LiveTrack | null> {
    const deadline = Date.now() + FOLLOW_WAIT_MS;
    while (Date.now() < deadline && !leader) {
      const row = await deps.repo.loadPlayout();
      if (row?.trackId && row.startedAt && row.playedTrackId !== servingPlayedId) {
        const track = await deps.repo.playableTrack(row.trackId);
        const elapsed = now().getTime() - row.startedAt.getTime();
        if (track && elapsed < (track.durationMs ?? 0) - 1000) {
          const bytes = await load(track);
          if (bytes) {
            sequence += 1;
            const id = `${track.id}:${sequence}`;
            pending.clear();
            pending.set(id, { followed: row.playedTrackId ?? 0 });
            return {
              id,
              title: streamTitleOf(track),
              bytes,
              startAtMs: Math.max(0, elapsed),
            };
          }
        }
      }
      await sleep(FOLLOW_POLL_MS);
    }
    return leader ? leaderNext() : null;
  }

  const source: TrackSource = {
    async next() {
      try {
        return leader ? await leaderNext() : await followerNext();
      } catch (error) {
        deps.log.error({ err: error }, 'the station could not choose its next track');
        return null;
      }
    },
  };

  async function started(track: LiveTrack, startedAt: Date) {
    const choice = pending.get(track.id);
    pending.delete(track.id);
    if (!choice) return;
    if ('followed' in choice) {
      servingPlayedId = choice.followed;
      await deps.nowPlaying.refresh();
      return;
    }
    reportedListeners = deps.listeners();
    const played = await deps.nowPlaying.report({
      online: true,
      listeners: reportedListeners,
      started: {
        artist: choice.track.artist,
        title: choice.track.title,
        startedAt,
        stationTrackId: choice.track.id,
        songId: choice.track.songId,
        creatorId: choice.track.creatorId,
        isPreview: choice.track.isPreview,
        requestId: choice.requestId,
      },
    });
    servingPlayedId = played?.id ?? null;
    await deps.autodj.aired(choice, startedAt);
    await deps.repo.savePlayout({
      trackId: choice.track.id,
      startedAt,
      playedTrackId: servingPlayedId,
    });
    deps.log.info(
      { trackId: choice.track.id, reason: choice.reason, title: track.title },
      'on air',
    );
    if (!firstOnAir) {
      firstOnAir = true;
      // The figure a first start is judged by: from the process starting to music on air.
      deps.log.info(
        { seconds: Number(process.uptime().toFixed(1)) },
        'the station is on air, this long after the server process started',
      );
    }
  }

  return {
    source,
    /** Hands the runtime the stream it feeds, once both exist. */
    attach(live: LiveStream) {
      stream = live;
      live.onTrackStart((track, startedAt) => {
        started(track, startedAt).catch((error) =>
          deps.log.error({ err: error }, 'a track start could not be recorded'),
        );
      });
      live.onStatus((onAir) => {
        if (onAir) return;
        deps.nowPlaying
          .report({ online: false, listeners: null })
          .catch((error) => deps.log.error({ err: error }, 'off air could not be recorded'));
      });
    },
    isLeader: () => leader,
    /**
     * One beat of the playout job: whether this instance plays out now, the listener count for
     * the others, a skip asked for elsewhere, and (for a follower) a track the playing
     * instance changed early.
     */
    async beat(isLeader: boolean, listenerCount: number) {
      const was = leader;
      leader = isLeader;
      if (leader && !was) stream?.replan();
      const row = await deps.repo.loadPlayout();
      if (leader) {
        if (row?.skipRequestedAt) {
          await deps.repo.clearSkip();
          stream?.skip();
        }
        // Written (and sent to every page) only when the count moved, not on every beat.
        if (stream?.onAir() && listenerCount !== reportedListeners) {
          reportedListeners = listenerCount;
          await deps.nowPlaying.report({ online: true, listeners: listenerCount });
        }
        return;
      }
      await deps.nowPlaying.refresh();
      if (row?.playedTrackId && servingPlayedId !== null && row.playedTrackId !== servingPlayedId) {
        // The playing instance moved on early (a DJ's skip): catch up now.
        stream?.replan();
        stream?.skip();
      }
    },
    /** A DJ's skip: at once here when this instance plays out, else through the shared row. */
    async skip() {
      if (leader && stream) stream.skip();
      else await deps.repo.requestSkip();
    },
    /** A DJ queued something: the prefetched choice is made again. */
    replan() {
      if (leader) stream?.replan();
    },
  };
}

export type StationRuntime = ReturnType<typeof createStationRuntime>;

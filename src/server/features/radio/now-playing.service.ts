import type { NowPlaying, OnAir } from '../../../shared/contracts/radio.js';
import {
  isPowerHour,
  powerHourEpisode,
  type ScheduleSlot,
  slotAt,
  zonedParts,
} from '../../../shared/domain/schedule.js';
import type { SourceReading } from './now-playing-source.js';
import type { NewPlayedTrack, OnAirTrackRow, RadioRepo, StationStatus } from './radio.repo.js';

const MAX_BACKOFF_MS = 60_000;
/**
 * How long a copy of the programme serves before it is read again. A change made on this
 * instance refreshes it at once (`scheduleChanged`); other instances catch up within this.
 */
const SLOTS_REFRESH_MS = 30_000;
/** A report of a track start this soon after the poll saw the same title is the same play. */
const SAME_PLAY_MS = 60_000;
/** How long the source may go on showing a track the playout engine said it replaced. */
const STALE_TITLE_MS = 10_000;

export interface NowPlayingDeps {
  repo: RadioRepo;
  /** Null when no now-playing source is configured. */
  readSource: (() => Promise<SourceReading>) | null;
  /** The built-in station reports to this service directly (`report`) instead of being polled. */
  builtIn?: boolean;
  loadSlots: () => Promise<ScheduleSlot[]>;
  intervalMs: number;
  now?: () => Date;
  log?: { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };
}

type Listener = (state: NowPlaying) => void;

export function onAirAt(slots: ScheduleSlot[], instant: Date): OnAir | null {
  const slot = slotAt(slots, instant);
  if (!slot) return null;
  return {
    slotId: slot.id,
    show: slot.show,
    host: slot.host,
    type: slot.type,
    startMinute: slot.startMinute,
    endMinute: slot.endMinute,
    episode: isPowerHour(slot) ? powerHourEpisode(zonedParts(instant).isoWeekday) : null,
  };
}

/**
 * Polls the now-playing source, records every track change once, and tells subscribers (the
 * Server-Sent Events streams) whenever what listeners should see changes. With several
 * instances only the holder of an advisory lock polls; the others follow the shared state row.
 */
export function createNowPlayingService(deps: NowPlayingDeps) {
  const now = deps.now ?? (() => new Date());
  const listeners = new Set<Listener>();
  let status: StationStatus = deps.readSource || deps.builtIn ? 'offline' : 'unconfigured';
  let track: OnAirTrackRow | null = null;
  let listenerCount: number | null = null;
  let updatedAt = now();
  let slots: ScheduleSlot[] = [];
  let slotsLoadedAt = 0;
  let failures = 0;
  let lastSent = '';
  /** The track a playout report replaced, and when: the source may show it a little longer. */
  let replaced: { artist: string; title: string; at: number } | null = null;

  const snapshot = (): NowPlaying => ({
    status,
    track: track
      ? {
          artist: track.artist,
          title: track.title,
          startedAt: track.startedAt.toISOString(),
          playId: track.id,
          creator: track.creator,
          songId: track.songId,
          preview: track.isPreview,
        }
      : null,
    listeners: listenerCount,
    onAir: onAirAt(slots, now()),
    updatedAt: updatedAt.toISOString(),
  });

  function publish() {
    const state = snapshot();
    // updatedAt moves on every poll; only a change listeners can see is worth sending.
    const visible = JSON.stringify({ ...state, updatedAt: undefined });
    if (visible === lastSent) return;
    lastSent = visible;
    for (const listener of listeners) listener(state);
  }

  async function refreshSlots() {
    if (Date.now() - slotsLoadedAt < SLOTS_REFRESH_MS && slots.length) return;
    slots = await deps.loadSlots();
    slotsLoadedAt = Date.now();
  }

  async function lead(readSource: () => Promise<SourceReading>) {
    let reading: SourceReading;
    try {
      reading = await readSource();
      failures = 0;
    } catch (err) {
      failures += 1;
      if (failures === 1)
        deps.log?.warn({ err }, 'now-playing source unreachable; station shown offline');
      reading = { online: false, artist: null, title: null, listeners: null };
    }
    const at = now();
    // Icecast shows a new title a moment after the playout engine reports the track: until
    // then it still shows the track that was replaced, which is no change.
    const stale =
      replaced !== null &&
      at.getTime() - replaced.at < STALE_TITLE_MS &&
      replaced.artist === reading.artist &&
      replaced.title === reading.title;
    if (reading.online && reading.title && !stale) {
      const changed = !track || track.artist !== reading.artist || track.title !== reading.title;
      if (changed) {
        track = await deps.repo.recordTrack({
          artist: reading.artist ?? '',
          title: reading.title,
          startedAt: at,
          listeners: reading.listeners,
        });
      }
    }
    status = reading.online ? 'online' : 'offline';
    listenerCount = reading.online ? reading.listeners : null;
    updatedAt = at;
    await deps.repo.saveState({ status, trackId: track?.id ?? null, listeners: listenerCount, at });
  }

  async function follow() {
    const row = await deps.repo.loadState();
    if (!row) return;
    status = row.state.status;
    track = row.track;
    listenerCount = row.state.listeners;
    updatedAt = row.state.updatedAt;
  }

  /** One round: the leader reads the source and records; the others follow the shared row. */
  async function poll(leader: boolean) {
    await refreshSlots();
    if (!deps.readSource) {
      publish();
      return;
    }
    if (leader) await lead(deps.readSource);
    else await follow();
    publish();
  }

  return {
    /** Loads the last known state, so a restart does not record the same track twice. */
    async prepare() {
      if (deps.readSource || deps.builtIn) await follow().catch(() => {});
    },
    poll,
    /**
     * The built-in station's own word, with no polling: a track went on air (recorded here
     * once), the station went on or off air, or the listener count moved. Saved to the shared
     * row, so the other instances follow it.
     */
    async report(reading: {
      online: boolean;
      listeners: number | null;
      started?: Omit<NewPlayedTrack, 'listeners'>;
    }): Promise<OnAirTrackRow | null> {
      const at = now();
      const started = reading.started;
      if (started) {
        // With Liquidsoap and Icecast, the poll of Icecast may have seen this track first:
        // that play is credited, not recorded twice.
        const earlier = track;
        if (earlier) replaced = { artist: earlier.artist, title: earlier.title, at: at.getTime() };
        const seen =
          earlier !== null &&
          earlier.stationTrackId === null &&
          earlier.artist === started.artist &&
          earlier.title === started.title &&
          at.getTime() - earlier.startedAt.getTime() < SAME_PLAY_MS;
        track = seen
          ? await deps.repo.creditTrack(earlier.id, started)
          : await deps.repo.recordTrack({ ...started, listeners: reading.listeners });
      }
      status = reading.online ? 'online' : 'offline';
      listenerCount = reading.online ? reading.listeners : null;
      updatedAt = at;
      await deps.repo.saveState({
        status,
        trackId: track?.id ?? null,
        listeners: listenerCount,
        at,
      });
      await refreshSlots().catch(() => {});
      publish();
      return started ? track : null;
    },
    /** The programme changed: the show on air is worked out again from it, and sent if it moved. */
    async scheduleChanged() {
      slotsLoadedAt = 0;
      await refreshSlots();
      publish();
    },
    /** Reads the shared row now (an instance that does not play out the built-in station). */
    async refresh() {
      await follow();
      await refreshSlots().catch(() => {});
      publish();
    },
    /** How long until the next poll: the interval, doubling while the source is unreachable. */
    nextPollIn: (failedRuns = 0) =>
      Math.min(deps.intervalMs * 2 ** Math.min(failures + failedRuns, 6), MAX_BACKOFF_MS),
    /** Whether polls need the leader's lock (only with a source to read). */
    readsSource: deps.readSource !== null,
    stop() {
      listeners.clear();
    },
    current: snapshot,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscriberCount: () => listeners.size,
    history: (limit: number) => deps.repo.history(limit),
  };
}

export type NowPlayingService = ReturnType<typeof createNowPlayingService>;

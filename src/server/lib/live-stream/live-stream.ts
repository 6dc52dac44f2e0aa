import type { IncomingMessage, ServerResponse } from 'node:http';
import { Audience } from './audience.js';
import { BurstRing } from './burst-ring.js';
import { headerSafe, liveHeaders, refuse, writeLiveHead } from './live-http.js';
import type {
  CurrentTrack,
  LiveStream,
  LiveStreamOptions,
  LiveTrack,
} from './live-stream.types.js';
import type { Mp3Frame } from './mp3-frames.js';
import { type Prepared, prepareTrack } from './prepare-track.js';

export type {
  CurrentTrack,
  LiveStream,
  LiveStreamLog,
  LiveStreamOptions,
  LiveTrack,
  TrackSource,
} from './live-stream.types.js';

/**
 * After a stall of the event loop (or a suspended process) the stream sends at most this much
 * audio at once to catch up and lets the rest of the gap go: a minute of audio written in one
 * tick would exceed every listener's backlog limit.
 */
const MAX_CATCH_UP_MS = 5_000;
/** Silence while the source is still answering turns into "off air" after this long. */
const DRY_OFF_AIR_MS = 5_000;
/** A run of unplayable tracks ends the round: the source is asked again after retryMs. */
const MAX_BAD_TRACKS_IN_A_ROW = 5;
/** What icy-br and the backlog limit assume before the first frame has been sent. */
const NOMINAL_BITRATE_KBPS = 128;
/** The longest stop() waits for a source call in flight. */
const STOP_WAIT_MS = 2_000;
/** What a refused listener's player is told to wait before trying again while off air. */
const OFF_AIR_RETRY_AFTER_S = 10;

interface Playing extends Prepared {
  index: number;
  remainingMs: number;
  startedAt: Date | undefined;
}

const silentLog = { info() {}, warn() {} };

function positive(name: string, value: number | undefined, fallback: number): number {
  const chosen = value ?? fallback;
  if (!Number.isFinite(chosen) || chosen <= 0) {
    throw new RangeError(`${name} must be a positive number, not ${String(value)}`);
  }
  return chosen;
}

/**
 * The station's one continuous live MP3 stream: tracks from `source` are cut into whole frames
 * and sent in real time, frame after frame, to every listener at once, so everyone hears the
 * same moment. See live-stream.types.ts for the contract.
 */
export function createLiveStream(options: LiveStreamOptions): LiveStream {
  const { source } = options;
  const burstMs = positive('burstMs', options.burstMs, 4_000);
  const icyMetaInt = Math.round(positive('icyMetaInt', options.icyMetaInt, 16_000));
  const maxBufferedMs = positive('maxBufferedMs', options.maxBufferedMs, 15_000);
  const tickMs = positive('tickMs', options.tickMs, 100);
  const prefetchMs = positive('prefetchMs', options.prefetchMs, 15_000);
  const offAirGraceMs = positive('offAirGraceMs', options.offAirGraceMs, 30_000);
  const retryMs = positive('retryMs', options.retryMs, 1_000);
  const format = options.format ?? { sampleRate: 44_100, channels: 2 };
  const stationName = headerSafe(options.stationName ?? 'Live');
  const clock = options.now ?? Date.now;
  const log = options.log ?? silentLog;

  const ring = new BurstRing(burstMs);
  const audience = new Audience(icyMetaInt, log);
  const trackStartListeners = new Set<(track: LiveTrack, startedAt: Date) => void>();
  const statusListeners = new Set<(onAir: boolean) => void>();

  let running = false;
  let timer: NodeJS.Timeout | undefined;
  /** Wall-clock time at which stream position 0 was (or would have been) on air. */
  let origin = 0;
  /** Milliseconds of audio sent so far: the start time of the next frame. */
  let position = 0;
  /** Audio bytes sent so far: the stream offset of the next frame. */
  let streamBytes = 0;
  let bitrateKbps = NOMINAL_BITRATE_KBPS;
  let playing: Playing | undefined;
  let upcoming: Prepared | undefined;
  let fetching: Promise<void> | undefined;
  /** Bumped by replan() and stop(): a source answer from an older generation is dropped. */
  let generation = 0;
  let retryAt = 0;
  let skipRequested = false;
  let onAir = false;
  let offAirSince = 0;
  let drySince: number | undefined;

  function notify<A extends unknown[]>(listeners: Set<(...args: A) => void>, ...args: A) {
    for (const listener of listeners) {
      try {
        listener(...args);
      } catch (error) {
        log.warn({ err: error }, 'a live stream event listener threw');
      }
    }
  }

  function setOnAir(value: boolean, now: number) {
    if (onAir === value) return;
    onAir = value;
    if (!value) {
      offAirSince = now;
      playing = undefined;
      // A listener who joins after the gap should not start with audio from before it.
      ring.clear();
    }
    log.info({ listeners: audience.count() }, value ? 'live stream on air' : 'live stream off air');
    notify(statusListeners, value);
  }

  async function fetchNext(asOf: number) {
    for (let attempt = 0; attempt < MAX_BAD_TRACKS_IN_A_ROW; attempt += 1) {
      let track: LiveTrack | null;
      try {
        track = await source.next();
      } catch (error) {
        log.warn({ err: error }, 'the track source failed; it counts as having nothing');
        track = null;
      }
      if (asOf !== generation) return;
      if (!track) {
        retryAt = clock() + retryMs;
        return;
      }
      const prepared = await prepareTrack(track, format, log);
      if (asOf !== generation) return;
      if (prepared) {
        upcoming = prepared;
        return;
      }
    }
    log.warn({ tracks: MAX_BAD_TRACKS_IN_A_ROW }, 'several tracks in a row could not be played');
    retryAt = clock() + retryMs;
  }

  function requestNextIfDue(now: number) {
    if (!running || fetching || upcoming || now < retryAt) return;
    if (playing && playing.remainingMs > prefetchMs) return;
    const request: Promise<void> = fetchNext(generation)
      .catch((error: unknown) => log.warn({ err: error }, 'asking for the next track failed'))
      .finally(() => {
        if (fetching === request) fetching = undefined;
      });
    fetching = request;
  }

  function begin(prepared: Prepared): Playing {
    const remainingMs = prepared.frames.reduce((sum, frame) => sum + frame.durationMs, 0);
    return { ...prepared, index: 0, remainingMs, startedAt: undefined };
  }

  function tick() {
    try {
      playOut(clock());
    } catch (error) {
      // A fault in one tick must not end the process (a throw in a timer would).
      log.warn({ err: error }, 'a live stream tick failed');
    }
  }

  function playOut(now: number) {
    if (skipRequested) {
      skipRequested = false;
      if (playing) log.info({ trackId: playing.track.id }, 'skipped the rest of a track');
      playing = undefined;
    }
    requestNextIfDue(now);

    let target = now - origin;
    if (target - position > MAX_CATCH_UP_MS) {
      log.warn(
        { behindMs: Math.round(target - position) },
        'the live stream fell behind real time',
      );
      origin = now - position - MAX_CATCH_UP_MS;
      target = now - origin;
    }
    const chunkStart = streamBytes;
    const pieces: Uint8Array[] = [];
    const started: Playing[] = [];
    let dry = false;
    // Every frame whose start time has come goes out now; positions are sums of frame
    // durations, so the stream keeps to the clock however late a tick fires.
    while (position <= target) {
      if (!playing || playing.index >= playing.frames.length) {
        if (!upcoming) {
          dry = true;
          break;
        }
        playing = begin(upcoming);
        upcoming = undefined;
      }
      const frame = playing.frames[playing.index] as Mp3Frame;
      if (playing.index === 0) {
        playing.startedAt = new Date(origin + position - playing.skippedMs);
        ring.mark(streamBytes, playing.title);
        started.push(playing);
      }
      playing.index += 1;
      playing.remainingMs -= frame.durationMs;
      pieces.push(frame.data);
      ring.push(frame.data, frame.durationMs);
      position += frame.durationMs;
      streamBytes += frame.data.length;
      bitrateKbps = frame.bitrateKbps;
    }
    if (dry) {
      // Nothing to send: the clock waits with the stream, so the gap is not made up later in a
      // rush that players would not expect.
      origin = now - position;
      drySince ??= now;
    } else {
      drySince = undefined;
    }
    if (pieces.length > 0) {
      setOnAir(true, now);
      audience.broadcast(Buffer.concat(pieces), chunkStart, ring.titleAt, maxBacklogBytes());
    }
    for (const track of started) notify(trackStartListeners, track.track, track.startedAt as Date);
    requestNextIfDue(now);

    if (dry && !upcoming && (!fetching || now - (drySince ?? now) >= DRY_OFF_AIR_MS)) {
      setOnAir(false, now);
    }
    if (!onAir && audience.count() > 0 && now - offAirSince >= offAirGraceMs) {
      log.info({ listeners: audience.count() }, 'ended the live stream listeners while off air');
      audience.endAll();
    }
  }

  function maxBacklogBytes(): number {
    return maxBufferedMs * ring.bytesPerMs(NOMINAL_BITRATE_KBPS / 8);
  }

  function serve(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? 'GET';
    const head = method === 'HEAD';
    if (method !== 'GET' && !head) {
      refuse(
        res,
        405,
        'METHOD_NOT_ALLOWED',
        'The live stream answers GET and HEAD only.',
        { allow: 'GET, HEAD' },
        true,
      );
      return;
    }
    if (!running || !onAir) {
      refuse(
        res,
        503,
        'STATION_OFF_AIR',
        'The station is not on air right now.',
        { 'retry-after': String(OFF_AIR_RETRY_AFTER_S) },
        !head,
      );
      return;
    }
    const wantsIcy = req.headers['icy-metadata'] === '1';
    const headers = liveHeaders(stationName, bitrateKbps, wantsIcy ? icyMetaInt : undefined);
    // A Range header is answered like any request: a live stream has no ranges, and a 416 (or
    // a 206 that cannot be honoured) would stop a player that retries with a range after a
    // network hiccup, where the live stream from now on is what it needs. Icecast does the same.
    writeLiveHead(res, headers);
    if (head) {
      res.end();
      return;
    }
    const burst = ring.burst();
    audience.add(res, wantsIcy, burst.bytes, burst.offset, ring.titleAt, maxBacklogBytes());
  }

  return {
    start() {
      if (running) return;
      running = true;
      origin = clock();
      position = 0;
      retryAt = 0;
      timer = setInterval(tick, tickMs);
      // The HTTP server keeps the process alive; the stream alone should not.
      timer.unref();
      tick();
    },

    async stop() {
      if (!running) return;
      running = false;
      generation += 1;
      clearInterval(timer);
      timer = undefined;
      audience.endAll();
      upcoming = undefined;
      setOnAir(false, clock());
      playing = undefined;
      drySince = undefined;
      skipRequested = false;
      // A source call in flight is waited for, so nothing of the stream runs after stop(), but
      // not for ever: a hung source must not hold up a shutdown.
      if (fetching) {
        let timeout: NodeJS.Timeout | undefined;
        await Promise.race([
          fetching,
          new Promise((resolve) => {
            timeout = setTimeout(resolve, STOP_WAIT_MS);
          }),
        ]);
        clearTimeout(timeout);
      }
    },

    serve,
    listeners: () => audience.count(),

    current(): CurrentTrack | null {
      return playing?.startedAt ? { track: playing.track, startedAt: playing.startedAt } : null;
    },

    onAir: () => onAir,

    onTrackStart(listener) {
      trackStartListeners.add(listener);
      return () => trackStartListeners.delete(listener);
    },

    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },

    skip() {
      if (running) skipRequested = true;
    },

    replan() {
      generation += 1;
      upcoming = undefined;
      retryAt = 0;
    },
  };
}

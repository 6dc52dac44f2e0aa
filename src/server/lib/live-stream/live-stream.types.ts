import type { IncomingMessage, ServerResponse } from 'node:http';

export interface LiveTrack {
  /** The source's id for the track. */
  id: string;
  /** What ICY StreamTitle carries, e.g. "Artist - Title". */
  title: string;
  /** A whole MP3 file (CBR 128 kb/s 44.1 kHz stereo normally; may start with an ID3 tag). */
  bytes: Uint8Array;
  /** Begin this far into the track (an instance joining mid-track). */
  startAtMs?: number;
}

export interface TrackSource {
  /**
   * The track to play after the current one; null when nothing can be played now. Never called
   * again before the previous call has settled.
   */
  next(): Promise<LiveTrack | null>;
}

export interface LiveStreamLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface LiveStreamOptions {
  source: TrackSource;
  /** What a new listener gets at once so playback starts immediately. Default 4,000. */
  burstMs?: number;
  /** Audio bytes between two ICY metadata blocks. Default 16,000. */
  icyMetaInt?: number;
  /**
   * A listener whose unsent backlog exceeds this much audio is dropped. Default 15,000; keep it
   * well above burstMs, since the burst itself may sit in the backlog for a moment.
   */
  maxBufferedMs?: number;
  /** Pacing tick. Default 100. */
  tickMs?: number;
  /** Ask source.next() this long before the current track ends. Default 15,000. */
  prefetchMs?: number;
  /** The icy-name header. Default "Live". */
  stationName?: string;
  /** Injectable clock (ms) for tests. Default Date.now. */
  now?: () => number;
  log?: LiveStreamLog;
  /** How long connected listeners are held, silent, once off air, before they are ended. Default 30,000. */
  offAirGraceMs?: number;
  /** The pause before asking the source again after it had nothing. Default 1,000. */
  retryMs?: number;
  /**
   * The stream's audio format; frames of any other are left out (players break on a change
   * mid-stream). Default 44.1 kHz stereo, what the upload pipeline produces.
   */
  format?: { sampleRate: number; channels: number };
}

export interface CurrentTrack {
  track: LiveTrack;
  /** When its first frame went on air, less the part skipped by startAtMs. */
  startedAt: Date;
}

export interface LiveStream {
  start(): void;
  /**
   * Ends every listener, stops timers, and waits (up to 2 s) for a source call in flight to
   * settle; its answer is dropped.
   */
  stop(): Promise<void>;
  /**
   * Serves one listener on a raw Node request/response (the Fastify route hijacks the reply and
   * calls this). Handles GET and HEAD.
   */
  serve(req: IncomingMessage, res: ServerResponse): void;
  listeners(): number;
  current(): CurrentTrack | null;
  onAir(): boolean;
  /** Called when a track's first frame goes on air (for now-playing, airplay records). */
  onTrackStart(listener: (track: LiveTrack, startedAt: Date) => void): () => void;
  /** Called when the stream goes off air (nothing to play) or back on. */
  onStatus(listener: (onAir: boolean) => void): () => void;
  /** Ends the current track now; the next one starts at the next tick (a DJ's skip). */
  skip(): void;
  /** Forgets the prefetched next track so the next call to source.next() decides again. */
  replan(): void;
}

import { ROTATION_SONG_SEPARATION_MS } from '../../../shared/radio.constants.js';
import type { LibraryTrack, PlayoutRepo } from './playout.repo.js';
import { artistKeyOf, chooseFromRotation } from './playout.rotation.js';

/** What the AutoDJ needs from listeners' song requests. */
export interface RequestsPort {
  /** Open requests, most votes first (then oldest). */
  openByVotes(): Promise<
    { id: number; artist: string; track: string; requestedBy: string | null }[]
  >;
  /** Marks a request played when its song goes on air. */
  markPlayed(id: number): Promise<void>;
}

/** A track chosen to go on air next, and why. */
export interface Choice {
  track: LibraryTrack;
  reason: 'dj' | 'request' | 'rotation';
  queueId: number | null;
  requestId: number | null;
  requestedBy: string | null;
}

const songKey = (artist: string, title: string) =>
  `${artist.trim().toLowerCase()}\u0000${title.trim().toLowerCase()}`;

/** Enough history for the artist rule even when the song window holds fewer plays. */
const RECENT_AT_LEAST = 12;

/**
 * Decides what plays next: a track a DJ queued (oldest first), else the most-voted open
 * request that names a library song, else the rotation's choice. Nothing is marked here: a
 * choice can be made again (a DJ queues something after the next track was picked) until it
 * goes on air.
 */
export function createAutoDj(deps: {
  repo: PlayoutRepo;
  requests: RequestsPort;
  now?: () => Date;
  random?: () => number;
}) {
  const now = deps.now ?? (() => new Date());

  async function queued(playable: Map<number, LibraryTrack>, skip: Set<number>) {
    const out: Choice[] = [];
    for (const entry of await deps.repo.waitingQueue()) {
      const track = playable.get(entry.trackId);
      if (!track || skip.has(track.id)) continue;
      out.push({
        track,
        reason: entry.requestId ? 'request' : 'dj',
        queueId: entry.id,
        requestId: entry.requestId,
        requestedBy: null,
      });
    }
    return out;
  }

  async function requested(tracks: LibraryTrack[], skip: Set<number>) {
    const bySong = new Map(tracks.map((track) => [songKey(track.artist, track.title), track]));
    const out: Choice[] = [];
    for (const request of await deps.requests.openByVotes()) {
      const track = bySong.get(songKey(request.artist, request.track));
      if (!track || skip.has(track.id) || out.some((c) => c.track.id === track.id)) continue;
      out.push({
        track,
        reason: 'request',
        queueId: null,
        requestId: request.id,
        requestedBy: request.requestedBy,
      });
    }
    return out;
  }

  async function rotation(tracks: LibraryTrack[], skip: Set<number>): Promise<Choice | null> {
    const at = now();
    const recent = await deps.repo.recentPlays(
      new Date(at.getTime() - ROTATION_SONG_SEPARATION_MS),
      RECENT_AT_LEAST,
    );
    const track = chooseFromRotation(
      tracks
        .filter((t) => !skip.has(t.id))
        .map((t) => Object.assign(t, { artistKey: artistKeyOf(t) })),
      recent.flatMap((play) =>
        play.trackId === null
          ? []
          : [{ trackId: play.trackId, artistKey: artistKeyOf(play), startedAt: play.startedAt }],
      ),
      at,
      deps.random,
    );
    return track
      ? { track, reason: 'rotation', queueId: null, requestId: null, requestedBy: null }
      : null;
  }

  return {
    /** The next track; `skip` names tracks found unplayable this round. */
    async choose(skip: Set<number> = new Set()): Promise<Choice | null> {
      const tracks = await deps.repo.playableTracks();
      const playable = new Map(tracks.map((track) => [track.id, track]));
      const [first] = await queued(playable, skip);
      if (first) return first;
      const [request] = await requested(tracks, skip);
      if (request) return request;
      return rotation(tracks, skip);
    },

    /** What the DJ sees coming: the queue, the requests that name library songs, then rotation. */
    async upcoming(limit: number): Promise<Choice[]> {
      const tracks = await deps.repo.playableTracks();
      const playable = new Map(tracks.map((track) => [track.id, track]));
      const none = new Set<number>();
      const list = [...(await queued(playable, none)), ...(await requested(tracks, none))];
      if (list.length < limit) {
        const next = await rotation(tracks, new Set(list.map((c) => c.track.id)));
        if (next) list.push(next);
      }
      return list.slice(0, limit);
    },

    /** Marks what a choice used up, once its track is on air. */
    async aired(choice: Choice, at: Date) {
      if (choice.queueId !== null) await deps.repo.markQueuePlayed(choice.queueId, at);
      if (choice.requestId !== null) await deps.requests.markPlayed(choice.requestId);
    },
  };
}

export type AutoDj = ReturnType<typeof createAutoDj>;

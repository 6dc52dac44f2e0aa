import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Actor, can } from '../../../shared/domain/policies.js';
import {
  ARTIST_STORAGE_QUOTA_BYTES,
  HONEST_PLAY_SECONDS,
  PLAY_WINDOW_MINUTES,
} from '../../../shared/songs.constants.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { MediaStorage } from '../../lib/storage/storage.js';
import type { SongRow, SongsRepo } from './songs.repo.js';

/** What processing does to an uploaded original; the media library does the work. */
export interface SongProcessor {
  process(song: SongRow): Promise<Pick<SongRow, 'streamKey' | 'previewKey' | 'peaks'>>;
}

/** What a listener paid for: the payments feature, which sells subscriptions and songs, answers. */
export interface Entitlements {
  /** Of `creatorIds`, those `userId` subscribes to with a paid period that covers now. */
  subscribedAmong(userId: number, creatorIds: readonly number[]): Promise<Set<number>>;
  /** Of `songIds`, those `userId` bought and still owns. */
  boughtAmong(userId: number, songIds: readonly number[]): Promise<Set<number>>;
}

export interface SongsServiceDeps {
  repo: SongsRepo;
  storage: MediaStorage;
  processor: SongProcessor;
  entitlements: Entitlements;
  /** Hands background work to the job runner, which waits for it at shutdown. */
  background: <T>(work: Promise<T>) => Promise<T>;
  log: { warn: (details: object, message: string) => void };
  /** Bytes an artist's storage holds, unfinished uploads included. */
  storageUsed: (artistId: number) => Promise<number>;
  quotaBytes?: number;
  /** The admin switch `streamingEnabled`: whether songs play on demand now. */
  streamingOpen?: () => Promise<boolean>;
  now?: () => Date;
}

const MAX_PROCESSING_ATTEMPTS = 3;
/**
 * A run has a song to itself this long; the sweep takes over only after it (the run died with
 * its process). Processing a 30-minute song takes well under a minute.
 */
const PROCESSING_LEASE_MS = 10 * 60_000;

const forbidden = () =>
  new HttpError(403, 'NOT_YOUR_SONG', 'Only the artist who uploaded this song may change it.');

/** The reported listen may run this far ahead of the time the server measured. */
const PLAY_SLACK_SECONDS = 0.5;

/** Artists' songs: processing, who may hear what, and honest plays. */
export function createSongsService(deps: SongsServiceDeps) {
  const { repo, storage } = deps;
  const now = deps.now ?? (() => new Date());
  const quota = deps.quotaBytes ?? ARTIST_STORAGE_QUOTA_BYTES;

  async function own(actor: Actor, id: number): Promise<SongRow> {
    const song = await repo.find(id);
    if (!song) throw notFound('That song does not exist.');
    if (!can(actor, 'song.manage', { ownerId: song.artistId })) throw forbidden();
    return song;
  }

  /** Processing of one song; a failure is kept on the song for the artist to read. */
  async function processSong(id: number): Promise<void> {
    const song = await repo.claimForProcessing(id, MAX_PROCESSING_ATTEMPTS, PROCESSING_LEASE_MS);
    if (!song) return;
    try {
      const made = await deps.processor.process(song);
      await repo.update(id, { ...made, status: 'ready', failure: null });
    } catch (error) {
      deps.log.warn({ err: error, songId: id }, 'song processing failed');
      const last = song.processingAttempts >= MAX_PROCESSING_ATTEMPTS;
      if (last) {
        await repo.update(id, {
          status: 'failed',
          failure: 'The audio could not be processed. Delete it and upload the file again.',
        });
      }
    }
  }

  return {
    processSong,

    /** Picks up songs left waiting (a restart mid-processing, a failed try to repeat). */
    async processWaiting() {
      for (const { id } of await repo.waiting(20)) await processSong(id);
    },

    async mine(actor: Actor) {
      const [songs, used] = await Promise.all([
        repo.ofArtist(actor.id),
        deps.storageUsed(actor.id),
      ]);
      return { songs, storageUsedBytes: used, storageQuotaBytes: quota };
    },

    async setPrivacy(actor: Actor, id: number, isPremium: boolean, priceCents?: number) {
      await own(actor, id);
      const updated = await repo.update(id, {
        isPremium,
        ...(priceCents !== undefined ? { priceCents } : {}),
      });
      if (!updated) throw notFound('That song does not exist.');
      return updated;
    },

    async edit(
      actor: Actor,
      id: number,
      changes: {
        title?: string;
        genre?: string;
        priceCents?: number;
        previewStartSeconds?: number;
      },
    ) {
      const song = await own(actor, id);
      const previewMoved =
        changes.previewStartSeconds !== undefined &&
        Math.round(changes.previewStartSeconds * 1000) !== song.previewStartMs;
      if (previewMoved && (changes.previewStartSeconds ?? 0) * 1000 >= song.durationMs) {
        throw new HttpError(400, 'BAD_REQUEST', 'The preview must start within the song.', [
          { field: 'previewStartSeconds', reason: 'is past the end of the song' },
        ]);
      }
      const updated = await repo.update(id, {
        ...(changes.title !== undefined ? { title: changes.title } : {}),
        ...(changes.genre !== undefined ? { genre: changes.genre } : {}),
        ...(changes.priceCents !== undefined ? { priceCents: changes.priceCents } : {}),
        ...(previewMoved
          ? {
              previewStartMs: Math.round((changes.previewStartSeconds ?? 0) * 1000),
              // The preview is cut again from the new start.
              status: 'processing',
              processingAttempts: 0,
            }
          : {}),
      });
      if (!updated) throw notFound('That song does not exist.');
      if (previewMoved) void deps.background(processSong(id));
      return updated;
    },

    async remove(actor: Actor, id: number) {
      await own(actor, id);
      await repo.remove(id);
      // The row goes first: nothing links to the files any more, whatever happens next.
      await storage.deletePrefix(`songs/${id}/`);
    },

    /** Whether a caller may hear the whole of each song (the others get the preview). */
    async fullAccess(
      actor: Actor | null,
      songs: readonly Pick<SongRow, 'id' | 'isPremium' | 'artistId'>[],
    ): Promise<Set<number>> {
      const open = new Set(songs.filter((song) => !song.isPremium).map((song) => song.id));
      const premium = songs.filter((song) => song.isPremium);
      if (!actor || premium.length === 0) return open;
      const [subscribed, bought] = await Promise.all([
        deps.entitlements.subscribedAmong(actor.id, [
          ...new Set(premium.map((song) => song.artistId)),
        ]),
        deps.entitlements.boughtAmong(
          actor.id,
          premium.map((song) => song.id),
        ),
      ]);
      for (const song of premium) {
        const hears = can(actor, 'song.listenFull', {
          ownerId: song.artistId,
          isPremium: true,
          subscribed: subscribed.has(song.artistId),
          bought: bought.has(song.id),
        });
        if (hears) open.add(song.id);
      }
      return open;
    },

    /** A creator and their songs that are ready to hear. */
    async ofCreator(username: string) {
      const artist = await repo.creatorByUsername(username);
      if (!artist) throw notFound('That creator does not exist.');
      return { artist, rows: await repo.ofArtist(artist.id, true) };
    },

    async readySong(id: number): Promise<SongRow> {
      const song = await repo.findListed(id);
      if (!song) throw notFound('That song does not exist.');
      return song;
    },

    /** A song to send as audio: refused while the admin settings pause on-demand streaming. */
    async streamable(id: number): Promise<SongRow> {
      if (deps.streamingOpen && !(await deps.streamingOpen())) {
        throw new HttpError(
          503,
          'STREAMING_DISABLED',
          'Song streaming is paused for now. The station is still on the air.',
        );
      }
      return this.readySong(id);
    },

    /** Moderation after a report: hide the song from listeners, or remove it and its files. */
    async moderate(action: 'hide' | 'remove', id: number) {
      if (action === 'hide') return repo.hide(id);
      await repo.remove(id);
      await storage.deletePrefix(`songs/${id}/`);
    },

    /**
     * Who is listening, for the honest-play rule: a member by their account; anyone else by
     * their address alone. Headers a client picks freely (the User-Agent) would let one listener
     * count as many.
     */
    listenerOf(who: { userId?: number | undefined; address: string }): string {
      if (who.userId !== undefined) return `u:${who.userId}`;
      return `a:${createHash('sha256').update(who.address).digest('hex').slice(0, 32)}`;
    },

    /** The server is sending the beginning of a song's audio to a listener: a listen begins. */
    async playBegan(songId: number, listener: string) {
      await repo.markPlayStart(songId, listener, now());
    },

    /**
     * Counts an honest play: 30 seconds heard (or the whole of a shorter song), not by the
     * artist, at most once per listener and song an hour. The seconds claimed count only as far
     * as the time since the server began sending the song to this listener; with no beginning
     * seen, nothing counts.
     */
    async play(song: SongRow, listener: string, artistListening: boolean, listenedSeconds: number) {
      const notCounted = { counted: false, playCount: song.playCount };
      const needed = Math.min(HONEST_PLAY_SECONDS, song.durationMs / 1000);
      if (artistListening || listenedSeconds + PLAY_SLACK_SECONDS < needed) return notCounted;
      const at = now();
      const began = await repo.playStartedAt(song.id, listener);
      if (!began) return notCounted;
      const heard = Math.min(listenedSeconds, (at.getTime() - began.getTime()) / 1000);
      if (heard + PLAY_SLACK_SECONDS < needed) return notCounted;
      const count = await repo.countPlay(song.id, listener, at, PLAY_WINDOW_MINUTES);
      return count === null ? notCounted : { counted: true, playCount: count };
    },

    /** Listens that began over a day ago can no longer count (no song is that long). */
    pruneListens: () => repo.pruneStarts(new Date(now().getTime() - 24 * 60 * 60_000)),

    totals: (artistId: number) => repo.totals(artistId),

    /** A member likes a ready song, or takes the like back; the answer has the new count. */
    async like(actor: Actor, id: number, liked: boolean) {
      const song = await this.readySong(id);
      return { liked, likeCount: await repo.setLike(song.id, actor.id, liked) };
    },

    /** Which of the songs the caller liked (none for a visitor). */
    likedAmong: (actor: Actor | null, songs: readonly SongRow[]) =>
      actor
        ? repo.likedAmong(
            actor.id,
            songs.map((song) => song.id),
          )
        : Promise.resolve(new Set<number>()),

    /** A ready song with its artist, for the payments feature to sell. */
    async forSale(id: number) {
      const song = await repo.findListed(id);
      if (!song) return null;
      const artist = await repo.artistName(song.artistId);
      if (!artist) return null;
      return {
        id: song.id,
        title: song.title,
        priceCents: song.priceCents,
        isPremium: song.isPremium,
        artist,
      };
    },
  };
}

/** A private temporary folder for one upload or one processing run. */
export async function withTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'song-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export type SongsService = ReturnType<typeof createSongsService>;

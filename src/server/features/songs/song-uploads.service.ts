import type { z } from 'zod';
import type { Actor } from '../../../shared/domain/policies.js';
import {
  ARTIST_STORAGE_QUOTA_BYTES,
  DEFAULT_SONG_GENRE,
  SONG_MAX_BYTES,
  SONG_MAX_SECONDS,
  SONG_OPEN_UPLOADS_MAX,
  SONG_TITLE_MAX,
} from '../../../shared/songs.constants.js';
import { HttpError } from '../../lib/http-error.js';
import { AudioRejected, inspectAudio } from '../../lib/media/audio-checks.js';
import type { MediaStorage } from '../../lib/storage/storage.js';
import type { SongUploadsRepo } from './song-uploads.repo.js';
import type { SongRow } from './songs.repo.js';

export interface SongUploadsServiceDeps {
  uploads: SongUploadsRepo;
  storage: MediaStorage;
  /** Processing of a stored song, handed to the job runner. */
  processLater: (songId: number) => void;
  quotaBytes?: number;
  /** How long an unfinished resumable upload is kept for its uploader to resume. */
  keepUnfinishedMs: number;
  now?: () => Date;
}

/** The status each refusal of an upload's bytes answers with. */
const REFUSALS: Record<AudioRejected['code'], number> = {
  NOT_AUDIO: 415,
  UNREADABLE: 422,
  TOO_LARGE: 413,
  TOO_LONG: 422,
  EMPTY: 400,
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this drops
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]+/g;

/**
 * A title made from text nobody typed (a file's name, an audio file's own tag): control
 * characters dropped and the length cut to the limit, so a strange file never fails the upload.
 */
export function titleFrom(text: string | null | undefined): string {
  const clean = (text ?? '').replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim();
  return Array.from(clean).slice(0, SONG_TITLE_MAX).join('').trim();
}

/**
 * Metadata the shared contract refused, as the 400 both upload routes answer: each field named
 * with its reason.
 */
export function uploadMetadataProblem(error: z.ZodError): HttpError {
  const fields = error.issues.map((issue) => ({
    field: issue.path.join('.') || 'metadata',
    reason: issue.message,
  }));
  const first = fields[0];
  return new HttpError(
    400,
    'VALIDATION_FAILED',
    first
      ? `The upload's details are not valid: ${first.field} ${first.reason}.`
      : "The upload's details are not valid.",
    fields,
  );
}

const megabytes = (bytes: number) => `${Math.ceil(bytes / (1024 * 1024))} MB`;

/**
 * Songs arriving: the checks on an uploaded file and the artist's storage, shared by the
 * one-request and the resumable route, and the room a resumable upload holds while it is on its
 * way (counted from its first request, so unfinished uploads cannot fill the disk).
 */
export function createSongUploadsService(deps: SongUploadsServiceDeps) {
  const { uploads, storage } = deps;
  const now = deps.now ?? (() => new Date());
  const quota = deps.quotaBytes ?? ARTIST_STORAGE_QUOTA_BYTES;

  const overQuota = (neededBytes: number, usedBytes: number) => {
    const left = Math.max(0, quota - usedBytes);
    return new HttpError(
      413,
      'OVER_QUOTA',
      `This file needs ${megabytes(neededBytes)}; your storage has ${megabytes(left)} left of ${megabytes(quota)} (unfinished uploads count too). Delete a song or cancel an unfinished upload to make room.`,
      [{ field: 'audio', reason: 'is over your storage quota' }],
    );
  };

  return {
    storageUsed: (artistId: number) => uploads.storageUsed(artistId, now()),

    /**
     * Takes an uploaded file from disk: checks it is audio and fits the limits and the artist's
     * quota, stores the original, and queues processing. The caller removes the temporary file.
     * A file that arrived as a resumable upload names it: the room its reservation holds becomes
     * the song's.
     */
    async upload(
      actor: Actor,
      file: { path: string; filename: string; fromUpload?: string },
      fields: { title?: string | undefined; genre?: string | undefined },
    ): Promise<SongRow> {
      let info: Awaited<ReturnType<typeof inspectAudio>>;
      try {
        info = await inspectAudio(file.path, {
          maxBytes: SONG_MAX_BYTES,
          maxSeconds: SONG_MAX_SECONDS,
        });
      } catch (error) {
        if (error instanceof AudioRejected) {
          throw new HttpError(REFUSALS[error.code], error.code, error.message, [
            { field: 'audio', reason: error.message },
          ]);
        }
        throw error;
      }
      const title =
        fields.title ||
        titleFrom(file.filename.replace(/\.[^.]+$/, '')) ||
        titleFrom(info.title) ||
        'Untitled';
      // The original is stored under its song's id first; the row follows, so a song's row
      // never names a file that is not there yet.
      const id = await uploads.nextSongId();
      const originalKey = `songs/${id}/original.${info.ext}`;
      await storage.putFile(originalKey, file.path, info.mime);
      let stored: Awaited<ReturnType<typeof uploads.insertWithinQuota>>;
      try {
        stored = await uploads.insertWithinQuota(
          {
            id,
            artistId: actor.id,
            title,
            genre: fields.genre || DEFAULT_SONG_GENRE,
            durationMs: Math.round(info.durationSeconds * 1000),
            bitrate: info.bitrate ? Math.round(info.bitrate) : null,
            sampleRate: info.sampleRate ?? null,
            sizeBytes: info.sizeBytes,
            originalKey,
            originalMime: info.mime,
          },
          quota,
          now(),
          file.fromUpload,
        );
      } catch (error) {
        await storage.deletePrefix(`songs/${id}/`);
        throw error;
      }
      if (!stored.song) {
        await storage.deletePrefix(`songs/${id}/`);
        throw overQuota(info.sizeBytes, stored.usedBytes);
      }
      deps.processLater(id);
      return stored.song;
    },

    /**
     * A resumable upload is starting: it must say how big it is, announce an audio type if any,
     * and fit beside the artist's stored songs and other unfinished uploads, of which there may be
     * only a few at a time.
     */
    async reserve(actor: Actor, upload: { id: string; sizeBytes?: number; filetype?: string }) {
      if (upload.sizeBytes === undefined) {
        throw new HttpError(
          400,
          'LENGTH_REQUIRED',
          'Say how big the file is when the upload starts (Upload-Length).',
          [{ field: 'Upload-Length', reason: 'is required' }],
        );
      }
      if (upload.filetype && !upload.filetype.startsWith('audio/')) {
        throw new HttpError(415, 'NOT_AUDIO', 'Please select an audio file.', [
          { field: 'filetype', reason: 'is not an audio type' },
        ]);
      }
      const at = now();
      const result = await uploads.reserve(
        {
          id: upload.id,
          artistId: actor.id,
          sizeBytes: upload.sizeBytes,
          expiresAt: new Date(at.getTime() + deps.keepUnfinishedMs),
        },
        { quotaBytes: quota, maxOpen: SONG_OPEN_UPLOADS_MAX, at },
      );
      if (result.reserved) return;
      if (result.openUploads >= SONG_OPEN_UPLOADS_MAX) {
        throw new HttpError(
          429,
          'TOO_MANY_UPLOADS',
          `You have ${SONG_OPEN_UPLOADS_MAX} unfinished uploads. Finish or cancel one of them before starting another.`,
        );
      }
      throw overQuota(upload.sizeBytes, result.usedBytes);
    },

    /** A resumable upload is done with (stored, refused or cancelled). */
    release: (id: string) => uploads.release(id),

    /** Unfinished uploads past their time, taken off the books; their bytes are the caller's. */
    takeExpired: () => uploads.takeExpired(now()),
  };
}

export type SongUploadsService = ReturnType<typeof createSongUploadsService>;

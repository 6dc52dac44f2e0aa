import { randomUUID } from 'node:crypto';
import {
  LIBRARY_PAGE_SIZE,
  type LibraryItem,
  type LibraryItemPage,
  STATION_UPLOAD_MAX_BYTES,
  STATION_UPLOAD_MAX_SECONDS,
  type StationUploadMetadata,
} from '../../../shared/contracts/playout.js';
import { type Actor, can } from '../../../shared/domain/policies.js';
import { forbidden, HttpError, notFound } from '../../lib/http-error.js';
import { type AudioInfo, AudioRejected, inspectAudio } from '../../lib/media/audio-checks.js';
import type { MediaStorage } from '../../lib/storage/storage.js';
import type { AuditTrail } from '../../modules.js';
import type { AirplayRepo } from './airplay.repo.js';
import type { LibraryFilter, LibraryRepo, OfficeTrackRow } from './library.repo.js';
import { toLibraryItem } from './playout.views.js';

/** A member of the crew as the audit trail names them. */
export type CrewActor = Actor & { username: string };

/** The status each refusal of an upload's bytes answers with, as for artists' songs. */
const REFUSALS: Record<AudioRejected['code'], number> = {
  NOT_AUDIO: 415,
  UNREADABLE: 422,
  TOO_LARGE: 413,
  TOO_LONG: 422,
  EMPTY: 400,
};

const named = (track: Pick<OfficeTrackRow, 'title' | 'artist'>) =>
  `“${track.title}” by ${track.artist}`;

export interface LibraryServiceDeps {
  repo: LibraryRepo;
  airplay: Pick<AirplayRepo, 'isApproved'>;
  audit: AuditTrail;
  storage: MediaStorage;
  /** Whether a demo track's composition is still the one the station renders. */
  isCurrentDemo: (demoKey: string | null) => boolean;
  /** Make on-air copies now, in the background (uploads; approved songs). */
  prepareUploads: () => void;
  prepareSongs: () => void;
  /** The track chosen to play next is chosen again, as the rotation changed. */
  replan: () => void;
}

/**
 * The station's library in the back office: every track with its plays, taking tracks out of
 * rotation and putting them back, and the crew's own uploads. Each change is written to the
 * audit trail in the transaction that makes it.
 */
export function createLibraryService(deps: LibraryServiceDeps) {
  const mayManage = (actor: Actor) => {
    if (!can(actor, 'library.manage')) {
      throw forbidden('Only DJs and admins manage the station’s library.');
    }
  };

  async function item(id: number): Promise<LibraryItem> {
    const row = await deps.repo.find(id);
    if (!row) throw notFound('That track is not in the station’s library.');
    return toLibraryItem(row);
  }

  /** Why a track taken out may not go back, if it may not. */
  async function mayReturn(track: OfficeTrackRow) {
    if (track.source === 'demo' && !deps.isCurrentDemo(track.demoKey)) {
      throw new HttpError(
        409,
        'TRACK_REPLACED',
        'This demo track was replaced by a newer version of its composition, which is in the library.',
      );
    }
    if (
      track.source === 'song' &&
      (track.songId === null || !(await deps.airplay.isApproved(track.songId)))
    ) {
      throw new HttpError(
        409,
        'NOT_APPROVED',
        'The artist’s song is no longer approved for airplay (withdrawn, or declined since), so it cannot go back on air.',
      );
    }
  }

  async function inspect(path: string): Promise<AudioInfo> {
    try {
      return await inspectAudio(path, {
        maxBytes: STATION_UPLOAD_MAX_BYTES,
        maxSeconds: STATION_UPLOAD_MAX_SECONDS,
      });
    } catch (error) {
      if (error instanceof AudioRejected) {
        throw new HttpError(REFUSALS[error.code], error.code, `${error.message}.`, [
          { field: 'audio', reason: error.message },
        ]);
      }
      throw error;
    }
  }

  return {
    async list(actor: Actor, filter: LibraryFilter): Promise<LibraryItemPage> {
      mayManage(actor);
      const rows = await deps.repo.list(filter, LIBRARY_PAGE_SIZE + 1);
      const page = rows.slice(0, LIBRARY_PAGE_SIZE);
      const last = page.at(-1);
      return {
        tracks: page.map(toLibraryItem),
        nextCursor: rows.length > LIBRARY_PAGE_SIZE && last ? last.id : null,
      };
    },

    /**
     * Takes a track out of rotation or puts it back. A track already as asked is answered as it
     * is, with nothing recorded, so two DJs clicking at once make one entry.
     */
    /**
     * Where a track of the station's own library (a demo or an upload, ready and in rotation) is
     * stored, for listeners playing it on demand from a playlist. Artists' songs are not served
     * this way: they play through the songs' routes, where the premium rules hold.
     */
    async onDemandKey(id: number): Promise<string> {
      const track = await deps.repo.find(id);
      if (
        !track?.onAirKey ||
        track.songId !== null ||
        track.status !== 'ready' ||
        track.retiredAt !== null
      ) {
        throw notFound('That track is not in the station’s library.');
      }
      return track.onAirKey;
    },

    async setRotation(actor: CrewActor, id: number, inRotation: boolean): Promise<LibraryItem> {
      mayManage(actor);
      const track = await deps.repo.find(id);
      if (!track) throw notFound('That track is not in the station’s library.');
      if (inRotation && track.retiredAt) await mayReturn(track);
      const changed = await deps.repo.transaction(async (tx) => {
        if (!(await deps.repo.setRetired(tx, id, !inRotation))) return false;
        const after = await deps.repo.find(id, tx);
        await deps.audit.append(tx, {
          actor: { id: actor.id, username: actor.username },
          action: inRotation ? 'library.putBack' : 'library.takeOut',
          summary: inRotation
            ? `Put ${named(track)} back in rotation`
            : `Took ${named(track)} out of rotation`,
          targetType: 'station_track',
          targetId: id,
          before: { retiredAt: track.retiredAt?.toISOString() ?? null },
          after: { retiredAt: after?.retiredAt?.toISOString() ?? null },
        });
        return true;
      });
      if (changed) {
        deps.replan();
        // A track back in rotation may still need its on-air copy.
        if (inRotation && track.source === 'song') deps.prepareSongs();
        if (inRotation && track.source === 'upload') deps.prepareUploads();
      }
      return item(id);
    },

    /**
     * Takes a file the crew uploaded from disk: checks it is audio within the limits (by its
     * bytes, never its name), stores the original, and records the new track; its on-air copy
     * is made in the background as for an approved song. The caller removes the temporary file.
     */
    async upload(
      actor: CrewActor,
      file: { path: string },
      fields: Pick<StationUploadMetadata, 'title' | 'artist'>,
    ): Promise<LibraryItem> {
      mayManage(actor);
      const info = await inspect(file.path);
      const sourceKey = `station/uploads/${randomUUID()}/original.${info.ext}`;
      await deps.storage.putFile(sourceKey, file.path, info.mime);
      let id: number;
      try {
        id = await deps.repo.transaction(async (tx) => {
          const track = { artist: fields.artist, title: fields.title };
          const made = await deps.repo.insertUpload(tx, {
            ...track,
            sourceKey,
            uploadedBy: actor.id,
          });
          await deps.audit.append(tx, {
            actor: { id: actor.id, username: actor.username },
            action: 'library.upload',
            summary: `Uploaded ${named(track)} to the station’s library`,
            targetType: 'station_track',
            targetId: made,
            after: {
              ...track,
              sizeBytes: info.sizeBytes,
              seconds: Math.round(info.durationSeconds),
            },
          });
          return made;
        });
      } catch (error) {
        // No row names the stored file, so nothing else would ever remove it.
        await deps.storage.delete(sourceKey).catch(() => undefined);
        throw error;
      }
      deps.prepareUploads();
      return item(id);
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;

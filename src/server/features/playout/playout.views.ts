import type {
  AirplaySubmission,
  LibraryItem,
  StationTrack,
} from '../../../shared/contracts/playout.js';
import type { AirplayRepo } from './airplay.repo.js';
import type { OfficeTrackRow } from './library.repo.js';
import type { LibraryTrack } from './playout.repo.js';

type SubmissionRow = Awaited<ReturnType<AirplayRepo['submissions']>>[number];

export function toStationTrack(track: LibraryTrack): StationTrack {
  return {
    id: track.id,
    artist: track.artist,
    title: track.title,
    durationMs: track.durationMs ?? 0,
    source: track.source,
    preview: track.isPreview,
    creator: track.creator,
  };
}

export function toSubmission(row: SubmissionRow): AirplaySubmission {
  return {
    id: row.id,
    song: { id: row.songId, title: row.songTitle, premium: row.premium },
    creator: { username: row.username, displayName: row.displayName },
    status: row.status,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    airplays: row.airplays,
  };
}

/**
 * Why an on-air copy could not be made, for the crew: the recorded error names files on the
 * server, so it is put in words instead.
 */
function failureText(failure: string | null): string {
  if (failure && /\bsilent\b|no sound/.test(failure)) {
    return 'The file is silent: there is nothing to put on air.';
  }
  return 'The on-air copy could not be made from this file.';
}

/** A track as the back office sees it; its storage keys stay on the server. */
export function toLibraryItem(row: OfficeTrackRow): LibraryItem {
  return {
    id: row.id,
    artist: row.artist,
    title: row.title,
    source: row.source,
    status: row.status,
    failure: row.status === 'failed' ? failureText(row.failure) : null,
    durationMs: row.durationMs,
    preview: row.isPreview,
    creator: row.creator,
    plays: row.plays,
    retiredAt: row.retiredAt?.toISOString() ?? null,
    playable: row.playable,
    createdAt: row.createdAt.toISOString(),
  };
}

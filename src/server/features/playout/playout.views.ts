import type { AirplaySubmission, StationTrack } from '../../../shared/contracts/playout.js';
import type { AirplayRepo } from './airplay.repo.js';
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

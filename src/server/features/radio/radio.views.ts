import type { PlayedTrack } from '../../../shared/contracts/radio.js';
import type { OnAirTrackRow } from './radio.repo.js';

/** A track of the station's history: what played, when, to how many, and whose it was. */
export function toPlayedTrack(row: OnAirTrackRow): PlayedTrack {
  return {
    id: row.id,
    artist: row.artist,
    title: row.title,
    startedAt: row.startedAt.toISOString(),
    listeners: row.listeners,
    creator: row.creator,
    preview: row.isPreview,
  };
}

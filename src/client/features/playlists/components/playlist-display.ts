import type { PlaylistSummary } from '../../../../shared/contracts/playlists';
import {
  MOST_REQUESTED_DAYS,
  type PlaylistCategory,
  type PlaylistKind,
} from '../../../../shared/playlists.constants';

/** A playlist's kind on its card and page: one word or two, where the filter says "By era". */
export const CATEGORY_NAMES: Record<PlaylistCategory, string> = {
  era: 'Era',
  mood: 'Mood',
  'dj-special': 'DJ special',
  station: 'From the station',
};

/** The kinds the crew chooses from in the back office. */
export const KIND_NAMES: Record<PlaylistKind, string> = {
  era: 'Era',
  mood: 'Mood',
  'dj-special': 'DJ special',
};

/** "47 min", "1 h 12 min"; under a minute counts as one. */
export function playlistLength(durationMs: number): string {
  const minutes = Math.max(1, Math.round(durationMs / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest ? `${Math.floor(minutes / 60)} h ${rest} min` : `${minutes / 60} h`;
}

/** "12 tracks · 47 min"; "1 track · 4 min"; "No tracks yet". */
export function countAndLength(playlist: Pick<PlaylistSummary, 'trackCount' | 'durationMs'>) {
  if (playlist.trackCount === 0) return 'No tracks yet';
  const count = `${playlist.trackCount} ${playlist.trackCount === 1 ? 'track' : 'tracks'}`;
  return `${count} · ${playlistLength(playlist.durationMs)}`;
}

/** A track's length as "3:07" (an hour or more as "1:02:07"); a dash when it is not known. */
export function trackLength(durationMs: number | null): string {
  if (durationMs === null) return '–';
  const total = Math.round(durationMs / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** Why a playlist holds nothing yet: the automatic ones fill from what the station does. */
export function nothingYet(playlist: Pick<PlaylistSummary, 'slug' | 'automatic'>): string {
  if (!playlist.automatic) return 'No tracks in this playlist yet';
  if (playlist.slug === 'played-this-week') return 'Nothing played this week yet';
  if (playlist.slug === 'most-requested') {
    return `No requests in the last ${MOST_REQUESTED_DAYS} days yet`;
  }
  return 'Nothing here yet: it fills as the station plays';
}

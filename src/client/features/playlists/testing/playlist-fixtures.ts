import { vi } from 'vitest';
import type {
  OfficeEntry,
  OfficePlaylist,
  Playlist,
  PlaylistSummary,
  PlaylistTrack,
} from '../../../../shared/contracts/playlists';
import type { PlaylistPlayer } from '../hooks/use-playlist-player';

/** A playlist as the public list sends it, with whatever a test cares about overridden. */
export function playlistSummary(
  fields: Partial<PlaylistSummary> & Pick<PlaylistSummary, 'slug' | 'title'>,
): PlaylistSummary {
  return {
    category: 'era',
    description: '',
    host: '',
    automatic: false,
    trackCount: 0,
    durationMs: 0,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...fields,
  };
}

export const nightDrive = playlistSummary({
  slug: 'night-drive-1986',
  title: 'Night Drive 1986',
  category: 'era',
  description: 'The soundtrack of a summer that never ended.',
  trackCount: 12,
  durationMs: 47 * 60_000,
});

export const midnightFocus = playlistSummary({
  slug: 'midnight-focus',
  title: 'Midnight Focus',
  category: 'mood',
  description: 'Slow and steady for the late shift.',
  trackCount: 1,
  durationMs: 4 * 60_000 + 10_000,
});

export const novaPicks = playlistSummary({
  slug: 'nova-picks',
  title: 'Nova’s Picks',
  category: 'dj-special',
  host: 'DJ Nova',
  description: 'What DJ Nova plays on the way home.',
  trackCount: 20,
  durationMs: 72 * 60_000,
});

export const playedThisWeek = playlistSummary({
  slug: 'played-this-week',
  title: 'Played this week',
  category: 'station',
  automatic: true,
  trackCount: 0,
  durationMs: 0,
});

export const playlistList = [nightDrive, midnightFocus, novaPicks, playedThisWeek];

/** A track as a listener plays it. */
export function playlistTrack(
  fields: Partial<PlaylistTrack> & Pick<PlaylistTrack, 'id' | 'title'>,
): PlaylistTrack {
  return {
    kind: 'track',
    artist: 'NightDrive FM',
    durationMs: 200_000,
    creator: null,
    audioUrl: `/api/station/tracks/${fields.id}/audio`,
    fullLength: true,
    ...fields,
  };
}

export const sunsetGrid = playlistTrack({
  id: 3,
  title: 'Sunset Grid',
  artist: 'Lazerhawk Jr',
  durationMs: 245_000,
});

export const neonRain = playlistTrack({
  kind: 'song',
  id: 12,
  title: 'Neon Rain',
  artist: 'Neon Rider',
  durationMs: 187_000,
  creator: { username: 'neonrider', displayName: 'Neon Rider' },
  audioUrl: '/api/songs/12/preview',
  fullLength: false,
});

export const chromeHeart = playlistTrack({
  kind: 'song',
  id: 14,
  title: 'Chrome Heart',
  artist: 'Aurora Vex',
  durationMs: 3_725_000,
  creator: { username: 'auroravex', displayName: 'Aurora Vex' },
  audioUrl: '/api/songs/14/stream',
});

/** Night Drive 1986 with three of its tracks, as a visitor gets it. */
export function nightDriveDetail(fields: Partial<Playlist> = {}): Playlist {
  return {
    ...nightDrive,
    trackCount: 3,
    durationMs: 245_000 + 187_000 + 3_725_000,
    tracks: [sunsetGrid, neonRain, chromeHeart],
    saved: false,
    ...fields,
  };
}

/** The site's player, faked: nothing plays until a test says so, and each play is recorded. */
export function fakePlayer(queue: PlaylistPlayer['queue'] = null) {
  const player = {
    queue,
    playQueue: vi.fn<PlaylistPlayer['playQueue']>(async () => undefined),
  } satisfies PlaylistPlayer;
  return player;
}

/** An entry as the back office and its track picker show it. */
export function officeEntry(
  fields: Partial<OfficeEntry> & Pick<OfficeEntry, 'id' | 'title'>,
): OfficeEntry {
  return {
    kind: 'track',
    artist: 'NightDrive FM',
    durationMs: 200_000,
    premium: false,
    available: true,
    ...fields,
  };
}

/** A playlist as the back office reads it. */
export function officePlaylist(
  fields: Partial<OfficePlaylist> & Pick<OfficePlaylist, 'id' | 'title'>,
): OfficePlaylist {
  return {
    slug: fields.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    kind: 'era',
    description: '',
    host: '',
    published: false,
    entries: [],
    version: 1,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...fields,
  };
}

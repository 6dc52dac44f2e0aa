import type {
  OfficeEntry,
  OfficePlaylist,
  PlaylistCategory,
  PlaylistSummary,
  PlaylistTrack,
} from '../../../shared/contracts/playlists.js';
import type { PlaylistRow, ResolvedEntry } from './playlists.repo.js';

/** Where a listener hears an entry: a song by the songs' own routes (their premium rules hold). */
export function audioUrlOf(entry: ResolvedEntry, fullLength: boolean): string {
  if (entry.kind === 'track') return `/api/station/tracks/${entry.id}/listen`;
  return `/api/songs/${entry.id}/${fullLength ? 'stream' : 'preview'}`;
}

/** An entry as a listener plays it; `full` holds the songs this listener hears whole. */
export function toPlaylistTrack(entry: ResolvedEntry, full: ReadonlySet<number>): PlaylistTrack {
  const fullLength = entry.kind === 'track' || full.has(entry.id);
  return {
    kind: entry.kind,
    id: entry.id,
    title: entry.title,
    artist: entry.artist,
    durationMs: entry.durationMs,
    creator:
      entry.username && entry.displayName
        ? { username: entry.username, displayName: entry.displayName }
        : null,
    audioUrl: audioUrlOf(entry, fullLength),
    fullLength,
  };
}

export function toOfficeEntry(entry: ResolvedEntry): OfficeEntry {
  return {
    kind: entry.kind,
    id: entry.id,
    title: entry.title,
    artist: entry.artist,
    durationMs: entry.durationMs,
    premium: entry.premium,
    available: entry.available,
  };
}

/** A playlist's card: what is heard of it now (entries taken out of the library do not count). */
export function toSummary(
  head: {
    slug: string;
    title: string;
    category: PlaylistCategory;
    description: string;
    host: string;
    updatedAt: Date;
  },
  entries: readonly ResolvedEntry[],
): PlaylistSummary {
  const heard = entries.filter((entry) => entry.available);
  return {
    slug: head.slug,
    title: head.title,
    category: head.category,
    description: head.description,
    host: head.host,
    automatic: head.category === 'station',
    trackCount: heard.length,
    durationMs: heard.reduce((sum, entry) => sum + (entry.durationMs ?? 0), 0),
    updatedAt: head.updatedAt.toISOString(),
  };
}

export const summaryOfRow = (row: PlaylistRow, entries: readonly ResolvedEntry[]) =>
  toSummary({ ...row, category: row.kind }, entries);

export function toOfficePlaylist(
  row: PlaylistRow,
  entries: readonly ResolvedEntry[],
): OfficePlaylist {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    kind: row.kind,
    description: row.description,
    host: row.host,
    published: row.publishedAt !== null,
    entries: entries.map(toOfficeEntry),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

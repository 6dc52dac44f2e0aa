import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Catalogue,
  OfficePlaylist,
  Playlist,
  PlaylistInput,
  PlaylistSaveResult,
  PlaylistSummary,
  PlaylistUpdate,
} from '../../../../shared/contracts/playlists';
import { checkedBy } from '../../../lib/address-query';
import { apiRequest } from '../../../lib/api-client';

// The contract (and zod with it) loads with the first answer to check, not with the page: the
// server renders /playlists and each playlist's page with their data (see `checkedBy`).
const contract = () => import('../../../../shared/contracts/playlists');

export const PLAYLISTS_URL = '/api/playlists';
const OFFICE_URL = `${PLAYLISTS_URL}/office`;
const playlistUrl = (slug: string) => `${PLAYLISTS_URL}/${encodeURIComponent(slug)}`;

/** Every playlists query starts with this, so one invalidation reaches them all after a change. */
export const PLAYLISTS_ROOT = 'playlists';

/** What only the signed-in member may see: the server never renders it into a page. */
const personal = { personal: true } as const;

const get = <Schema extends z.ZodType>(
  url: string,
  signal: AbortSignal,
  schema: () => Promise<Schema>,
): Promise<z.output<Schema>> => checkedBy(apiRequest(url, { signal }), schema);

export const playlistQueries = {
  /** The crew's published playlists and the station's automatic ones. */
  list: () =>
    queryOptions({
      queryKey: [PLAYLISTS_ROOT, 'list'] as const,
      queryFn: async ({ signal }): Promise<PlaylistSummary[]> =>
        (await get(PLAYLISTS_URL, signal, () => contract().then((c) => c.playlistListSchema)))
          .playlists,
    }),

  /**
   * One playlist with its tracks. Rendered with the page as a visitor hears it; once the browser
   * knows a member is signed in it is read again, with their saved mark and full-length songs.
   */
  detail: (slug: string) =>
    queryOptions({
      queryKey: [PLAYLISTS_ROOT, 'detail', slug] as const,
      // "No such playlist" is an answer, not a hiccup: it stays, as the server rendered it.
      retryOnMount: false,
      queryFn: ({ signal }): Promise<Playlist> =>
        get(playlistUrl(slug), signal, () => contract().then((c) => c.playlistSchema)),
    }),

  /** The playlists the member keeps in their lists. */
  saved: () =>
    queryOptions({
      queryKey: [PLAYLISTS_ROOT, 'saved'] as const,
      queryFn: async ({ signal }): Promise<PlaylistSummary[]> =>
        (
          await get(`${PLAYLISTS_URL}/saved`, signal, () =>
            contract().then((c) => c.playlistListSchema),
          )
        ).playlists,
      meta: personal,
    }),

  /** Every playlist, drafts too, with the version a change must name: the back office's. */
  office: () =>
    queryOptions({
      queryKey: [PLAYLISTS_ROOT, 'office'] as const,
      queryFn: async ({ signal }): Promise<OfficePlaylist[]> =>
        (await get(OFFICE_URL, signal, () => contract().then((c) => c.officePlaylistListSchema)))
          .playlists,
      meta: personal,
    }),

  /** The station's tracks and published songs matching a search; the newest for none. */
  catalogue: (search: string) =>
    queryOptions({
      queryKey: [PLAYLISTS_ROOT, 'catalogue', search] as const,
      queryFn: async ({ signal }): Promise<Catalogue['entries']> =>
        (
          await get(`${OFFICE_URL}/catalogue?${new URLSearchParams({ q: search })}`, signal, () =>
            contract().then((c) => c.catalogueSchema),
          )
        ).entries,
      // The library changes while the crew works: a search asked again a minute later is asked anew.
      staleTime: 60_000,
      meta: personal,
    }),
};

/** Keeps the playlist in the member's lists (true) or takes it out (false). */
export function setSaved(slug: string, saved: boolean): Promise<PlaylistSaveResult> {
  return checkedBy(
    apiRequest(`${playlistUrl(slug)}/save`, { method: saved ? 'PUT' : 'DELETE' }),
    () => contract().then((c) => c.playlistSaveResultSchema),
  );
}

export function createPlaylist(input: PlaylistInput): Promise<OfficePlaylist> {
  return checkedBy(apiRequest(OFFICE_URL, { method: 'POST', body: input }), () =>
    contract().then((c) => c.officePlaylistSchema),
  );
}

export function updatePlaylist(id: number, update: PlaylistUpdate): Promise<OfficePlaylist> {
  return checkedBy(apiRequest(`${OFFICE_URL}/${id}`, { method: 'PUT', body: update }), () =>
    contract().then((c) => c.officePlaylistSchema),
  );
}

/** Deletes the playlist as the office last read it; a newer version refuses it (409). */
export async function deletePlaylist(
  playlist: Pick<OfficePlaylist, 'id' | 'version'>,
): Promise<void> {
  await apiRequest(`${OFFICE_URL}/${playlist.id}?version=${playlist.version}`, {
    method: 'DELETE',
  });
}

import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ArtistList, ArtistView, CountryCode } from '../../../../shared/contracts/artists';
import { addressQuery, checkedBy } from '../../../lib/address-query';
import { apiRequest } from '../../../lib/api-client';

// The contract loads with the first answer to check (see `checkedBy`).
const artistList = () =>
  import('../../../../shared/contracts/artists').then((c) => c.artistListSchema);

const ARTISTS_URL = '/api/artists';
const STATION_ARTISTS_URL = '/api/artists/station';

/** What the directory shows: a view, and in the global view perhaps one country. */
export interface ArtistSelection {
  view: ArtistView;
  country: CountryCode | null;
}

async function fetchArtistPage(
  { view, country }: ArtistSelection,
  page: number,
  signal: AbortSignal,
): Promise<ArtistList> {
  const params = new URLSearchParams({ view });
  if (country) params.set('country', country);
  params.set('page', String(page));
  return checkedBy(apiRequest(`${ARTISTS_URL}?${params}`, { signal }), artistList);
}

export const artistQueries = {
  /** The prefix of every directory query. */
  all: () => [ARTISTS_URL] as const,

  /** One view of the directory a page at a time, for "Load more". */
  list: (selection: ArtistSelection) =>
    infiniteQueryOptions({
      queryKey: [ARTISTS_URL, selection.view, selection.country ?? 'all'] as const,
      queryFn: ({ pageParam, signal }) => fetchArtistPage(selection, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last) => last.nextPage ?? undefined,
    }),

  /** The station's own library's artists, the most played first. */
  station: () =>
    addressQuery(
      STATION_ARTISTS_URL,
      () => import('../../../../shared/contracts/artists').then((c) => c.stationArtistListSchema),
      (answer) => answer.artists,
    ),
};

import { useSearchParams } from 'wouter';
import {
  PLAYLIST_CATEGORY_LABELS,
  PLAYLIST_KINDS,
  type PlaylistCategory,
} from '../../../../shared/playlists.constants';

/** The page's filter: everything, or one kind of playlist. */
export type PlaylistFilter = 'all' | PlaylistCategory;

/** The filter's choices, in the page's order. */
export const PLAYLIST_FILTERS: readonly { id: PlaylistFilter; label: string }[] = [
  { id: 'all', label: 'All' },
  ...[...PLAYLIST_KINDS, 'station' as const].map((id) => ({
    id,
    label: PLAYLIST_CATEGORY_LABELS[id],
  })),
];

const isFilter = (value: string | null): value is PlaylistCategory =>
  value !== 'all' && PLAYLIST_FILTERS.some((filter) => filter.id === value);

/**
 * The chosen filter lives in the address (`?category=era`), so a choice can be shared and
 * survives a reload. All is the default and leaves the address bare; an unknown one opens it.
 */
export function usePlaylistFilter() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const filter: PlaylistFilter = isFilter(raw) ? raw : 'all';
  const choose = (next: PlaylistFilter) =>
    setParams(next === 'all' ? {} : { category: next }, { replace: true });
  return { filter, choose };
}

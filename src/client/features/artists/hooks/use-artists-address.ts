import { useSearchParams } from 'wouter';
import {
  ARTIST_VIEWS,
  type ArtistView,
  type CountryCode,
} from '../../../../shared/artists.constants';
import { toCountryCode } from '../../../lib/country-names';
import type { ArtistSelection } from '../api/artist-queries';

const isView = (value: string | null): value is ArtistView =>
  ARTIST_VIEWS.some((view) => view === value);

/**
 * The directory's view and country live in the address (`?view=rising`,
 * `?view=global&country=JP`), so a view can be shared and survives a reload. Established is the
 * default and leaves the address bare; an unknown view opens it, and a country counts only in
 * the global view.
 */
export function useArtistsAddress() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('view');
  const view: ArtistView = isView(raw) ? raw : 'established';
  const country = view === 'global' ? toCountryCode(params.get('country')) : null;
  const selection: ArtistSelection = { view, country };

  const openView = (next: ArtistView) =>
    setParams(next === 'established' ? {} : { view: next }, { replace: true });
  const openCountry = (next: CountryCode | null) =>
    setParams(next ? { view: 'global', country: next } : { view: 'global' }, { replace: true });

  return { selection, openView, openCountry };
}

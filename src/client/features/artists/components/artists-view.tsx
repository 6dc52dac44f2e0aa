import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { Music } from 'lucide-react';
import type { ArtistList, ArtistView } from '../../../../shared/contracts/artists';
import { DataEmpty, DataProblem, LoadMore, QueryStates } from '../../../components/ui/data-states';
import { PageHeader } from '../../../components/ui/page-status';
import { Tabs } from '../../../components/ui/tabs';
import { artistQueries } from '../api/artist-queries';
import { useArtistsAddress } from '../hooks/use-artists-address';
import { usePreviewPlayer } from '../hooks/use-preview-player';
import { ArtistCard } from './artist-card';
import { CountryChips } from './country-chips';
import { StationArtists } from './station-artists';

const VIEW_TABS = [
  { id: 'established', label: 'Established' },
  { id: 'rising', label: 'Rising' },
  { id: 'global', label: 'Global' },
] as const satisfies readonly { id: ArtistView; label: string }[];

/** What each view is, under the tabs. */
const VIEW_NOTES: Record<ArtistView, string> = {
  established: 'The artists with the most fans.',
  rising: 'The fastest growing over the last 30 days: new fans first, then plays and airplay.',
  global: 'Artists by the country they call home.',
};

type Pages = InfiniteData<ArtistList, unknown>;

const artistsOf = (data: Pages) => data.pages.flatMap((page) => page.artists);

/**
 * /artists: the station's and Tuneslingers' music makers in one directory, in three views kept
 * in the address. Each card links to the artist's page and plays their preview.
 */
export function ArtistsView() {
  const { selection, openView, openCountry } = useArtistsAddress();
  const { view, country } = selection;
  const artists = useInfiniteQuery({
    ...artistQueries.list(selection),
    // Choosing another country keeps the chips (and the last list, dimmed) in place while the
    // new list loads; another view starts from its own loading state.
    placeholderData: (previous) => (previous?.pages[0]?.view === view ? previous : undefined),
  });
  const player = usePreviewPlayer();
  const countries = artists.data?.pages[0]?.countries ?? null;

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10">
      <PageHeader
        title="Artists"
        description="The artists behind the station’s sound and the musicians of Tuneslingers, in one place."
      />
      <Tabs label="Artist views" tabs={VIEW_TABS} selected={view} onSelect={openView}>
        <div className="grid gap-6">
          <p className="text-muted">{VIEW_NOTES[view]}</p>
          {view === 'global' && countries && countries.length > 0 ? (
            <CountryChips
              countries={countries}
              selected={country}
              onSelect={openCountry}
              total={countries.reduce((sum, entry) => sum + entry.count, 0)}
            />
          ) : null}
          <QueryStates
            query={artists}
            pending="Loading artists…"
            problem={(error, retry) => (
              <DataProblem
                frame="panel"
                title="We could not load the artists"
                error={error}
                onRetry={retry}
              />
            )}
            isEmpty={(data) => artistsOf(data).length === 0}
            empty={
              <DataEmpty title="No artists here yet" icon={Music}>
                Artists appear here once they publish a song on Tuneslingers or are played on the
                station.
              </DataEmpty>
            }
          >
            {(data) => (
              <div className="grid gap-6" aria-busy={artists.isPlaceholderData}>
                <ul
                  aria-label="Artists"
                  className={`grid gap-5 sm:grid-cols-2 lg:grid-cols-3 ${
                    artists.isPlaceholderData ? 'opacity-60' : ''
                  }`}
                >
                  {artistsOf(data).map((artist) => (
                    <li key={artist.id}>
                      <ArtistCard
                        artist={artist}
                        showGrowth={view === 'rising'}
                        playing={player.isPlaying(artist.preview)}
                        onTogglePreview={(chosen) => {
                          if (chosen.preview) player.toggle(chosen.preview);
                        }}
                      />
                    </li>
                  ))}
                </ul>
                <LoadMore
                  what="artists"
                  hasNextPage={artists.hasNextPage && !artists.isPlaceholderData}
                  isFetchingNextPage={artists.isFetchingNextPage}
                  isFetchNextPageError={artists.isFetchNextPageError}
                  error={artists.error}
                  fetchNextPage={artists.fetchNextPage}
                />
              </div>
            )}
          </QueryStates>
        </div>
      </Tabs>
      <StationArtists isPlaying={player.isPlaying} onToggle={player.toggle} />
      <audio {...player.audioProps} />
    </div>
  );
}

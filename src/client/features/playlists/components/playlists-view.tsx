import { useQuery } from '@tanstack/react-query';
import { ListMusic } from 'lucide-react';
import { TextLink } from '../../../components/content/text-link';
import { DataEmpty, DataProblem, QueryStates } from '../../../components/ui/data-states';
import { PageHeader } from '../../../components/ui/page-status';
import { Tabs } from '../../../components/ui/tabs';
import { playlistQueries } from '../api/playlists-queries';
import {
  PLAYLIST_FILTERS,
  type PlaylistFilter,
  usePlaylistFilter,
} from '../hooks/use-playlist-filter';
import { usePlayBySlug } from '../hooks/use-playlist-player';
import { PlaylistCard } from './playlist-card';

/** What each choice of the filter holds, under the tabs. */
const FILTER_NOTES: Record<PlaylistFilter, string> = {
  all: 'Every playlist the crew has made, and the ones the station keeps by itself.',
  era: 'From the 1980s soundtracks that started it all to the newest releases.',
  mood: 'Pick the feeling: sunset cruising, midnight focus, dark and driving.',
  'dj-special': 'Personal selections from the voices you know on air.',
  station: 'Kept up to date by the station: what it played this week and what you asked for.',
};

/** Grey stand-ins for the cards while the list loads; announced once to screen readers. */
function PlaylistSkeletons() {
  return (
    <div role="status" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Loading the playlists…</span>
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          aria-hidden
          className="panel grid gap-3 p-5 motion-safe:animate-pulse"
          data-testid="playlist-skeleton"
        >
          <div className="h-5 w-20 rounded-full bg-surface-2" />
          <div className="h-6 w-3/4 rounded-full bg-surface-2" />
          <div className="h-3 w-full rounded-full bg-surface-2" />
          <div className="h-3 w-5/6 rounded-full bg-surface-2" />
          <div className="h-8 w-24 rounded-full bg-surface-2" />
        </div>
      ))}
    </div>
  );
}

function NothingHere({ filter }: { filter: PlaylistFilter }) {
  return (
    <DataEmpty title="No playlists here yet" icon={ListMusic}>
      <p className="max-w-md">
        {filter === 'all'
          ? 'The crew is digging through the crates.'
          : 'The crew has not made one of these yet.'}{' '}
        Meanwhile the <TextLink href="/now-playing">live stream</TextLink> plays around the clock,
        and you can <TextLink href="/requests">request a song</TextLink>.
      </p>
    </DataEmpty>
  );
}

/**
 * /playlists: the crew's playlists by era, mood and DJ specials, and the station's own, each
 * playing in the site's player. The filter is kept in the address so a choice can be shared.
 */
export function PlaylistsView() {
  const { filter, choose } = usePlaylistFilter();
  const list = useQuery(playlistQueries.list());
  const { start, starting } = usePlayBySlug();

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10">
      <PageHeader
        title="Playlists"
        description="Hand-picked synthwave for every hour of the night: by era, by mood, and the DJs’ own."
      />
      <Tabs label="Playlist categories" tabs={PLAYLIST_FILTERS} selected={filter} onSelect={choose}>
        <div className="grid gap-6">
          <p className="text-muted">{FILTER_NOTES[filter]}</p>
          <QueryStates
            query={list}
            pending={<PlaylistSkeletons />}
            problem={(error, retry) => (
              <DataProblem
                frame="panel"
                title="We could not load the playlists"
                error={error}
                onRetry={retry}
              />
            )}
          >
            {(playlists) => {
              const shown =
                filter === 'all'
                  ? playlists
                  : playlists.filter((playlist) => playlist.category === filter);
              return shown.length === 0 ? (
                <NothingHere filter={filter} />
              ) : (
                <ul aria-label="Playlists" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                  {shown.map((playlist) => (
                    <li key={playlist.slug}>
                      <PlaylistCard
                        playlist={playlist}
                        level={2}
                        starting={starting === playlist.slug}
                        onPlay={(chosen) => void start(chosen.slug)}
                      />
                    </li>
                  ))}
                </ul>
              );
            }}
          </QueryStates>
        </div>
      </Tabs>
    </div>
  );
}

import { BookmarkX, ListMusic, Play } from 'lucide-react';
import { Link } from 'wouter';
import type { PlaylistSummary } from '../../../../shared/contracts/playlists';
import { TextLink } from '../../../components/content/text-link';
import { DataEmpty, QueryStates } from '../../../components/ui/data-states';
import { playlistHref, usePlayBySlug, usePlayingKey } from '../hooks/use-playlist-player';
import { useSavedPlaylists, useSetSaved } from '../hooks/use-saved-playlists';
import { CATEGORY_NAMES, countAndLength, nothingYet } from './playlist-display';

interface SavedPlaylistItemProps {
  playlist: PlaylistSummary;
  starting: boolean;
  removing: boolean;
  onPlay: () => void;
  onRemove: () => void;
}

function SavedPlaylistItem({
  playlist,
  starting,
  removing,
  onPlay,
  onRemove,
}: SavedPlaylistItemProps) {
  const playing = usePlayingKey(playlist.slug) !== null;
  const empty = playlist.trackCount === 0;
  return (
    <li
      className={`panel grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center ${
        playing ? 'ring-2 ring-accent' : ''
      }`}
    >
      <div className="grid min-w-0 gap-1">
        <h3 className="text-lg font-bold wrap-anywhere">
          <Link href={playlistHref(playlist.slug)} className="underline-offset-4 hover:underline">
            {playlist.title}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <span className="chip border border-cyan/60 text-cyan">
            {CATEGORY_NAMES[playlist.category]}
          </span>
          {playing ? (
            <span className="chip bg-accent/15 text-accent-strong">Now playing</span>
          ) : null}
          <span>{empty ? nothingYet(playlist) : countAndLength(playlist)}</span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {empty ? null : (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={starting}
            onClick={onPlay}
          >
            <Play aria-hidden size={16} />
            {starting ? 'Starting…' : 'Play'}
            <span className="sr-only"> {playlist.title}</span>
          </button>
        )}
        <button
          type="button"
          className="btn btn-ghost btn-sm ring-1 ring-line"
          disabled={removing}
          onClick={onRemove}
        >
          <BookmarkX aria-hidden size={16} /> Remove
          <span className="sr-only"> {playlist.title} from my lists</span>
        </button>
      </div>
    </li>
  );
}

/** The playlists the member saved, for /lists: open, play or take each out of their lists. */
export function SavedPlaylists() {
  const saved = useSavedPlaylists();
  const setSaved = useSetSaved();
  const { start, starting } = usePlayBySlug();
  const removing = setSaved.isPending ? setSaved.variables?.playlist.slug : undefined;
  return (
    <section aria-labelledby="saved-playlists" className="grid gap-4">
      <h2 id="saved-playlists" className="text-2xl font-bold">
        Saved playlists
      </h2>
      <QueryStates
        query={saved}
        pending="Loading your saved playlists…"
        problem="We could not load your saved playlists"
        empty={
          <DataEmpty title="No saved playlists yet" icon={ListMusic}>
            Find one you like on the <TextLink href="/playlists">playlists page</TextLink> and press
            Save to my lists: it waits for you here.
          </DataEmpty>
        }
      >
        {(playlists) => (
          <ul aria-label="Saved playlists" className="grid gap-3">
            {playlists.map((playlist) => (
              <SavedPlaylistItem
                key={playlist.slug}
                playlist={playlist}
                starting={starting === playlist.slug}
                removing={removing === playlist.slug}
                onPlay={() => void start(playlist.slug)}
                onRemove={() => setSaved.mutate({ playlist, saved: false })}
              />
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}

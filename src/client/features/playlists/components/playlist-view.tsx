import { ArrowLeft, ListMusic, Play } from 'lucide-react';
import { Link } from 'wouter';
import type { Playlist } from '../../../../shared/contracts/playlists';
import { playlistHref, usePlayingKey, usePlayPlaylist } from '../hooks/use-playlist-player';
import { useSetSaved } from '../hooks/use-saved-playlists';
import { CATEGORY_NAMES, countAndLength, nothingYet } from './playlist-display';
import { PlaylistTracks } from './playlist-tracks';
import { type PlaylistViewer, SavePlaylistButton } from './save-playlist-button';
import { ShareButton } from './share-button';

interface PlaylistViewProps {
  playlist: Playlist;
  viewer: PlaylistViewer;
  /** The playlist is being read again (for the member, after the visitor's copy). */
  refreshing?: boolean;
}

/** /playlists/{slug}: what the playlist is, Play all, Save and Share, and its tracks. */
export function PlaylistView({ playlist, viewer, refreshing = false }: PlaylistViewProps) {
  const play = usePlayPlaylist();
  const playingKey = usePlayingKey(playlist.slug);
  const setSaved = useSetSaved();
  const empty = playlist.tracks.length === 0;

  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10">
      <Link
        href="/playlists"
        className="inline-flex items-center gap-1 justify-self-start text-sm font-semibold text-muted hover:text-accent"
      >
        <ArrowLeft aria-hidden size={16} /> All playlists
      </Link>
      <header className="grid gap-4">
        <div className="grid gap-2">
          <p className="flex flex-wrap items-center gap-2">
            <span className="chip border border-cyan/60 text-cyan">
              {CATEGORY_NAMES[playlist.category]}
            </span>
          </p>
          <h1 className="text-3xl font-black text-gradient wrap-anywhere sm:text-4xl">
            {playlist.title}
          </h1>
          {playlist.host ? (
            <p className="text-lg text-muted wrap-anywhere">Picked by {playlist.host}</p>
          ) : null}
        </div>
        {playlist.description ? (
          <p className="max-w-3xl whitespace-pre-line wrap-anywhere text-lg">
            {playlist.description}
          </p>
        ) : null}
        <p className="flex items-center gap-2 font-semibold" data-testid="playlist-length">
          <ListMusic aria-hidden size={18} className="shrink-0 text-cyan" />
          {empty ? nothingYet(playlist) : countAndLength(playlist)}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="btn btn-primary"
            disabled={empty}
            onClick={() => void play(playlist)}
          >
            <Play aria-hidden size={18} /> Play all
          </button>
          <SavePlaylistButton
            viewer={viewer}
            saved={playlist.saved}
            busy={setSaved.isPending || refreshing}
            onChange={(saved) => setSaved.mutate({ playlist, saved })}
          />
          <ShareButton title={playlist.title} path={playlistHref(playlist.slug)} />
        </div>
      </header>
      <PlaylistTracks
        playlist={playlist}
        playingKey={playingKey}
        onPlay={(index) => void play(playlist, index)}
      />
    </div>
  );
}

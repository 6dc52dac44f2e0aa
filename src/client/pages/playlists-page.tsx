import { PlaylistsView } from '../features/playlists/components/playlists-view';
import { PlaylistPlayerContext } from '../features/playlists/hooks/use-playlist-player';
import { useRadioPlayer } from '../features/radio/hooks/use-radio-player';

/** /playlists: the crew's playlists by era, mood and DJ specials, and the station's own. */
export function PlaylistsPage() {
  const player = useRadioPlayer();
  return (
    <PlaylistPlayerContext value={player}>
      <PlaylistsView />
    </PlaylistPlayerContext>
  );
}

import { ListsManager } from '../features/lists/components/lists-manager';
import { SavedPlaylists } from '../features/playlists/components/saved-playlists';
import { PlaylistPlayerContext } from '../features/playlists/hooks/use-playlist-player';
import { useRadioPlayer } from '../features/radio/hooks/use-radio-player';

/** /lists: signed-in users only. Their lists of people, then the playlists they saved. */
export function ListsPage() {
  const player = useRadioPlayer();
  return (
    <>
      <ListsManager />
      <div className="mx-auto max-w-3xl px-4 pb-12">
        <PlaylistPlayerContext value={player}>
          <SavedPlaylists />
        </PlaylistPlayerContext>
      </div>
    </>
  );
}

import { ListMusic, Plus } from 'lucide-react';
import type { OfficePlaylist } from '../../../../shared/contracts/playlists';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataEmpty, QueryStates } from '../../../components/ui/data-states';
import { useOfficeEditing } from '../../../lib/office-editing';
import { useDeletePlaylist, useOfficePlaylists } from '../hooks/use-playlist-office';
import { OfficePlaylistList } from './office-playlist-list';
import { PlaylistForm } from './playlist-form';

const DISCARD = 'Discard your changes to the playlist you are editing?';

/**
 * The back office's playlists: build them from the station's library and the artists'
 * published songs, order them, publish them on /playlists, and delete them.
 */
export function PlaylistsEditor() {
  const query = useOfficePlaylists();
  const remove = useDeletePlaylist();
  const {
    editing,
    setDirty,
    open,
    close,
    addButton,
    deleting,
    setDeleting,
    confirmDelete: handleDelete,
  } = useOfficeEditing<OfficePlaylist>({ discard: DISCARD, remove });

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-2xl font-bold">Playlists</h2>
          <p className="text-sm text-muted">
            Playlists by era, mood and DJ specials on /playlists, built from the station&rsquo;s
            library and the artists&rsquo; published songs. A draft is seen here only; the
            station&rsquo;s automatic playlists keep themselves.
          </p>
        </div>
        <button
          ref={addButton}
          type="button"
          className="btn btn-primary"
          onClick={() => open(null)}
        >
          <Plus aria-hidden size={18} /> New playlist
        </button>
      </div>

      {editing ? (
        <PlaylistForm
          key={editing.key}
          playlist={editing.item}
          onDirtyChange={setDirty}
          onClose={close}
        />
      ) : null}

      <QueryStates
        query={query}
        pending="Loading the playlists…"
        problem="We could not load the playlists"
        empty={
          <DataEmpty title="No playlists yet" icon={ListMusic}>
            Make the first one: add its tracks, publish it, and it shows on the playlists page.
          </DataEmpty>
        }
      >
        {(playlists) => (
          <OfficePlaylistList
            playlists={playlists}
            editingId={editing?.item?.id ?? null}
            onEdit={open}
            onDelete={setDeleting}
          />
        )}
      </QueryStates>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete this playlist?"
        description={
          deleting ? (
            <>
              “{deleting.title}” leaves the playlists page and every member&rsquo;s lists with it.
              To keep it but hide it, untick Published instead.
            </>
          ) : null
        }
        confirmLabel="Delete playlist"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        danger
        onConfirm={handleDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

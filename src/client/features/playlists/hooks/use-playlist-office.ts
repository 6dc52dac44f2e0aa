import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  OfficePlaylist,
  PlaylistInput,
  PlaylistUpdate,
} from '../../../../shared/contracts/playlists';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import {
  createPlaylist,
  deletePlaylist,
  PLAYLISTS_ROOT,
  playlistQueries,
  updatePlaylist,
} from '../api/playlists-queries';
import { stalePlaylistOf } from '../api/stale-playlist';

export function useOfficePlaylists() {
  return useQuery(playlistQueries.office());
}

/** The track picker's results; the last ones stay in place while the next search loads. */
export function useCatalogue(search: string) {
  return useQuery({ ...playlistQueries.catalogue(search), placeholderData: keepPreviousData });
}

/**
 * After any answer: the office's list, the public page, every playlist's page and the
 * members' saved lists read again, as each may show what changed.
 */
function refreshPlaylists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: [PLAYLISTS_ROOT] });
}

export type PlaylistSave =
  | { kind: 'create'; input: PlaylistInput }
  | { kind: 'update'; id: number; update: PlaylistUpdate };

/** Adds or changes a playlist; the form shows field problems and conflicts itself. */
export function useSavePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: PlaylistSave): Promise<OfficePlaylist> =>
      save.kind === 'create' ? createPlaylist(save.input) : updatePlaylist(save.id, save.update),
    onSuccess: (saved, save) => {
      toast({
        title: save.kind === 'create' ? 'Playlist added' : 'Playlist saved',
        description: saved.published
          ? `“${saved.title}” is on the playlists page as saved.`
          : `“${saved.title}” is saved as a draft, seen here only.`,
      });
    },
    onSettled: () => refreshPlaylists(queryClient),
  });
}

/** Deletes a playlist named by the version shown; a newer version refuses it and is shown instead. */
export function useDeletePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (playlist: OfficePlaylist) => deletePlaylist(playlist),
    onSuccess: (_answer, playlist) => {
      toast({
        title: 'Playlist deleted',
        description: `“${playlist.title}” is gone, from members’ lists too.`,
      });
    },
    onError: (error) => {
      const current = stalePlaylistOf(error);
      toast({
        title: current ? 'Not deleted: the playlist changed' : 'Not deleted',
        description: current
          ? `Someone else changed “${current.title}” meanwhile. The list now shows it as it is; delete it again if it should still go.`
          : errorMessage(error),
        variant: 'destructive',
      });
    },
    onSettled: () => refreshPlaylists(queryClient),
  });
}

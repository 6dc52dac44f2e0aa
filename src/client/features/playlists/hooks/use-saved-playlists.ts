import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Playlist, PlaylistSummary } from '../../../../shared/contracts/playlists';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { playlistQueries, setSaved } from '../api/playlists-queries';

/** The playlists the member keeps; asked only once a member is known to be signed in. */
export function useSavedPlaylists(enabled = true) {
  return useQuery({ ...playlistQueries.saved(), enabled });
}

export interface SaveChange {
  playlist: Pick<PlaylistSummary, 'slug' | 'title'>;
  saved: boolean;
}

/**
 * Keeps a playlist in the member's lists or takes it out. The answer is written into the
 * playlist's page and the saved list at once, and the saved list is read again.
 */
export function useSetSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ playlist, saved }: SaveChange) => setSaved(playlist.slug, saved),
    onSuccess: (result, { playlist }) => {
      queryClient.setQueryData<Playlist>(playlistQueries.detail(result.slug).queryKey, (cached) =>
        cached ? { ...cached, saved: result.saved } : cached,
      );
      if (!result.saved) {
        queryClient.setQueryData<PlaylistSummary[]>(playlistQueries.saved().queryKey, (cached) =>
          cached?.filter((kept) => kept.slug !== result.slug),
        );
      }
      void queryClient.invalidateQueries({ queryKey: playlistQueries.saved().queryKey });
      toast(
        result.saved
          ? { title: 'Saved to your lists', description: `“${playlist.title}” is in your lists.` }
          : {
              title: 'Removed from your lists',
              description: `“${playlist.title}” is no longer in your lists.`,
            },
      );
    },
    onError: (error, { saved }) => {
      toast({
        title: saved ? 'Not saved' : 'Not removed',
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });
}

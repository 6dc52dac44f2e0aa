import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Bookmark } from '../../../../shared/contracts/me';
import { toast } from '../../../components/ui/toast-store';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { bookmarkQueries, createBookmark, deleteBookmark } from '../api/bookmark-queries';

export function useBookmarks() {
  return useQuery(bookmarkQueries.list());
}

function showError(error: unknown) {
  toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
}

export function useAddBookmark() {
  const queryClient = useQueryClient();
  const { queryKey } = bookmarkQueries.list();
  return useMutation({
    mutationFn: createBookmark,
    onSuccess: (bookmark) => {
      queryClient.setQueryData<Bookmark[]>(queryKey, (list) => (list ? [bookmark, ...list] : list));
      toast({ title: 'Bookmarked', description: `“${bookmark.title}” is in your bookmarks.` });
    },
    onError: (error) => {
      // Saved already (in another tab, say): fetch the list so the button shows it as saved.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey });
        toast({ title: 'Already bookmarked', description: errorMessage(error) });
        return;
      }
      showError(error);
    },
  });
}

export function useRemoveBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookmark: Bookmark) => deleteBookmark(bookmark.id),
    onSuccess: (_, bookmark) => {
      queryClient.setQueryData<Bookmark[]>(bookmarkQueries.list().queryKey, (list) =>
        list?.filter((b) => b.id !== bookmark.id),
      );
      toast({ title: 'Bookmark removed', description: `“${bookmark.title}” is no longer saved.` });
    },
    onError: showError,
  });
}

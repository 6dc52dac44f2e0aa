import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Bookmark, BookmarkPage } from '../../../../shared/contracts/bookmarks';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { bookmarkQueries, createBookmark, deleteBookmark } from '../api/bookmark-queries';

/** The signed-in user's bookmarks, a page at a time ("Load more" fetches the next). */
export function useBookmarkPages() {
  return useInfiniteQuery(bookmarkQueries.pages());
}

/** The bookmark of one page of the site, if the user saved it. */
export function useBookmarkFor(path: string) {
  const query = useQuery(bookmarkQueries.forPage(path));
  return { ...query, bookmark: query.data?.[0] };
}

export function useAddBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBookmark,
    onSuccess: (bookmark) => {
      queryClient.setQueryData(bookmarkQueries.forPage(bookmark.url).queryKey, [bookmark]);
      void queryClient.invalidateQueries({ queryKey: bookmarkQueries.pages().queryKey });
      toast({ title: 'Bookmarked', description: `“${bookmark.title}” is in your bookmarks.` });
    },
    onError: (error, body) => {
      // Saved already (in another tab, say): fetch it so the button shows it as saved.
      if (error instanceof ApiError && error.code === 'ALREADY_BOOKMARKED') {
        void queryClient.invalidateQueries({
          queryKey: bookmarkQueries.forPage(body.url).queryKey,
        });
        void queryClient.invalidateQueries({ queryKey: bookmarkQueries.pages().queryKey });
        toast({ title: 'Already bookmarked', description: errorMessage(error) });
        return;
      }
      // Anything else, such as a full account or too many adds at once, says what happened.
      toastFailure()(error);
    },
  });
}

/** The loaded pages without one bookmark, and the account's count one lower when it was there. */
function withoutBookmark(id: number) {
  return (data: InfiniteData<BookmarkPage> | undefined) => {
    if (!data?.pages.some((page) => page.bookmarks.some((b) => b.id === id))) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        bookmarks: page.bookmarks.filter((b) => b.id !== id),
        total: page.total === undefined ? undefined : page.total - 1,
      })),
    };
  };
}

export function useRemoveBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookmark: Bookmark) => deleteBookmark(bookmark.id),
    onSuccess: (_, bookmark) => {
      queryClient.setQueryData(bookmarkQueries.pages().queryKey, withoutBookmark(bookmark.id));
      queryClient.setQueryData(bookmarkQueries.forPage(bookmark.url).queryKey, []);
      toast({ title: 'Bookmark removed', description: `“${bookmark.title}” is no longer saved.` });
    },
    onError: toastFailure(),
  });
}

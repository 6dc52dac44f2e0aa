import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  Bookmark,
  BookmarkPage,
  CreateBookmarkRequest,
} from '../../../../shared/contracts/bookmarks';
import { checkedBy } from '../../../lib/address-query';
import { apiRequest } from '../../../lib/api-client';

// The contract loads with the first answer to check (see `checkedBy`).
const bookmarks = () => import('../../../../shared/contracts/bookmarks');

const BOOKMARKS_URL = '/api/bookmarks';

async function fetchBookmarks(
  query: Record<string, string>,
  signal: AbortSignal,
): Promise<BookmarkPage> {
  const search = new URLSearchParams(query).toString();
  const url = search ? `${BOOKMARKS_URL}?${search}` : BOOKMARKS_URL;
  return await checkedBy(apiRequest(url, { signal }), () =>
    bookmarks().then((c) => c.bookmarkListSchema),
  );
}

export const bookmarkQueries = {
  /** The bookmarks page: newest first, one server page at a time. */
  pages: () =>
    infiniteQueryOptions({
      queryKey: [BOOKMARKS_URL, 'pages'] as const,
      queryFn: ({ pageParam, signal }) =>
        fetchBookmarks(pageParam === undefined ? {} : { before: String(pageParam) }, signal),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),

  /** The bookmark of one page of the site (an empty list when it is not bookmarked). */
  forPage: (path: string) =>
    queryOptions({
      queryKey: [BOOKMARKS_URL, 'page', path] as const,
      queryFn: async ({ signal }): Promise<Bookmark[]> =>
        (await fetchBookmarks({ url: path, limit: '1' }, signal)).bookmarks,
    }),
};

export async function createBookmark(body: CreateBookmarkRequest): Promise<Bookmark> {
  return await checkedBy(apiRequest(BOOKMARKS_URL, { method: 'POST', body }), () =>
    bookmarks().then((c) => c.bookmarkSchema),
  );
}

export function deleteBookmark(id: number): Promise<void> {
  return apiRequest(`${BOOKMARKS_URL}/${id}`, { method: 'DELETE' });
}

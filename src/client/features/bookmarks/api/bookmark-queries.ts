import { queryOptions } from '@tanstack/react-query';
import {
  type Bookmark,
  bookmarkListSchema,
  bookmarkSchema,
  type CreateBookmarkRequest,
} from '../../../../shared/contracts/me';
import { apiRequest } from '../../../lib/api-client';

const BOOKMARKS_URL = '/api/bookmarks';

export const bookmarkQueries = {
  list: () =>
    queryOptions({
      queryKey: [BOOKMARKS_URL] as const,
      queryFn: async ({ signal }): Promise<Bookmark[]> =>
        bookmarkListSchema.parse(await apiRequest(BOOKMARKS_URL, { signal })).bookmarks,
    }),
};

export async function createBookmark(body: CreateBookmarkRequest): Promise<Bookmark> {
  return bookmarkSchema.parse(await apiRequest(BOOKMARKS_URL, { method: 'POST', body }));
}

export function deleteBookmark(id: number): Promise<void> {
  return apiRequest(`${BOOKMARKS_URL}/${id}`, { method: 'DELETE' });
}

import {
  type Bookmark,
  type BookmarkListQuery,
  type BookmarkPage,
  type CreateBookmarkRequest,
  MAX_BOOKMARKS_PER_ACCOUNT,
} from '../../../shared/contracts/bookmarks.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { BookmarksRepo } from './bookmarks.repo.js';
import { toBookmark } from './bookmarks.views.js';

/** A member's saved pages: private to them, at most `maxPerAccount` of them. */
export function createBookmarksService({
  repo,
  maxPerAccount = MAX_BOOKMARKS_PER_ACCOUNT,
}: {
  repo: BookmarksRepo;
  maxPerAccount?: number;
}) {
  return {
    /** One page, newest first; `nextCursor` leads on to the older ones. */
    async page(userId: number, query: BookmarkListQuery): Promise<BookmarkPage> {
      const [rows, total] = await Promise.all([
        // One more than asked for tells whether another page follows.
        repo.page(userId, { limit: query.limit + 1, before: query.before, url: query.url }),
        repo.count(userId),
      ]);
      const shown = rows.slice(0, query.limit);
      const last = shown.at(-1);
      return {
        bookmarks: shown.map(toBookmark),
        nextCursor: rows.length > query.limit && last ? last.id : null,
        total,
      };
    },

    async add(userId: number, body: CreateBookmarkRequest): Promise<Bookmark> {
      const result = await repo.add(userId, body.title, body.url, maxPerAccount);
      if (result.kind === 'duplicate') {
        throw new HttpError(409, 'ALREADY_BOOKMARKED', 'You already bookmarked this page.');
      }
      if (result.kind === 'full') {
        throw new HttpError(
          409,
          'TOO_MANY_BOOKMARKS',
          `You have ${maxPerAccount} bookmarks, the most one account can keep. Remove some to add more.`,
        );
      }
      return toBookmark(result.row);
    },

    async remove(userId: number, id: number) {
      if (!(await repo.remove(userId, id))) throw notFound('That bookmark does not exist.');
    },
  };
}

export type BookmarksService = ReturnType<typeof createBookmarksService>;

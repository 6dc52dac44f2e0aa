import type { Bookmark } from '../../../shared/contracts/bookmarks.js';
import type { BookmarkRow } from './bookmarks.repo.js';

/** A bookmark as its owner sees it. */
export const toBookmark = (row: BookmarkRow): Bookmark => ({
  id: row.id,
  title: row.title,
  url: row.url,
  createdAt: row.createdAt.toISOString(),
});

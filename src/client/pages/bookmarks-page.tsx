import { BookmarkList } from '../features/bookmarks/components/bookmark-list';

/** /bookmarks: signed-in users only. */
export function BookmarksPage() {
  return <BookmarkList />;
}

import { RequireAuth } from '../features/auth/components/require-auth';
import { BookmarkList } from '../features/bookmarks/components/bookmark-list';

/** /bookmarks: signed-in users only. */
export function BookmarksPage() {
  return (
    <RequireAuth>
      <BookmarkList />
    </RequireAuth>
  );
}

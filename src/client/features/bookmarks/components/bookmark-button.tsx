import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useLocation } from 'wouter';
import { sitePath } from '../../../../shared/bookmarks.constants';
import { useAddBookmark, useBookmarkFor, useRemoveBookmark } from '../hooks/use-bookmarks';

interface BookmarkButtonProps {
  /** What the bookmark is called in the list, e.g. the creator's name. */
  title: string;
  /** The path to save; the current page when left out. */
  url?: string;
}

/** Saves a page of the site to the signed-in user's bookmarks, or takes it out again. */
export function BookmarkButton({ title, url }: BookmarkButtonProps) {
  const [location] = useLocation();
  const wanted = url ?? location;
  // The server keeps the path as the browser reads it; ask after it the same way.
  const path = sitePath(wanted) ?? wanted;
  const { bookmark: saved, isPending } = useBookmarkFor(path);
  const add = useAddBookmark();
  const remove = useRemoveBookmark();
  const busy = isPending || add.isPending || remove.isPending;

  return (
    <button
      type="button"
      className="btn btn-outline btn-sm"
      aria-pressed={Boolean(saved)}
      disabled={busy}
      onClick={() => (saved ? remove.mutate(saved) : add.mutate({ title, url: path }))}
    >
      {saved ? <BookmarkCheck aria-hidden size={16} /> : <Bookmark aria-hidden size={16} />}
      {saved ? 'Bookmarked' : 'Bookmark this page'}
    </button>
  );
}

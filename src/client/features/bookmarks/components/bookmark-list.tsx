import { BookmarkPlus, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import type { Bookmark } from '../../../../shared/contracts/me';
import { PageHeader, PageLoading, PageProblem } from '../../../components/ui/page-status';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useBookmarks, useRemoveBookmark } from '../hooks/use-bookmarks';

function BookmarkItem({ bookmark }: { bookmark: Bookmark }) {
  const remove = useRemoveBookmark();
  return (
    <li className="panel flex flex-wrap items-center gap-3 p-4 sm:flex-nowrap">
      <div className="min-w-0 flex-1">
        <Link
          href={bookmark.url}
          className="font-semibold break-words text-text underline-offset-4 hover:text-accent hover:underline"
        >
          {bookmark.title}
        </Link>
        <p className="mt-1 truncate text-sm text-muted">{bookmark.url}</p>
        <p className="text-xs text-muted">
          Saved <time dateTime={bookmark.createdAt}>{formatDateTime(bookmark.createdAt)}</time>
        </p>
      </div>
      <button
        type="button"
        className="btn btn-ghost btn-sm ring-1 ring-line"
        onClick={() => remove.mutate(bookmark)}
        disabled={remove.isPending}
        aria-label={`Remove bookmark “${bookmark.title}”`}
      >
        <Trash2 aria-hidden size={16} />
        Remove
      </button>
    </li>
  );
}

/** The signed-in user's saved pages. */
export function BookmarkList() {
  const { data: bookmarks, isPending, isError, error, refetch } = useBookmarks();
  if (isPending) return <PageLoading label="Loading your bookmarks…" />;
  if (isError) {
    return (
      <PageProblem
        title="We could not load your bookmarks"
        message={errorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-12">
      <PageHeader
        title="Bookmarks"
        description={
          bookmarks.length
            ? `${bookmarks.length} saved ${bookmarks.length === 1 ? 'page' : 'pages'}`
            : 'Pages you save for later.'
        }
      />
      {bookmarks.length === 0 ? (
        <div className="panel grid justify-items-center gap-3 p-10 text-center">
          <BookmarkPlus aria-hidden className="size-10 text-accent" />
          <h2 className="text-xl font-bold">No bookmarks yet</h2>
          <p className="max-w-md text-muted">
            Press <strong className="text-text">Bookmark this page</strong> on a creator’s profile
            to keep it here. Find creators to follow on the discovery page.
          </p>
          <Link href="/search" className="btn btn-primary mt-2">
            Discover creators
          </Link>
        </div>
      ) : (
        <ul className="grid gap-3">
          {bookmarks.map((bookmark) => (
            <BookmarkItem key={bookmark.id} bookmark={bookmark} />
          ))}
        </ul>
      )}
    </div>
  );
}

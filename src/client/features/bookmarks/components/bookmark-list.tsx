import type { InfiniteData } from '@tanstack/react-query';
import { BookmarkPlus, Trash2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'wouter';
import { MAX_BOOKMARKS_PER_ACCOUNT, sitePath } from '../../../../shared/bookmarks.constants';
import type { Bookmark, BookmarkPage } from '../../../../shared/contracts/bookmarks';
import { LoadMore } from '../../../components/ui/data-states';
import { MyDataStates, PageEmpty, PageHeader } from '../../../components/ui/page-status';
import { formatDateTime } from '../../../lib/format';
import { useBookmarkPages, useRemoveBookmark } from '../hooks/use-bookmarks';

function BookmarkItem({ bookmark }: { bookmark: Bookmark }) {
  const remove = useRemoveBookmark();
  // Only a path on this site becomes a link, whatever an older bookmark may hold.
  const href = sitePath(bookmark.url);
  return (
    <li className="panel flex flex-wrap items-center gap-3 p-4 sm:flex-nowrap">
      <div className="min-w-0 flex-1">
        {href ? (
          <Link
            href={href}
            className="font-semibold break-words text-text underline-offset-4 hover:text-accent hover:underline"
          >
            {bookmark.title}
          </Link>
        ) : (
          <span className="font-semibold break-words text-text">{bookmark.title}</span>
        )}
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

const savedPages = (n: number) => `${n} saved ${n === 1 ? 'page' : 'pages'}`;

/** The signed-in user's saved pages, newest first, a page at a time. */
export function BookmarkList() {
  const pages = useBookmarkPages();
  return (
    <MyDataStates query={pages} what="bookmarks">
      {(data) => <Bookmarks data={data} more={pages} />}
    </MyDataStates>
  );
}

function Bookmarks({
  data,
  more,
}: {
  data: InfiniteData<BookmarkPage>;
  more: Omit<ComponentProps<typeof LoadMore>, 'what'>;
}) {
  const bookmarks = data.pages.flatMap((page) => page.bookmarks);
  const total = data.pages[0]?.total ?? bookmarks.length;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-12">
      <PageHeader
        title="Bookmarks"
        description={total ? savedPages(total) : 'Pages you save for later.'}
      />
      {total >= MAX_BOOKMARKS_PER_ACCOUNT ? (
        <p className="panel p-4 text-sm" role="note">
          You have {MAX_BOOKMARKS_PER_ACCOUNT} bookmarks, the most one account can keep. Remove some
          to add more.
        </p>
      ) : null}
      {bookmarks.length === 0 ? (
        <PageEmpty
          icon={BookmarkPlus}
          title="No bookmarks yet"
          action={
            <Link href="/search" className="btn btn-primary mt-2">
              Discover creators
            </Link>
          }
        >
          Press <strong className="text-text">Bookmark this page</strong> on a creator’s profile to
          keep it here. Find creators to follow on the discovery page.
        </PageEmpty>
      ) : (
        <ul className="grid gap-3" aria-label="Your bookmarks">
          {bookmarks.map((bookmark) => (
            <BookmarkItem key={bookmark.id} bookmark={bookmark} />
          ))}
        </ul>
      )}
      <LoadMore what="bookmarks" {...more} />
    </div>
  );
}

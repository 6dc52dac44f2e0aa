import { AlertTriangle, Newspaper, SearchX } from 'lucide-react';

export function NewsLoading({ searching }: { searching: boolean }) {
  return (
    <div role="status" className="panel flex items-center gap-3 p-6 text-muted">
      <span aria-hidden className="live-dot" />
      {searching ? 'Searching news articles…' : 'Loading news articles…'}
    </div>
  );
}

export function NewsProblem({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="panel grid justify-items-center gap-3 p-8 text-center">
      <AlertTriangle aria-hidden className="size-10 text-accent" />
      <p className="text-lg font-bold">Failed to load news articles</p>
      <p className="max-w-md text-sm text-muted">
        The newsroom did not answer. Check your connection, then give it another go.
      </p>
      <button
        type="button"
        className="btn btn-sm btn-outline"
        disabled={retrying}
        onClick={onRetry}
      >
        Try Again
      </button>
    </div>
  );
}

interface NewsEmptyProps {
  categoryName?: string;
  search: string | null;
}

/** Nothing to show: for a search, nothing matched; otherwise the feeds have not been read yet. */
export function NewsEmpty({ categoryName, search }: NewsEmptyProps) {
  if (search !== null) {
    return (
      <div className="panel grid justify-items-center gap-2 p-8 text-center">
        <SearchX aria-hidden className="size-10 text-accent" />
        <h2 className="text-xl font-bold">No Matching Articles</h2>
        <p className="max-w-md text-sm text-muted">
          Nothing in the newsroom matches “{search}”. Try another word, or clear the search to see
          every story.
        </p>
      </div>
    );
  }
  return (
    <div className="panel grid justify-items-center gap-2 p-8 text-center">
      <Newspaper aria-hidden className="size-10 text-accent" />
      <h2 className="text-xl font-bold">No News Articles Yet</h2>
      <p className="max-w-md text-sm text-muted">
        {categoryName
          ? `Nothing filed under ${categoryName} so far. Press Get Latest News to check the feeds we follow, or pick another category.`
          : 'Press Get Latest News to pull the newest stories from the synthwave blogs and feeds we follow.'}
      </p>
    </div>
  );
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { SearchX, X } from 'lucide-react';
import type { Ref } from 'react';
import {
  type CreatorCategoryId,
  categoryName,
  SEARCH_SKELETONS,
} from '../../../../shared/creators.constants';
import { errorMessage } from '../../../lib/api-client';
import { creatorQueries } from '../api/creator-queries';
import { CreatorGrid, CreatorGridSkeleton } from './creator-grid';
import { CreatorsProblem } from './creators-problem';

interface CreatorSearchResultsProps {
  /** Trimmed words; empty when only a category is browsed. */
  q: string;
  category?: CreatorCategoryId;
  onClear: () => void;
  /** The heading, focused when the results are asked for from further down the page. */
  headingRef?: Ref<HTMLHeadingElement>;
}

function resultsTitle(q: string, category?: CreatorCategoryId) {
  if (q && category) return `Results for “${q}” in ${categoryName(category)}`;
  if (q) return `Results for “${q}”`;
  return category ? `${categoryName(category)} creators` : 'Creators';
}

function emptyText(q: string, category?: CreatorCategoryId) {
  if (q) {
    const where = category ? ` in ${categoryName(category)}` : '';
    return `No creators found matching “${q}”${where}`;
  }
  return `No creators in ${category ? categoryName(category) : 'this category'} yet`;
}

/** Creators matching the search or category, a page at a time. Needs `q` or `category`. */
export function CreatorSearchResults({
  q,
  category,
  onClear,
  headingRef,
}: CreatorSearchResultsProps) {
  const results = useInfiniteQuery(creatorQueries.searchPages({ q, category }));
  const creators = results.data?.pages.flatMap((page) => page.creators) ?? [];

  const body = () => {
    if (results.isPending) {
      return <CreatorGridSkeleton count={SEARCH_SKELETONS} label="Searching creators…" />;
    }
    if (results.isError && creators.length === 0) {
      return (
        <CreatorsProblem
          title="The search did not go through"
          error={results.error}
          retrying={results.isFetching}
          onRetry={() => void results.refetch()}
        />
      );
    }
    if (creators.length === 0) {
      return (
        <div className="panel grid justify-items-center gap-2 p-8 text-center">
          <SearchX aria-hidden className="size-10 text-accent" />
          <p className="text-lg font-bold wrap-anywhere">{emptyText(q, category)}</p>
          <p className="max-w-md text-sm text-muted">
            Try other words, or browse one of the categories below.
          </p>
        </div>
      );
    }
    return (
      <>
        <CreatorGrid creators={creators} label={resultsTitle(q, category)} />
        {results.isFetchNextPageError ? (
          <p role="alert" className="text-center text-sm font-medium text-live">
            More creators could not be loaded: {errorMessage(results.error)}
          </p>
        ) : null}
        {results.hasNextPage ? (
          <div className="flex justify-center">
            <button
              type="button"
              className="btn btn-outline"
              disabled={results.isFetchingNextPage}
              onClick={() => void results.fetchNextPage()}
            >
              {results.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </button>
          </div>
        ) : null}
      </>
    );
  };

  return (
    <section aria-labelledby="results-heading" className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="results-heading"
          ref={headingRef}
          tabIndex={-1}
          className="min-w-0 text-2xl font-bold wrap-anywhere focus-visible:outline-none"
        >
          {resultsTitle(q, category)}
        </h2>
        <button type="button" className="btn btn-ghost btn-sm ring-1 ring-line" onClick={onClear}>
          <X aria-hidden className="size-4" />
          Clear
        </button>
      </div>
      {body()}
    </section>
  );
}

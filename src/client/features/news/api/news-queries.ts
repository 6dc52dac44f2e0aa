import { queryOptions } from '@tanstack/react-query';
import type { NewsAggregateResult } from '../../../../shared/contracts/news';
import { NEWS_LIST_LIMIT } from '../../../../shared/news.constants';
import { checkedBy } from '../../../lib/address-query';
import { apiRequest } from '../../../lib/api-client';

// The contract loads with the first answer to check (see `checkedBy`).
const news = () => import('../../../../shared/contracts/news');

const NEWS_URL = '/api/news';

/**
 * Keeps the server's failure as the cause but names what failed (spec section 8): the page
 * says "Failed to load news articles" either way, and the console gets the precise step.
 */
async function naming<T>(what: string, request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    // An abandoned request is TanStack's business, not a failure worth naming.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new Error(what, { cause: error });
  }
}

export const newsQueries = {
  /** The prefix of every news query, so one invalidation refreshes lists, counts and searches. */
  all: () => [NEWS_URL] as const,

  /** Newest first; `category` is a category id, or undefined for every category. */
  list: (category?: string) =>
    queryOptions({
      queryKey: [NEWS_URL, 'list', category ?? 'all'] as const,
      queryFn: ({ signal }) => {
        const params = new URLSearchParams();
        if (category) params.set('category', category);
        params.set('limit', String(NEWS_LIST_LIMIT));
        return naming(
          'Failed to fetch news',
          checkedBy(apiRequest(`${NEWS_URL}?${params}`, { signal }), () =>
            news().then((c) => c.newsArticleListSchema),
          ),
        );
      },
    }),

  /** One article, for its own page. */
  one: (id: number) =>
    queryOptions({
      queryKey: [NEWS_URL, 'article', id] as const,
      // "No such page" is an answer, not a hiccup: it stays, as the server rendered it.
      retryOnMount: false,
      queryFn: ({ signal }) =>
        checkedBy(apiRequest(`${NEWS_URL}/${id}`, { signal }), () =>
          news().then((c) => c.newsArticleSchema),
        ),
    }),

  /** Every category with how many articles it holds. */
  categories: () =>
    queryOptions({
      queryKey: [NEWS_URL, 'categories'] as const,
      queryFn: ({ signal }) =>
        naming(
          'Failed to fetch categories',
          checkedBy(apiRequest(`${NEWS_URL}/categories`, { signal }), () =>
            news().then((c) => c.newsCategoryListSchema),
          ),
        ),
    }),

  /** Best match first; the caller never asks with an empty (trimmed) query. */
  search: (query: string) =>
    queryOptions({
      queryKey: [NEWS_URL, 'search', query] as const,
      queryFn: ({ signal }) =>
        naming(
          'Search failed',
          checkedBy(
            apiRequest(`${NEWS_URL}/search?${new URLSearchParams({ q: query })}`, { signal }),
            () => news().then((c) => c.newsArticleListSchema),
          ),
        ),
    }),
};

/** Asks the server to read its news feeds now; it answers with a sentence for the toast. */
export async function aggregateNews(): Promise<NewsAggregateResult> {
  return checkedBy(apiRequest(`${NEWS_URL}/aggregate`, { method: 'POST' }), () =>
    news().then((c) => c.newsAggregateResultSchema),
  );
}

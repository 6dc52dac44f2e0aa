import { queryOptions } from '@tanstack/react-query';
import {
  type CuratedArticle,
  type CuratedArticlesShown,
  curatedArticleListSchema,
  curatedArticleSchema,
  type NewsAggregateResult,
  type NewsFeed,
  type NewsFeedFields,
  type NewsFeedRun,
  newsAggregateResultSchema,
  newsFeedListSchema,
  newsFeedRunSchema,
  newsFeedSchema,
} from '../../../../shared/contracts/news';
import { apiRequest } from '../../../lib/api-client';

/** Every back-office news query starts with this, so one change can refresh them all. */
export const NEWS_OFFICE_ROOT = 'news-office';

const FEEDS_URL = '/api/admin/news/feeds';
const ARTICLES_URL = '/api/admin/news/articles';

export const newsOfficeQueries = {
  root: () => [NEWS_OFFICE_ROOT] as const,

  feeds: () =>
    queryOptions({
      queryKey: [NEWS_OFFICE_ROOT, 'feeds'] as const,
      queryFn: async ({ signal }): Promise<NewsFeed[]> =>
        newsFeedListSchema.parse(await apiRequest(FEEDS_URL, { signal })).feeds,
    }),

  /** Shown articles (pinned first) or the hidden ones. */
  articles: (show: CuratedArticlesShown) =>
    queryOptions({
      queryKey: [NEWS_OFFICE_ROOT, 'articles', show] as const,
      queryFn: async ({ signal }): Promise<CuratedArticle[]> =>
        curatedArticleListSchema.parse(await apiRequest(`${ARTICLES_URL}?show=${show}`, { signal }))
          .articles,
    }),
};

export async function addNewsFeed(input: NewsFeedFields): Promise<NewsFeed> {
  return newsFeedSchema.parse(await apiRequest(FEEDS_URL, { method: 'POST', body: input }));
}

export async function removeNewsFeed(id: number): Promise<void> {
  await apiRequest(`${FEEDS_URL}/${id}`, { method: 'DELETE' });
}

export async function runNewsFeed(id: number): Promise<NewsFeedRun> {
  return newsFeedRunSchema.parse(await apiRequest(`${FEEDS_URL}/${id}/run`, { method: 'POST' }));
}

export async function runAllNewsFeeds(): Promise<NewsAggregateResult> {
  return newsAggregateResultSchema.parse(await apiRequest(`${FEEDS_URL}/run`, { method: 'POST' }));
}

export async function setArticleHidden(id: number, hidden: boolean): Promise<CuratedArticle> {
  return curatedArticleSchema.parse(
    await apiRequest(`${ARTICLES_URL}/${id}/hidden`, { method: 'POST', body: { hidden } }),
  );
}

export async function setArticlePinned(id: number, pinned: boolean): Promise<CuratedArticle> {
  return curatedArticleSchema.parse(
    await apiRequest(`${ARTICLES_URL}/${id}/pinned`, { method: 'POST', body: { pinned } }),
  );
}

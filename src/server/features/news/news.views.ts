import type { CuratedArticle, NewsArticle, NewsFeed } from '../../../shared/contracts/news.js';
import type { NewsArticleRow } from './news.repo.js';
import type { CuratedArticleRow, NewsFeedRow } from './news-office.repo.js';

/** An article as the news page shows it. */
export const toArticle = (row: NewsArticleRow): NewsArticle => ({
  id: row.id,
  title: row.title,
  category: row.categoryId,
  categoryName: row.categoryName,
  publishedAt: row.publishedAt.toISOString(),
  sourceName: row.sourceName,
  author: row.author,
  imageUrl: row.imageUrl,
  summary: row.summary,
  content: row.content,
  tags: row.tags,
  sourceUrl: row.sourceUrl,
});

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** A feed as the back office lists it. */
export const toNewsFeed = (row: NewsFeedRow): NewsFeed => ({
  id: row.id,
  url: row.url,
  name: row.name,
  category: row.category,
  createdAt: row.createdAt.toISOString(),
  lastRunAt: isoOrNull(row.lastRunAt),
  lastOk: row.lastOk,
  lastError: row.lastError,
  lastAdded: row.lastAdded,
});

/** An article as the curation lists show it. */
export const toCuratedArticle = (row: CuratedArticleRow): CuratedArticle => ({
  id: row.id,
  title: row.title,
  categoryName: row.categoryName,
  sourceName: row.sourceName,
  sourceUrl: row.sourceUrl,
  publishedAt: row.publishedAt.toISOString(),
  hiddenAt: isoOrNull(row.hiddenAt),
  pinnedAt: isoOrNull(row.pinnedAt),
});

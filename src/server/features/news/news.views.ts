import type {
  CuratedArticle,
  NewsArticle,
  NewsArticleSummary,
  NewsFeed,
} from '../../../shared/contracts/news.js';
import { NEWS_SUMMARY_FALLBACK_CHARS } from '../../../shared/news.constants.js';
import { plainText } from './feed-html.js';
import type { NewsArticleRow, NewsCardRow } from './news.repo.js';
import type { CuratedArticleRow, NewsFeedRow } from './news-office.repo.js';

/** An article as its own page shows it, content and all. */
export const toArticle = (row: NewsArticleRow): NewsArticle => ({
  ...toArticleSummary({ ...row, lead: null }),
  summary: row.summary,
  content: row.content,
});

/**
 * A card's blurb (spec section 9): the summary, or else the first 200 characters of the text of
 * the content's start (`lead`, read only for a blank summary), with an ellipsis when cut.
 */
export function cardBlurb(summary: string, lead: string | null): string {
  const trimmed = summary.trim();
  if (trimmed || !lead) return trimmed;
  const text = plainText(lead);
  if (text.length <= NEWS_SUMMARY_FALLBACK_CHARS) return text;
  return `${text.slice(0, NEWS_SUMMARY_FALLBACK_CHARS).trimEnd()}…`;
}

/** An article as a list's card shows it: its blurb instead of its content. */
export const toArticleSummary = (row: NewsCardRow): NewsArticleSummary => ({
  id: row.id,
  title: row.title,
  category: row.categoryId,
  categoryName: row.categoryName,
  publishedAt: row.publishedAt.toISOString(),
  sourceName: row.sourceName,
  author: row.author,
  imageUrl: row.imageUrl,
  summary: cardBlurb(row.summary, row.lead),
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

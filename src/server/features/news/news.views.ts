import type { NewsArticle } from '../../../shared/contracts/news.js';
import type { NewsArticleRow } from './news.repo.js';

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

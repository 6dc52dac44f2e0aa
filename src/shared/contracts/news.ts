import { z } from 'zod';
import { NEWS_LIMIT_MAX, NEWS_LIST_LIMIT, NEWS_QUERY_MAX } from '../news.constants.js';
import { countParam, text, tooLong, trimmedText } from './fields.js';

export * from '../news.constants.js';

export const newsArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The category's id (synthwave, retrowave, vaporwave, chillwave, synth-rock, …). */
  category: z.string(),
  categoryName: z.string(),
  publishedAt: z.string(),
  sourceName: z.string(),
  author: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Plain text. */
  summary: z.string(),
  /** Sanitized HTML: a small set of formatting tags, only http(s) links, no scripts or handlers. */
  content: z.string(),
  tags: z.array(z.string()),
  sourceUrl: z.string(),
});

export const newsArticleListSchema = z.array(newsArticleSchema);

export const newsCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  count: z.number().int(),
});

export const newsCategoryListSchema = z.array(newsCategorySchema);

export const newsListQuerySchema = z.object({
  category: trimmedText(60)
    .optional()
    .transform((value) => value || undefined),
  limit: countParam(NEWS_LIMIT_MAX).default(NEWS_LIST_LIMIT),
});

export const newsSearchQuerySchema = z.object({
  q: text({ message: 'is required' })
    .trim()
    .min(1, 'must not be empty')
    .max(NEWS_QUERY_MAX, tooLong(NEWS_QUERY_MAX)),
});

export const newsAggregateResultSchema = z.object({
  /** For the toast, e.g. "Added 12 new articles from 4 sources". */
  message: z.string(),
  added: z.number().int(),
  sources: z.number().int(),
  failed: z.array(z.object({ source: z.string(), reason: z.string() })),
});

export type NewsArticle = z.infer<typeof newsArticleSchema>;
export type NewsCategory = z.infer<typeof newsCategorySchema>;
export type NewsAggregateResult = z.infer<typeof newsAggregateResultSchema>;

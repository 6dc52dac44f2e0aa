import { z } from 'zod';
import {
  categoryIdFrom,
  isCategoryId,
  NEWS_CATEGORY_MAX,
  NEWS_FEED_NAME_MAX,
  NEWS_FEED_URL_MAX,
  NEWS_LIMIT_MAX,
  NEWS_LIST_LIMIT,
  NEWS_QUERY_MAX,
} from '../news.constants.js';
import { countParam, requiredText, text, tooLong, trimmedText } from './fields.js';

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

/**
 * An article as a list's card shows it (the news list and search): all but its content, which
 * only the article's own page reads. The summary is the card's blurb: the article's summary, or
 * else the first 200 characters of its content's text (spec section 9).
 */
export const newsArticleSummarySchema = newsArticleSchema.omit({ content: true });

export const newsArticleListSchema = z.array(newsArticleSummarySchema);

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

/** A feed as the back office lists it, with how its last reading went. */
export const newsFeedSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  /** The category id its articles go to, unless an article's tags name another. */
  category: z.string(),
  createdAt: z.string(),
  /** Null until the feed is first read. */
  lastRunAt: z.string().nullable(),
  lastOk: z.boolean().nullable(),
  /** Why the last reading failed, in a few words. */
  lastError: z.string().nullable(),
  /** New articles the last reading added. */
  lastAdded: z.number().int().nullable(),
});

export const newsFeedListSchema = z.object({ feeds: z.array(newsFeedSchema) });

const webAddress = requiredText(NEWS_FEED_URL_MAX).superRefine((value, ctx) => {
  // Blank or too long is already said; one reason per field.
  if (!value || value.length > NEWS_FEED_URL_MAX) return;
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    ctx.addIssue({
      code: 'custom',
      message: 'must be a web address, such as https://example.com/feed.xml',
    });
    return;
  }
  if (protocol !== 'http:' && protocol !== 'https:') {
    ctx.addIssue({ code: 'custom', message: 'must start with http:// or https://' });
  }
});

/** A feed to add; the category is an existing category's id or name, or a new one. */
export const newsFeedInputSchema = z.object({
  url: webAddress,
  name: requiredText(NEWS_FEED_NAME_MAX),
  category: requiredText(NEWS_CATEGORY_MAX)
    .refine((value) => !value || isCategoryId(categoryIdFrom(value)), {
      message: 'may hold only letters, digits, spaces and hyphens',
    })
    .transform(categoryIdFrom),
});

/** One feed read now: the feed with its new last result, and what the reading added. */
export const newsFeedRunSchema = z.object({
  feed: newsFeedSchema,
  added: z.number().int(),
  /** Why the feed could not be read; null when it was. */
  error: z.string().nullable(),
  /** For the toast, e.g. "Added 3 new articles from Neon Signal Blog". */
  message: z.string(),
});

/** An article as the curation lists show it. */
export const curatedArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  categoryName: z.string(),
  sourceName: z.string(),
  sourceUrl: z.string(),
  publishedAt: z.string(),
  hiddenAt: z.string().nullable(),
  pinnedAt: z.string().nullable(),
});

export const curatedArticleListSchema = z.object({ articles: z.array(curatedArticleSchema) });

export const curatedArticlesQuerySchema = z.object({
  show: z.enum(['visible', 'hidden'], { message: 'must be visible or hidden' }).default('visible'),
});

export const hideArticleRequestSchema = z.object({
  hidden: z.boolean({ message: 'must be true or false' }),
});

export const pinArticleRequestSchema = z.object({
  pinned: z.boolean({ message: 'must be true or false' }),
});

export type NewsArticle = z.infer<typeof newsArticleSchema>;
export type NewsArticleSummary = z.infer<typeof newsArticleSummarySchema>;
export type NewsCategory = z.infer<typeof newsCategorySchema>;
export type NewsAggregateResult = z.infer<typeof newsAggregateResultSchema>;
export type NewsFeed = z.infer<typeof newsFeedSchema>;
export type NewsFeedInput = z.input<typeof newsFeedInputSchema>;
export type NewsFeedFields = z.output<typeof newsFeedInputSchema>;
export type NewsFeedRun = z.infer<typeof newsFeedRunSchema>;
export type CuratedArticle = z.infer<typeof curatedArticleSchema>;
export type CuratedArticlesShown = z.output<typeof curatedArticlesQuerySchema>['show'];

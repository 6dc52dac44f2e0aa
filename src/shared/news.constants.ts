/** Limits and fixed values of news that both the server and the pages use; free of zod. */

/** Spec section 9: the list asks for 50; cards show at most 3 tags and fall back to 200 characters. */
export const NEWS_LIST_LIMIT = 50;

export const NEWS_LIMIT_MAX = 100;

export const NEWS_SUMMARY_FALLBACK_CHARS = 200;

export const NEWS_CARD_TAGS = 3;

export const NEWS_QUERY_MAX = 200;

/** Articles whose sourceUrl starts with one of these are demo content: no link, a badge. */
export const DEMO_SOURCE_PREFIXES = ['#sample', '#mock'] as const;

/** Whether an article is one of the demo articles (its source is one of the prefixes above). */
export const isDemoArticle = (sourceUrl: string) =>
  DEMO_SOURCE_PREFIXES.some((prefix) => sourceUrl.startsWith(prefix));

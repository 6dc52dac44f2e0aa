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

/** The back office's limits on a feed: its address, its name and its category. */
export const NEWS_FEED_URL_MAX = 2000;
export const NEWS_FEED_NAME_MAX = 100;
export const NEWS_CATEGORY_MAX = 40;

/** Feeds the station reads at most: a full run reads four at a time, ten seconds each at worst. */
export const NEWS_FEEDS_MAX = 100;

/** Articles the curation lists show at once. */
export const NEWS_CURATION_LIMIT = 50;

/**
 * A category's id from what someone typed: "Dark Synth" and "dark-synth" are the same
 * category, and an existing category's name gives its id ("Synth-Rock" → "synth-rock").
 */
export const categoryIdFrom = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');

/** Whether a category id is letters and digits in words joined by hyphens. */
export const isCategoryId = (id: string) => /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u.test(id);

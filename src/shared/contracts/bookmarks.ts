import { z } from 'zod';
import {
  BOOKMARK_URL_MAX,
  BOOKMARKS_PAGE_MAX,
  BOOKMARKS_PAGE_SIZE,
  SITE_PATH_REASON,
} from '../bookmarks.constants.js';
import { countParam, rowIdParamSchema, tooLong, trimmedText } from './fields.js';

export * from '../bookmarks.constants.js';

/** A member's bookmarks of pages of this site. */

export const bookmarkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  createdAt: z.string(),
});

// Any origin of our own serves: only the path, query and fragment are kept.
const SITE_ORIGIN = 'http://site.invalid';

function readsOnSite(value: string): URL | null {
  try {
    const url = new URL(value, SITE_ORIGIN);
    return url.origin === SITE_ORIGIN ? url : null;
  } catch {
    return null;
  }
}

/**
 * The path, query and fragment `value` names on this site, normalised the way a browser reads
 * it, or null when a browser would read it as an address elsewhere. A pattern on the raw text
 * cannot tell: browsers read `/\evil.example` as `//evil.example`, drop tabs and newlines
 * anywhere in a URL, and resolve `/..//evil.example` to the path `//evil.example`, which itself
 * reads as another host. So the URL parser decides, and its result must read back as itself.
 */
export function sitePath(value: string): string | null {
  if (!value.startsWith('/')) return null;
  const url = readsOnSite(value);
  if (!url) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  const again = readsOnSite(path);
  return again && `${again.pathname}${again.search}${again.hash}` === path ? path : null;
}

/** A page of this site, stored as its normalised path, query and fragment. */
export const sitePathSchema = trimmedText(BOOKMARK_URL_MAX).transform((value, ctx) => {
  const path = sitePath(value);
  if (path === null) {
    ctx.issues.push({ code: 'custom', message: SITE_PATH_REASON, input: value });
    return z.NEVER;
  }
  if (path.length > BOOKMARK_URL_MAX) {
    ctx.issues.push({ code: 'custom', message: tooLong(BOOKMARK_URL_MAX), input: value });
    return z.NEVER;
  }
  return path;
});

export const createBookmarkRequestSchema = z.object({
  title: trimmedText(200).min(1, 'must not be empty'),
  url: sitePathSchema,
});

export const bookmarkListQuerySchema = z.object({
  limit: countParam(BOOKMARKS_PAGE_MAX).default(BOOKMARKS_PAGE_SIZE),
  /** Only bookmarks older than this one: the previous page's `nextCursor`. */
  before: rowIdParamSchema.optional(),
  /** Only the bookmark of this page of the site, if there is one. */
  url: sitePathSchema.optional(),
});

export const bookmarkListSchema = z.object({
  /** Newest first. */
  bookmarks: z.array(bookmarkSchema),
  /** What to send as `before` for the next, older page; null on the last page. */
  nextCursor: z.number().int().nullable().default(null),
  /** How many bookmarks the account keeps in all. */
  total: z.number().int().optional(),
});

export type Bookmark = z.infer<typeof bookmarkSchema>;
export type CreateBookmarkRequest = z.infer<typeof createBookmarkRequestSchema>;
export type BookmarkListQuery = z.output<typeof bookmarkListQuerySchema>;
export type BookmarkPage = z.output<typeof bookmarkListSchema>;

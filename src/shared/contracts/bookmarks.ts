import { z } from 'zod';
import {
  BOOKMARK_URL_MAX,
  BOOKMARKS_PAGE_MAX,
  BOOKMARKS_PAGE_SIZE,
  SITE_PATH_REASON,
  sitePath,
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

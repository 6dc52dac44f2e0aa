/** Limits and fixed values of bookmarks that both the server and the pages use; free of zod. */

/** The most bookmarks one account keeps. */
export const MAX_BOOKMARKS_PER_ACCOUNT = 500;

/** Bookmarks per page of `GET /api/bookmarks`, unless the caller asks for another `limit`. */
export const BOOKMARKS_PAGE_SIZE = 50;

/** The largest `limit` a caller may ask for. */
export const BOOKMARKS_PAGE_MAX = 100;

export const BOOKMARK_URL_MAX = 2000;

export const SITE_PATH_REASON = 'must be a path on this site starting with /';

/** Limits and fixed values of bookmarks that both the server and the pages use; free of zod. */

/** The most bookmarks one account keeps. */
export const MAX_BOOKMARKS_PER_ACCOUNT = 500;

/** Bookmarks per page of `GET /api/bookmarks`, unless the caller asks for another `limit`. */
export const BOOKMARKS_PAGE_SIZE = 50;

/** The largest `limit` a caller may ask for. */
export const BOOKMARKS_PAGE_MAX = 100;

export const BOOKMARK_URL_MAX = 2000;

export const SITE_PATH_REASON = 'must be a path on this site starting with /';

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

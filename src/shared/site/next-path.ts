/** The query parameter that carries where a visitor sent to sign in came from. */
export const NEXT_PARAM = 'next';

const BASE = 'http://this-site.invalid';

/**
 * Where to go after signing in, when `raw` is a path of this site: an absolute path with no
 * scheme, no host (`//evil`), no backslashes and no control characters. Anything else, and the
 * sign-in page itself, gives null (the caller's default then applies).
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // Browsers read a backslash as a slash, and a tab or line break inside a scheme is dropped.
  if (raw.includes('\\') || [...raw].some((c) => c.charCodeAt(0) < 32 || c === '\u007f')) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname === '/login') return null;
  return raw;
}

/** The sign-in page, told to come back to `from` when that is a path of this site. */
export function loginPath(from: string | null | undefined): string {
  const next = safeNextPath(from);
  return next ? `/login?${NEXT_PARAM}=${encodeURIComponent(next)}` : '/login';
}

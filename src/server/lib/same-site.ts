/**
 * Whether a browser's `Origin` header names this site: the configured public origin, or the
 * origin of the host the request was addressed to. No header at all passes (non-browser clients
 * and same-origin navigations send none); `null`, anything that is not an http(s) origin, and
 * every other site do not.
 */
export function isSameSite(
  origin: string | undefined,
  host: string | undefined,
  ownOrigin: string,
): boolean {
  if (origin === undefined) return true;
  if (origin === ownOrigin) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  // A real Origin header is scheme://host[:port] and nothing more.
  if (parsed.origin !== origin.toLowerCase().replace(/\/$/, '')) return false;
  return host !== undefined && parsed.host === host.toLowerCase();
}

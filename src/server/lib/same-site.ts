/** Where a request was addressed: its scheme and its host (with the port, if any). */
export interface RequestAddress {
  /** `http` or `https`, as Fastify's `request.protocol` reads it (proxy headers per trustProxy). */
  protocol: string;
  /** The Host header (or the forwarded host per trustProxy); empty or absent when none came. */
  host: string | undefined;
}

/** The origin a request was addressed to, or undefined when its host cannot be read. */
function addressedOrigin({ protocol, host }: RequestAddress): string | undefined {
  if (!host || (protocol !== 'http' && protocol !== 'https')) return undefined;
  // A Host header is host[:port] and nothing more: no path, credentials, query or spaces.
  if (/[/\\@?#\s]/.test(host)) return undefined;
  try {
    // The URL drops the scheme's default port, as a browser's Origin header does.
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a browser's `Origin` header names this site: the configured public origin, or the
 * exact origin (scheme, host and port) the request was addressed to. No header at all passes
 * (non-browser clients and same-origin navigations send none); `null`, anything that is not an
 * http(s) origin, and every other origin do not. The scheme counts: a page served over https
 * must not write to the http site on the same host, nor the other way round, since each may be
 * a different application with its own cookies in the browser's view.
 */
export function isSameSite(
  origin: string | undefined,
  request: RequestAddress,
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
  const addressed = addressedOrigin(request);
  return addressed !== undefined && parsed.origin === addressed;
}

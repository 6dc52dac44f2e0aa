import type { FastifyRequest } from 'fastify';

const ABSOLUTE_FORM = /^[a-z][a-z\d+.-]*:\/\//i;
const UNRESERVED = /^[A-Za-z\d\-._~]$/;

/**
 * The one spelling of a request target that routing, access checks, logs and the client all
 * see. HTTP lets a client write the same resource many ways: in absolute form
 * (`GET http://host/api/x`), with doubled slashes, with `.` and `..` segments, with unreserved
 * characters percent-encoded. Each becomes the plain origin form `/api/x?query`, so no spelling
 * can reach a route while looking like something else. Reserved escapes (`%2F`, `%00`, `%3F`)
 * stay escaped: they are data, and the route's own validation judges them.
 */
export function canonicalTarget(raw: string): string {
  let target = raw;
  if (ABSOLUTE_FORM.test(target)) {
    try {
      const url = new URL(target);
      target = url.pathname + url.search;
    } catch {
      return '/';
    }
  }
  if (!target.startsWith('/')) return target; // `*` (OPTIONS) and the like: routing refuses them
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : target.slice(queryAt);
  const decoded = path.replace(/%([\da-fA-F]{2})/g, (encoded, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : encoded.toUpperCase();
  });
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const trailingSlash = segments.length > 0 && /\/\.{0,2}$/.test(decoded) ? '/' : '';
  return `/${segments.join('/')}${trailingSlash}${query}`;
}

/** The path of a request, without its query: what pages and 404 answers are chosen by. */
export function requestPath(request: FastifyRequest): string {
  const url = request.url;
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

/** What a Range header asks of a representation of `size` bytes (RFC 9110 §14). */
export type RangeRequest =
  | { kind: 'whole' }
  | { kind: 'unsatisfiable' }
  | { kind: 'part'; start: number; end: number };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/i;

/**
 * Reads a single byte range. A header we do not understand, or one asking for several ranges,
 * is answered with the whole body, as the RFC allows ("a server MAY ignore the Range header");
 * only a well-formed range that misses the body altogether is unsatisfiable.
 */
export function parseByteRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return { kind: 'whole' };
  const match = SINGLE_RANGE.exec(header.replace(/\s+/g, ''));
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };

  if (first === '') {
    // bytes=-n: the last n bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }

  const start = Number(first);
  // "bytes=20-10" is malformed, not unsatisfiable.
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: 'part', start, end };
}

/** The opaque part of an entity tag, so `W/"x"` and `"x"` compare equal (weak comparison). */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** If-None-Match: `*` or a list of tags, any of which matching weakly means "you have it". */
export function noneMatchHits(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const mine = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === mine);
}

/**
 * If-Range: the range applies only if the client's copy is the current one. An entity tag must
 * match strongly (a weak one never does); a date must equal Last-Modified to the second.
 */
export function ifRangeHolds(header: string, etag: string, modifiedAt: Date): boolean {
  const value = header.trim();
  if (value.startsWith('W/')) return false;
  if (value.startsWith('"')) return !etag.startsWith('W/') && value === etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && date === wholeSeconds(modifiedAt);
}

/** HTTP dates carry whole seconds; comparisons drop the milliseconds a file system keeps. */
export const wholeSeconds = (date: Date) => Math.floor(date.getTime() / 1000) * 1000;

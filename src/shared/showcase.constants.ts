/** Limits and fixed values of the home slides and the staff cards, for both sides; free of zod. */
import { sitePath } from './bookmarks.constants.js';

/** The largest picture the back office takes, before it is resized. */
export const SHOWCASE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const SHOWCASE_IMAGE_MAX_LABEL = '10 MB';

/** What the back office takes, read from the bytes rather than the name. */
export const SHOWCASE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const NOT_AN_IMAGE_REASON = 'must be a PNG, JPEG or WebP image';

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The carousel shows slides at 16:9 and at most about 1280 px wide (twice that on dense screens
 * is past the point of a visible difference), so the uploads are cut to 16:9 at two widths.
 */
export const SLIDE_IMAGE_SIZES = [
  { width: 1600, height: 900 },
  { width: 800, height: 450 },
] as const satisfies readonly ImageSize[];

/** Staff photos are round at 64 px on the cards: a square at two sizes covers every screen. */
export const STAFF_PHOTO_SIZES = [
  { width: 512, height: 512 },
  { width: 256, height: 256 },
] as const satisfies readonly ImageSize[];

/** How wide the built-in slide pictures are drawn (they are SVG, so any size is sharp). */
export const BUILT_IN_SLIDE_SIZE: ImageSize = { width: 1600, height: 900 };

/** What a slide made in the back office shows until a picture is uploaded. */
export const NEW_SLIDE_IMAGE = '/images/slides/neon-boulevard.svg';

export const SLIDE_LIMITS = {
  title: 80,
  subtitle: 120,
  description: 400,
  cta: 40,
  ctaLink: 2000,
} as const;

export const STAFF_LIMITS = {
  name: 80,
  title: 80,
  role: 300,
  specialty: 120,
  bio: 1200,
  initials: 3,
} as const;

/** The most slides or staff cards the back office keeps, so an order fits in one request. */
export const SHOWCASE_MAX_ITEMS = 100;

export const CTA_LINK_REASON =
  'must be a page of this site starting with / (such as /now-playing) or an address starting with https:// or http://';

/**
 * Where a slide's button may lead, normalised, or null when it may not lead there: a page of
 * this site (the bookmarks' check, which sees through `//host` and `/\host`), or a web address.
 * Anything else (javascript:, data:, a bare word) would run or go somewhere no one meant.
 */
export function ctaTarget(value: string): string | null {
  const link = value.trim();
  if (link.startsWith('/')) return sitePath(link);
  if (!/^https?:\/\//i.test(link)) return null;
  try {
    const url = new URL(link);
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    return web && url.hostname !== '' ? url.href : null;
  } catch {
    return null;
  }
}

/** "Nova Quinn" → "NQ", "DJ Vektor" → "DV", "Cher" → "C": what a card shows without a photo. */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .map((word) => Array.from(word.replace(/^[^\p{L}\p{N}]+/u, ''))[0] ?? '')
    .filter(Boolean);
  const chosen = letters.length > 2 ? [letters[0], letters.at(-1)] : letters;
  return chosen.join('').toUpperCase() || '?';
}

/**
 * Addresses made from names, once: "Neon Nights Fan Club" → "neon-nights-fan-club". Two names can
 * still make one slug ("Neon City!" and "neon city"), so a taken slug gets a number after it.
 * Clubs and playlists are named this way.
 */

const LONGEST_BASE = 60;

export interface SlugRules {
  /** The slug of a name of only other scripts or signs ("東京", "★★★"). */
  fallback: string;
  /** Words the API uses beside slugs (`/api/clubs/mine`): a name giving one gets `-<fallback>`. */
  reserved: readonly string[];
}

/** The slug a name gives: lower-case letters and digits joined by single dashes. */
export function slugBase(name: string, rules: SlugRules): string {
  const base = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, LONGEST_BASE)
    .replace(/^-+|-+$/g, '');
  if (!base) return rules.fallback;
  return rules.reserved.includes(base) ? `${base}-${rules.fallback}` : base;
}

/** `base` when nothing has it yet, else the first of base-2, base-3… that is free. */
export function freeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

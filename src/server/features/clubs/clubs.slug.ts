/**
 * A club's address is made from its name once: "Neon Nights Fan Club" → "neon-nights-fan-club".
 * Names are unique ignoring case, but two names can still make one slug ("Neon City!" and
 * "neon city"), so a taken slug gets a number after it.
 */

/** Words the API uses beside slugs (`/api/clubs/mine`), which no club may take as its own. */
const RESERVED = new Set(['mine']);
const LONGEST_BASE = 60;

/** The slug a name gives: lower-case letters and digits joined by single dashes. */
export function slugBase(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, LONGEST_BASE)
    .replace(/^-+|-+$/g, '');
  // A name of only other scripts or signs ("東京", "★★★") has no letters to make one from.
  if (!base) return 'club';
  return RESERVED.has(base) ? `${base}-club` : base;
}

/** `base` when no club has it yet, else the first of base-2, base-3… that is free. */
export function freeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

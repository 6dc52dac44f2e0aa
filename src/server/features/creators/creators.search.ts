/**
 * Turns what a visitor typed into a full-text query. Only letters and digits survive, so nothing
 * typed can change the query's syntax; every word must match, and each word also matches as the
 * start of a longer one ("synt" finds "synthgrl"). One-letter words would match nearly every
 * creator as prefixes, so they must match whole.
 */
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

export interface CreatorQuery {
  tsquery: string;
  /** The whole query, lower-cased, without spaces: to lift an exact or leading username match. */
  name: string;
}

export function toCreatorQuery(input: string): CreatorQuery | null {
  const terms = input
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TERMS)
    .map((term) => term.slice(0, MAX_TERM_LENGTH));
  if (terms.length === 0) return null;
  return {
    tsquery: terms.map((term) => (term.length > 1 ? `${term}:*` : term)).join(' & '),
    name: input.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ''),
  };
}

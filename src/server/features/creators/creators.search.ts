import { CREATOR_CATEGORIES } from '../../../shared/creators.constants.js';
import type { CreatorRow, CreatorsRepo } from './creators.repo.js';

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

/** How many of the most followed creators the first look at a query reads. */
const PROBE_WINDOW = 500;
/** Measured on PostgreSQL: a creator walked down the popularity index costs about 4 µs, a match ranked 5 µs. */
const WALK_COST_US = 4;
const RANK_COST_US = 5;
const MAX_WINDOW = 20_000;
const SIZE_TTL_MS = 60_000;

type Scope = CreatorQuery & { category: string | null };

/**
 * Ranking every match of a common query ("ma", "music") costs as much as reading all of them:
 * tens of milliseconds with 100,000 creators. So a search first looks at the 500 most followed
 * creators; the share of them that match estimates how many match in all (ADR 0019).
 * - A common query is ranked among the most followed creators that match, walking down the
 *   popularity index only as far as the page needs; an exact username match always joins them.
 * - A rarer one is ranked over every match, which is then cheap.
 * Whichever reads fewer rows by the measured costs is chosen.
 */
export function createCreatorSearch(repo: CreatorsRepo, now: () => Date) {
  let size: { at: number; creators: number } | null = null;
  async function creatorCount() {
    const at = now().getTime();
    if (!size || at - size.at > SIZE_TTL_MS) {
      size = { at, creators: await repo.estimatedCreatorCount() };
    }
    return size.creators;
  }

  return {
    async search(scope: Scope, limit: number, offset: number): Promise<CreatorRow[]> {
      const need = offset + limit;
      const probe = await repo.searchPopular({ ...scope, category: null, window: PROBE_WINDOW });
      const share = probe.length / PROBE_WINDOW;
      const categories = scope.category ? CREATOR_CATEGORIES.length : 1;
      const inScope = (await creatorCount()) / categories;
      const window = share > 0 ? Math.ceil((need * 1.5) / share) : 0;
      const walkCost = window * categories * WALK_COST_US;
      const rankCost = share * inScope * RANK_COST_US;

      let matches: Awaited<ReturnType<CreatorsRepo['searchPopular']>> | null = null;
      if (!scope.category && probe.length >= need) {
        matches = probe;
      } else if (share > 0 && walkCost < rankCost && window <= MAX_WINDOW) {
        matches = await repo.searchPopular({ ...scope, window });
        if (matches.length < need) matches = null;
      }
      if (!matches) return repo.search({ ...scope, limit, offset });

      const exact = await repo.searchExactName(scope);
      const seen = new Set(matches.map((m) => m.id));
      const order = [...matches, ...exact.filter((m) => !seen.has(m.id))].sort(
        (a, b) => b.score - a.score || b.followerCount - a.followerCount || a.id - b.id,
      );
      return repo.byIds(order.slice(offset, offset + limit).map((m) => m.id));
    },
  };
}

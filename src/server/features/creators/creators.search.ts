import { CREATOR_CATEGORIES } from '../../../shared/creators.constants.js';
import { type CreatorRow, type CreatorsRepo, FIRST_LOOK_WINDOW } from './creators.repo.js';

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

/**
 * Measured on PostgreSQL (ADR 0031): a creator walked down the popularity index costs about
 * 1.1 µs, a match ranked from its profile row 0.9 µs, and a match of another category, read
 * and left out, 0.25 µs.
 */
const WALK_COST_US = 1.1;
const RANK_COST_US = 0.9;
const SKIP_COST_US = 0.25;
const MAX_WINDOW = 20_000;
const SIZE_TTL_MS = 60_000;

type Scope = CreatorQuery & { category: string | null };

/**
 * Ranking every match of a common query ("ma", "music") costs as much as reading all of them:
 * tens of milliseconds with 100,000 creators. So a search first looks at the 500 most followed
 * creators; the share of them that match estimates how many match in all (ADRs 0019, 0031).
 * - When enough of them match to fill the page, the page is ranked among them (with an exact
 *   username match, which always joins).
 * - Otherwise a rarer query is ranked over every match, and a common one among the most followed
 *   creators that match, walking down the popularity index only as far as the page needs:
 *   whichever reads fewer rows by the measured costs. The first two are one statement.
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

  /** How far down the popularity index a walk must go to fill the page, by the share matched. */
  const windowFor = (need: number, matched: number) =>
    Math.ceil((need * 1.5 * FIRST_LOOK_WINDOW) / matched);

  /**
   * Whether walking down the popularity index reads less than ranking every match, when
   * `matched` of the 500 most followed creators match. Ranking reads every match in every
   * category; the walk reads creators of every category.
   */
  function walkPays(need: number, matched: number, categories: number, creators: number) {
    const window = windowFor(need, matched);
    if (matched === 0 || window > MAX_WINDOW) return false;
    const matches = (matched / FIRST_LOOK_WINDOW) * creators;
    const walkCost = window * categories * WALK_COST_US;
    const rankCost =
      (matches / categories) * RANK_COST_US + (matches - matches / categories) * SKIP_COST_US;
    return walkCost < rankCost;
  }

  return {
    async search(scope: Scope, limit: number, offset: number): Promise<CreatorRow[]> {
      const need = offset + limit;
      const categories = scope.category ? CREATOR_CATEGORIES.length : 1;
      const creators = await creatorCount();
      // The fewest matches among the 500 at which a walk pays (walkPays grows with them).
      let walkFrom = 1;
      while (walkFrom <= FIRST_LOOK_WINDOW && !walkPays(need, walkFrom, categories, creators)) {
        walkFrom += 1;
      }
      const page = { ...scope, limit, offset };
      const first = await repo.search({
        ...page,
        window: FIRST_LOOK_WINDOW,
        within: null,
        rankAllBelow: walkFrom,
      });
      if (first.inScope >= need || first.matched < walkFrom) return first.rows;

      // A common query that did not fill the page: walk further, or rank every match if even
      // that comes up short.
      const window = windowFor(need, first.matched);
      const walked = await repo.search({
        ...page,
        window,
        within: scope.category,
        rankAllBelow: window + 1,
      });
      return walked.rows;
    },
  };
}

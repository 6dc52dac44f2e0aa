import type { NewsRepo } from './news.repo.js';

/** How a search spends its work; see `createNewsSearch`. Tests shrink these to reach every path. */
export interface SearchTuning {
  /** The newest articles, checked one by one before any search index is consulted. */
  probeWindow: number;
  /** Title-or-summary matches in that window that are enough to rank (2% of it). */
  commonInProbe: number;
  /** Title-or-summary matches of the whole archive ranked against each other, newest first. */
  rankCandidates: number;
  /**
   * How many older articles read one by one cost about as much as one match listed by the full
   * search index. Content matches still needed after the window are found by reading on when
   * that is expected to read fewer articles, weighted by this, than the index would list.
   */
  walkWorth: number;
}

export const DEFAULT_SEARCH_TUNING: SearchTuning = {
  probeWindow: 1000,
  commonInProbe: 20,
  rankCandidates: 200,
  walkWorth: 1,
};

type SearchSteps = NewsRepo['searchSteps'];

/**
 * The news search planner: full-text search, every word matching (web-search syntax). Matches
 * in titles and summaries come first, best ranked (title above summary), then articles matching
 * only in their content, newest first. No search reads the whole archive, however common its
 * words:
 * - The newest `probeWindow` articles are checked one by one. A common word has enough
 *   title-or-summary matches there, and those are the ones ranked.
 * - Otherwise the title-and-summary index lists the word's few matches in the whole archive,
 *   and the newest `rankCandidates` of them are ranked.
 * - Content-only matches fill the rest: the window's, then older ones, read on from the window
 *   when they were common there, or else listed by the full index.
 * The statements themselves are the repository's; this module only decides which to run.
 */
export function createNewsSearch(steps: SearchSteps, tuning: Partial<SearchTuning> = {}) {
  const { probeWindow, commonInProbe, rankCandidates, walkWorth } = {
    ...DEFAULT_SEARCH_TUNING,
    ...tuning,
  };

  /**
   * `wanted` content-only matches, newest first: those of the window, then older ones, read on
   * from the window when they were common enough in it to turn up soon, else from the index.
   */
  async function contentMatches(
    query: string,
    recent: { content: number[]; matches: number; archived: number },
    wanted: number,
  ) {
    const found = recent.content;
    if (found.length >= wanted) return found.slice(0, wanted);
    const still = wanted - found.length;
    const expectedRows = (still * probeWindow) / found.length;
    // The index lists every older match, title ones included; the window tells how many.
    const indexed = (recent.matches / probeWindow) * Math.max(recent.archived - probeWindow, 0);
    if (found.length && expectedRows <= walkWorth * indexed) {
      // Twice the expected distance, so an unlucky stretch rarely ends the reading short.
      const rows = Math.ceil(2 * expectedRows);
      const older = await steps.olderContent(query, probeWindow, rows, still);
      if (older.length === still) return [...found, ...older.map((row) => row.id)];
    }
    const rows = await steps.archiveContent(query, wanted);
    return rows.map((row) => row.id);
  }

  return {
    async search(query: string, limit: number) {
      const recent = await steps.recent(query, probeWindow);
      const recentHead = recent.flatMap(({ id, rank }) => (rank === null ? [] : [{ id, rank }]));
      const head =
        recentHead.length >= commonInProbe
          ? recentHead
          : await steps.archiveHead(query, rankCandidates);
      // Sorting is stable and the candidates come newest first, so equal ranks stay newest first.
      const ranked = head
        .sort((a, b) => b.rank - a.rank)
        .slice(0, limit)
        .map((candidate) => candidate.id);
      const wanted = limit - ranked.length;
      const window = {
        content: recent.flatMap(({ id, rank }) => (rank === null ? [id] : [])),
        matches: recent.length,
        archived: recent[0]?.archived ?? 0,
      };
      const inContent = wanted > 0 ? await contentMatches(query, window, wanted) : [];
      const ids = [...ranked, ...inContent];
      if (!ids.length) return [];
      const rows = await steps.byIds(ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}

export type NewsSearch = ReturnType<typeof createNewsSearch>;

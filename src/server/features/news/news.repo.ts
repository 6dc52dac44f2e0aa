import { and, asc, count, desc, eq, getTableColumns, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appMeta, newsArticles, newsCategories } from '../../db/schema/index.js';

export interface NewArticle {
  title: string;
  categoryId: string;
  publishedAt: Date;
  sourceName: string;
  author: string | null;
  imageUrl: string | null;
  summary: string;
  content: string;
  tags: string[];
  sourceUrl: string;
}

const LAST_RUN_KEY = 'news_last_run_at';
/** How a search spends its work; see `search` below. Tests shrink these to reach every path. */
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

export function createNewsRepo(db: Db, tuning: Partial<SearchTuning> = {}) {
  const { probeWindow, commonInProbe, rankCandidates, walkWorth } = {
    ...DEFAULT_SEARCH_TUNING,
    ...tuning,
  };
  const {
    search: _search,
    searchHead: _searchHead,
    titleKey: _titleKey,
    createdAt: _createdAt,
    ...columns
  } = getTableColumns(newsArticles);
  const articles = () =>
    db
      .select({ ...columns, categoryName: newsCategories.name })
      .from(newsArticles)
      .innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId));
  /** Newest first, ties by id: the date index's order, for the table or a cut of it. */
  const newestFirst = (rows: { publishedAt: SQLWrapper; id: SQLWrapper }) => [
    desc(rows.publishedAt),
    desc(rows.id),
  ];
  // An expression rather than the column, so the date index is never walked to order matches:
  // the planner may overestimate how common a combination of words is, and walking the archive
  // row by row to find a rare one costs far more than sorting the matches the search index lists.
  const byNewestMatch = [
    desc(sql`${newsArticles.publishedAt} + interval '0 seconds'`),
    desc(newsArticles.id),
  ];

  /** Articles newest first with what checking them needs, to be cut into a stretch. */
  const newestRows = () =>
    db
      .select({
        id: newsArticles.id,
        publishedAt: newsArticles.publishedAt,
        head: newsArticles.searchHead,
        all: newsArticles.search,
      })
      .from(newsArticles)
      .orderBy(...newestFirst(newsArticles));

  // Searches are prepared once: each then skips building its SQL and, on PostgreSQL, parsing
  // and planning it again. The query is turned into a tsquery once per statement (a scalar
  // subquery), not once per row as a cached plan would otherwise do.
  const tsquery = sql`(select websearch_to_tsquery('english', ${sql.placeholder('query')}))`;

  /**
   * Every match among the newest `probeWindow` articles, newest first, with the rank of those
   * matching in their title or summary (null for matches in the content only), and the number
   * of articles the database last counted (0 before it first gathered statistics).
   */
  const recentWindow = newestRows().limit(sql.placeholder('window')).as('recent');
  const probeRecent = db
    .select({
      id: recentWindow.id,
      rank: sql<number | null>`case when ${recentWindow.head} @@ ${tsquery}
        then ts_rank_cd(${recentWindow.head}, ${tsquery}) end`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
      archived: sql<number>`(select greatest(reltuples, 0) from pg_class
        where oid = 'news_articles'::regclass)`.mapWith(Number),
    })
    .from(recentWindow)
    .where(sql`${recentWindow.all} @@ ${tsquery}`)
    .orderBy(...newestFirst(recentWindow))
    .prepare('news_search_recent');

  /** The newest `rankCandidates` title-or-summary matches of the whole archive, ranked. */
  const newestHead = db
    .select({
      id: newsArticles.id,
      publishedAt: newsArticles.publishedAt,
      head: newsArticles.searchHead,
    })
    .from(newsArticles)
    .where(sql`${newsArticles.searchHead} @@ ${tsquery}`)
    .orderBy(...byNewestMatch)
    .limit(sql.placeholder('candidates'))
    .as('newest');
  const archiveHeadMatches = db
    .select({
      id: newestHead.id,
      rank: sql<number>`ts_rank_cd(${newestHead.head}, ${tsquery})`.mapWith(Number),
    })
    .from(newestHead)
    .orderBy(...newestFirst(newestHead))
    .prepare('news_search_head');

  /** The newest articles of the whole archive that match only in their content. */
  const archiveContentMatches = db
    .select({ id: newsArticles.id })
    .from(newsArticles)
    .where(
      and(
        sql`${newsArticles.search} @@ ${tsquery}`,
        sql`not (${newsArticles.searchHead} @@ ${tsquery})`,
      ),
    )
    .orderBy(...byNewestMatch)
    .limit(sql.placeholder('count'))
    .prepare('news_search_content');

  /** Content-only matches among the `rows` articles just older than the window, newest first. */
  const olderWindow = newestRows()
    .offset(sql.placeholder('window'))
    .limit(sql.placeholder('rows'))
    .as('older');
  const olderContentMatches = db
    .select({ id: olderWindow.id })
    .from(olderWindow)
    .where(and(sql`${olderWindow.all} @@ ${tsquery}`, sql`not (${olderWindow.head} @@ ${tsquery})`))
    .orderBy(...newestFirst(olderWindow))
    .limit(sql.placeholder('count'))
    .prepare('news_search_older');

  /** The articles with these ids, without their search vectors. */
  const articlesById = articles()
    .where(sql`${newsArticles.id} = any(${sql.placeholder('ids')})`)
    .prepare('news_search_articles');

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
      const older = await olderContentMatches.execute({
        query,
        window: probeWindow,
        rows: Math.ceil(2 * expectedRows),
        count: still,
      });
      if (older.length === still) return [...found, ...older.map((row) => row.id)];
    }
    const rows = await archiveContentMatches.execute({ query, count: wanted });
    return rows.map((row) => row.id);
  }

  return {
    list(options: { category?: string; limit: number }) {
      return articles()
        .where(options.category ? eq(newsArticles.categoryId, options.category) : undefined)
        .orderBy(...newestFirst(newsArticles))
        .limit(options.limit);
    },

    /**
     * Full-text search, every word matching (web-search syntax). Matches in titles and summaries
     * come first, best ranked (title above summary), then articles matching only in their
     * content, newest first. No search reads the whole archive, however common its words:
     * - The newest `probeWindow` articles are checked one by one. A common word has enough
     *   title-or-summary matches there, and those are the ones ranked.
     * - Otherwise the title-and-summary index lists the word's few matches in the whole archive,
     *   and the newest `rankCandidates` of them are ranked.
     * - Content-only matches fill the rest: the window's, then older ones, read on from the
     *   window when they were common there, or else listed by the full index.
     */
    async search(query: string, limit: number) {
      const recent = await probeRecent.execute({ query, window: probeWindow });
      const recentHead = recent.flatMap(({ id, rank }) => (rank === null ? [] : [{ id, rank }]));
      const head =
        recentHead.length >= commonInProbe
          ? recentHead
          : await archiveHeadMatches.execute({ query, candidates: rankCandidates });
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
      const rows = await articlesById.execute({ ids });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    categories() {
      return db
        .select({
          id: newsCategories.id,
          name: newsCategories.name,
          count: count(newsArticles.id),
        })
        .from(newsCategories)
        .leftJoin(newsArticles, eq(newsArticles.categoryId, newsCategories.id))
        .groupBy(newsCategories.id, newsCategories.name, newsCategories.sortOrder)
        .orderBy(asc(newsCategories.sortOrder), asc(newsCategories.name));
    },

    /** Every category's id and name, without counting its articles. */
    knownCategories() {
      return db.select({ id: newsCategories.id, name: newsCategories.name }).from(newsCategories);
    },

    /** Adds categories a feed names that the site does not have yet. */
    async ensureCategories(categories: { id: string; name: string }[]) {
      if (!categories.length) return;
      await db
        .insert(newsCategories)
        .values(categories.map((category) => ({ ...category, sortOrder: 100 })))
        .onConflictDoNothing();
    },

    /** Stores new articles; ones already known by source URL or by title are skipped. */
    async insert(rows: NewArticle[]): Promise<number> {
      if (!rows.length) return 0;
      const inserted = await db
        .insert(newsArticles)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: newsArticles.id });
      return inserted.length;
    },

    async lastRunAt(): Promise<Date | null> {
      const [row] = await db.select().from(appMeta).where(eq(appMeta.key, LAST_RUN_KEY));
      const time = row ? Date.parse(row.value) : Number.NaN;
      return Number.isNaN(time) ? null : new Date(time);
    },

    async setLastRunAt(at: Date) {
      await db
        .insert(appMeta)
        .values({ key: LAST_RUN_KEY, value: at.toISOString() })
        .onConflictDoUpdate({
          target: appMeta.key,
          set: { value: at.toISOString(), updatedAt: new Date() },
        });
    },
  };
}

export type NewsRepo = ReturnType<typeof createNewsRepo>;
export type NewsArticleRow = Awaited<ReturnType<NewsRepo['list']>>[number];

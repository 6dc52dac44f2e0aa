import { and, asc, count, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
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
/** Recent title-or-summary matches that are ranked against each other. */
const RANK_CANDIDATES = 200;
/** The newest articles checked first for common words. */
const PROBE_WINDOW = 1000;
/** Matches in that window that mark a word as common (2%): its recent matches are enough. */
const COMMON_IN_PROBE = 20;

export function createNewsRepo(db: Db) {
  const {
    search: _search,
    titleKey: _titleKey,
    createdAt: _createdAt,
    ...columns
  } = getTableColumns(newsArticles);
  const articles = () =>
    db
      .select({ ...columns, categoryName: newsCategories.name })
      .from(newsArticles)
      .innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId));

  /**
   * Recent articles whose title or summary match. The newest PROBE_WINDOW articles are checked
   * first (their small vectors are cheap to read); when they hold COMMON_IN_PROBE matches the
   * word is common and those will do. Otherwise the word is rare and the search index lists all its
   * matches quickly. Either way no query walks the whole archive row by row, which the planner
   * would otherwise do when it overestimates how common a combination of words is.
   */
  async function recentHeadMatches(tsquery: SQL): Promise<number[]> {
    const recent = db
      .select({ id: newsArticles.id, searchHead: newsArticles.searchHead })
      .from(newsArticles)
      .orderBy(desc(newsArticles.publishedAt))
      .limit(PROBE_WINDOW)
      .as('recent');
    const probe = await db
      .select({ id: recent.id })
      .from(recent)
      .where(sql`${recent.searchHead} @@ ${tsquery}`)
      .limit(RANK_CANDIDATES);
    if (probe.length >= COMMON_IN_PROBE) return probe.map((row) => row.id);
    const all = await db
      .select({ id: newsArticles.id })
      .from(newsArticles)
      .where(sql`${newsArticles.searchHead} @@ ${tsquery}`)
      // An expression, not the column: the date index must not be walked here (see above).
      .orderBy(desc(sql`${newsArticles.publishedAt} + interval '0 seconds'`))
      .limit(RANK_CANDIDATES);
    return all.map((row) => row.id);
  }

  return {
    list(options: { category?: string; limit: number }) {
      return articles()
        .where(options.category ? eq(newsArticles.categoryId, options.category) : undefined)
        .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
        .limit(options.limit);
    },

    /**
     * Full-text search, every word matching (web-search syntax). Matches in titles and
     * summaries come first, best ranked (title above summary); then articles that match only in
     * their content, newest first. Ranking reads the small title-and-summary vector of at most
     * RANK_CANDIDATES recent matches, so a word found in half the archive still answers fast.
     */
    async search(query: string, limit: number) {
      const tsquery = sql`websearch_to_tsquery('english', ${query})`;
      const headMatches = await recentHeadMatches(tsquery);
      // Ranked on ids first, so only the rows shown are read whole.
      const rankedIds = !headMatches.length
        ? []
        : (
            await db
              .select({ id: newsArticles.id })
              .from(newsArticles)
              .where(inArray(newsArticles.id, headMatches))
              .orderBy(
                desc(sql`ts_rank_cd(${newsArticles.searchHead}, ${tsquery})`),
                desc(newsArticles.publishedAt),
                desc(newsArticles.id),
              )
              .limit(limit)
          ).map((row) => row.id);
      const rows = rankedIds.length
        ? await articles().where(inArray(newsArticles.id, rankedIds))
        : [];
      const byId = new Map(rows.map((row) => [row.id, row]));
      const ranked = rankedIds.flatMap((id) => byId.get(id) ?? []);
      if (ranked.length >= limit) return ranked;
      const contentMatches = db
        .select({ id: newsArticles.id })
        .from(newsArticles)
        .where(
          and(
            sql`${newsArticles.search} @@ ${tsquery}`,
            sql`not (${newsArticles.searchHead} @@ ${tsquery})`,
          ),
        )
        .orderBy(desc(newsArticles.publishedAt))
        .limit(limit - ranked.length);
      const inContent = await articles()
        .where(inArray(newsArticles.id, contentMatches))
        .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id));
      return [...ranked, ...inContent];
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

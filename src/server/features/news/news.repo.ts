import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  isNotNull,
  isNull,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
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

/** Characters of HTML read for a card whose summary is blank: ample for 200 of text. */
const LEAD_CHARS = 4_000;

/** Articles the crew hid are left out of everything the public reads. */
const shown = isNull(newsArticles.hiddenAt);

export function createNewsRepo(db: Db) {
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
  // A card without the content (a list of 50 was 61 KB with it): only an article with a blank
  // summary brings the start of its content, from which its blurb is taken.
  const { content: _content, ...cardColumns } = columns;
  const cards = () =>
    db
      .select({
        ...cardColumns,
        categoryName: newsCategories.name,
        lead: sql<string | null>`case when btrim(${newsArticles.summary}) = ''
          then left(${newsArticles.content}, ${sql.raw(String(LEAD_CHARS))}) end`,
      })
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
      .where(shown)
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
    .where(and(shown, sql`${newsArticles.searchHead} @@ ${tsquery}`))
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
        shown,
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

  /** The cards of the articles with these ids. */
  const articlesById = cards()
    .where(and(shown, sql`${newsArticles.id} = any(${sql.placeholder('ids')})`))
    .prepare('news_search_articles');

  return {
    async one(id: number) {
      const [row] = await articles()
        .where(and(shown, eq(newsArticles.id, id)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Pinned articles first, newest pin first, then the rest newest first. Two reads rather
     * than one sort, so the newest are still read off the date index, however long the archive.
     */
    async list(options: { category?: string; limit: number }) {
      const visible = and(
        shown,
        options.category ? eq(newsArticles.categoryId, options.category) : undefined,
      );
      const pinned = await cards()
        .where(and(visible, isNotNull(newsArticles.pinnedAt)))
        .orderBy(desc(newsArticles.pinnedAt), desc(newsArticles.id))
        .limit(options.limit);
      const newest = await cards()
        .where(visible)
        .orderBy(...newestFirst(newsArticles))
        .limit(options.limit);
      const first = new Set(pinned.map((row) => row.id));
      return [...pinned, ...newest.filter((row) => !first.has(row.id))].slice(0, options.limit);
    },

    /** The statements a news search is planned from (`news.search.ts`); SQL only. */
    searchSteps: {
      recent: (query: string, window: number) => probeRecent.execute({ query, window }),
      archiveHead: (query: string, candidates: number) =>
        archiveHeadMatches.execute({ query, candidates }),
      olderContent: (query: string, window: number, rows: number, count: number) =>
        olderContentMatches.execute({ query, window, rows, count }),
      archiveContent: (query: string, count: number) =>
        archiveContentMatches.execute({ query, count }),
      byIds: (ids: number[]) => articlesById.execute({ ids }),
    },

    categories() {
      return db
        .select({
          id: newsCategories.id,
          name: newsCategories.name,
          count: count(newsArticles.id),
        })
        .from(newsCategories)
        .leftJoin(newsArticles, and(eq(newsArticles.categoryId, newsCategories.id), shown))
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
export type NewsArticleRow = NonNullable<Awaited<ReturnType<NewsRepo['one']>>>;
export type NewsCardRow = Awaited<ReturnType<NewsRepo['list']>>[number];

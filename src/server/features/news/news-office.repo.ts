import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appMeta, newsArticles, newsCategories, newsFeeds } from '../../db/schema/index.js';
import type { Queryable } from '../../modules.js';

/** Set once the configured feeds were copied into the table, so an emptied list stays empty. */
const FEEDS_SEEDED_KEY = 'news_feeds_seeded';

export type NewsFeedRow = typeof newsFeeds.$inferSelect;

export interface FeedFields {
  url: string;
  name: string;
  category: string;
}

export interface FeedRunRecord {
  at: Date;
  ok: boolean;
  error: string | null;
  added: number;
}

const curatedColumns = {
  id: newsArticles.id,
  title: newsArticles.title,
  categoryName: newsCategories.name,
  sourceName: newsArticles.sourceName,
  sourceUrl: newsArticles.sourceUrl,
  publishedAt: newsArticles.publishedAt,
  hiddenAt: newsArticles.hiddenAt,
  pinnedAt: newsArticles.pinnedAt,
};

/** The back office's side of the news: the feeds read, and the articles hidden or pinned. */
export function createNewsOfficeRepo(db: Db) {
  /** Adds categories that feeds name and the site does not have yet. */
  async function ensureCategories(tx: Queryable, categories: { id: string; name: string }[]) {
    if (!categories.length) return;
    await tx
      .insert(newsCategories)
      .values(categories.map((category) => ({ ...category, sortOrder: 100 })))
      .onConflictDoNothing();
  }

  const curated = (q: Queryable) =>
    q
      .select(curatedColumns)
      .from(newsArticles)
      .innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId));

  return {
    feeds(): Promise<NewsFeedRow[]> {
      return db.select().from(newsFeeds).orderBy(asc(newsFeeds.id));
    },

    async feed(id: number): Promise<NewsFeedRow | null> {
      const [row] = await db.select().from(newsFeeds).where(eq(newsFeeds.id, id));
      return row ?? null;
    },

    /** The new feed, or null when one with that address is already listed. */
    async addFeed(tx: Queryable, fields: FeedFields): Promise<NewsFeedRow | null> {
      const [row] = await tx.insert(newsFeeds).values(fields).onConflictDoNothing().returning();
      return row ?? null;
    },

    async removeFeed(tx: Queryable, id: number): Promise<NewsFeedRow | null> {
      const [row] = await tx.delete(newsFeeds).where(eq(newsFeeds.id, id)).returning();
      return row ?? null;
    },

    async recordRun(id: number, run: FeedRunRecord): Promise<NewsFeedRow | null> {
      const [row] = await db
        .update(newsFeeds)
        .set({ lastRunAt: run.at, lastOk: run.ok, lastError: run.error, lastAdded: run.added })
        .where(eq(newsFeeds.id, id))
        .returning();
      return row ?? null;
    },

    ensureCategories,

    /**
     * Copies `feeds` into the table the first time only; whether that happened is remembered
     * in the same transaction, so two instances starting together copy them once.
     */
    seedOnce(feeds: FeedFields[], categories: { id: string; name: string }[]) {
      return db.transaction(async (tx) => {
        const [first] = await tx
          .insert(appMeta)
          .values({ key: FEEDS_SEEDED_KEY, value: new Date().toISOString() })
          .onConflictDoNothing()
          .returning({ key: appMeta.key });
        if (!first) return 0;
        await ensureCategories(tx, categories);
        if (!feeds.length) return 0;
        const rows = await tx
          .insert(newsFeeds)
          .values(feeds)
          .onConflictDoNothing()
          .returning({ id: newsFeeds.id });
        return rows.length;
      });
    },

    /** The articles hidden, most recently hidden first. */
    hiddenArticles(limit: number) {
      return curated(db)
        .where(isNotNull(newsArticles.hiddenAt))
        .orderBy(desc(newsArticles.hiddenAt), desc(newsArticles.id))
        .limit(limit);
    },

    /** The articles shown that are pinned, newest pin first. */
    pinnedArticles(limit: number) {
      return curated(db)
        .where(and(isNull(newsArticles.hiddenAt), isNotNull(newsArticles.pinnedAt)))
        .orderBy(desc(newsArticles.pinnedAt), desc(newsArticles.id))
        .limit(limit);
    },

    /** The newest articles shown, pinned or not. */
    newestArticles(limit: number) {
      return curated(db)
        .where(isNull(newsArticles.hiddenAt))
        .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
        .limit(limit);
    },

    /** One article, its row locked until the transaction ends, so its audit entry tells the truth. */
    async curatedForUpdate(tx: Queryable, id: number) {
      const [row] = await curated(tx).where(eq(newsArticles.id, id)).for('update', {
        of: newsArticles,
      });
      return row ?? null;
    },

    async setCuration(
      tx: Queryable,
      id: number,
      marks: { hiddenAt?: Date | null; pinnedAt?: Date | null },
    ) {
      await tx.update(newsArticles).set(marks).where(eq(newsArticles.id, id));
    },
  };
}

export type NewsOfficeRepo = ReturnType<typeof createNewsOfficeRepo>;
export type CuratedArticleRow = NonNullable<
  Awaited<ReturnType<NewsOfficeRepo['curatedForUpdate']>>
>;

import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, serialId, sortOrder, timestampTz, tsvector } from './columns.js';

export const newsCategories = pgTable('news_categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: sortOrder(),
});

export const newsArticles = pgTable(
  'news_articles',
  {
    id: serialId(),
    title: text('title').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => newsCategories.id, { onUpdate: 'cascade', onDelete: 'restrict' }),
    publishedAt: timestampTz('published_at').notNull(),
    sourceName: text('source_name').notNull(),
    author: text('author'),
    imageUrl: text('image_url'),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    tags: text('tags').array().notNull().default([]),
    sourceUrl: text('source_url').notNull().unique(),
    /** The title with case, punctuation and spacing ignored: one story reposted is one article. */
    titleKey: text('title_key')
      .notNull()
      .generatedAlwaysAs(sql`btrim(regexp_replace(lower("title"), '[^[:alnum:]]+', ' ', 'g'))`),
    /** Title and summary only: small enough to stay inline, so ranking many matches is cheap. */
    searchHead: tsvector('search_head')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "summary"), 'B')`,
      ),
    /** Title weighs most, then summary, then content (whose HTML tags the parser skips). */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "summary"), 'B') || setweight(to_tsvector('english'::regconfig, "content"), 'C')`,
      ),
    createdAt: createdAt(),
    /** Hidden by the crew: left out of every list, search and page. */
    hiddenAt: timestampTz('hidden_at'),
    /** Pinned by the crew: listed first, newest pin first. */
    pinnedAt: timestampTz('pinned_at'),
  },
  (t) => [
    index('news_articles_category_published_idx').on(t.categoryId, t.publishedAt),
    // Newest first with a tiebreak, read straight off the index without sorting.
    index('news_articles_published_idx').on(t.publishedAt, t.id),
    // The few pinned articles, in the order the list shows them: without it, listing them reads
    // the whole archive to find the handful with a pin.
    index('news_articles_pinned_idx')
      .on(t.pinnedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.pinnedAt} is not null`),
    uniqueIndex('news_articles_title_key_unique').on(t.titleKey),
    // Without the pending list, new articles go straight into the search indexes: fetching feeds
    // is rare and searching is not, and no search has to read a list of unsorted entries.
    index('news_articles_search_idx').using('gin', t.search).with({ fastupdate: 'off' }),
    index('news_articles_search_head_idx').using('gin', t.searchHead).with({ fastupdate: 'off' }),
  ],
);

/** The feeds the station reads its news from, edited in the back office. */
export const newsFeeds = pgTable('news_feeds', {
  id: serialId(),
  url: text('url').notNull().unique(),
  name: text('name').notNull(),
  /** The category its articles go to, unless an article's own tags name another one. */
  category: text('category').notNull(),
  createdAt: createdAt(),
  /** The last time the feed was read, and how it went. */
  lastRunAt: timestampTz('last_run_at'),
  lastOk: boolean('last_ok'),
  lastError: text('last_error'),
  lastAdded: integer('last_added'),
});

import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const newsCategories = pgTable('news_categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => newsCategories.id, { onUpdate: 'cascade', onDelete: 'restrict' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    sourceName: text('source_name').notNull(),
    author: text('author'),
    imageUrl: text('image_url'),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    tags: text('tags').array().notNull().default([]),
    sourceUrl: text('source_url').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_articles_category_published_idx').on(t.categoryId, t.publishedAt)],
);

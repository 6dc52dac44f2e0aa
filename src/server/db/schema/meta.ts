import { pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.js';

/** Small key/value facts about the database itself, such as which demo seed it holds. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

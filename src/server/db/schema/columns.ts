import { type AnyPgColumn, integer, timestamp } from 'drizzle-orm/pg-core';

/** When the row was made. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A required reference to a row this one belongs to: deleting that row deletes this one
 * (a member's likes, a song's plays).
 */
export const belongsTo = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

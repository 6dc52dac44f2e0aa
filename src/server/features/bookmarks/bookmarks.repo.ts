import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookmarks } from '../../db/schema/index.js';

export function createBookmarksRepo(db: Db) {
  return {
    listFor(userId: number) {
      return db
        .select()
        .from(bookmarks)
        .where(eq(bookmarks.userId, userId))
        .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id));
    },
    /** Undefined when the user already bookmarked that address. */
    async add(userId: number, title: string, url: string) {
      const [row] = await db
        .insert(bookmarks)
        .values({ userId, title, url })
        .onConflictDoNothing({ target: [bookmarks.userId, bookmarks.url] })
        .returning();
      return row;
    },
    async remove(userId: number, id: number) {
      const rows = await db
        .delete(bookmarks)
        .where(and(eq(bookmarks.userId, userId), eq(bookmarks.id, id)))
        .returning({ id: bookmarks.id });
      return rows.length > 0;
    },
  };
}

export type BookmarksRepo = ReturnType<typeof createBookmarksRepo>;

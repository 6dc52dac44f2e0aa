import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookmarks, users } from '../../db/schema/index.js';

export type BookmarkRow = typeof bookmarks.$inferSelect;

export type AddBookmarkResult =
  | { kind: 'added'; row: BookmarkRow }
  | { kind: 'duplicate' }
  | { kind: 'full' };

export function createBookmarksRepo(db: Db) {
  return {
    /**
     * Newest first (ids grow with every insert), at most `limit`, only those older than the
     * bookmark `before` and only the one for `url` when given.
     */
    page(userId: number, options: { limit: number; before?: number; url?: string }) {
      return db
        .select()
        .from(bookmarks)
        .where(
          and(
            eq(bookmarks.userId, userId),
            options.before === undefined ? undefined : lt(bookmarks.id, options.before),
            options.url === undefined ? undefined : eq(bookmarks.url, options.url),
          ),
        )
        .orderBy(desc(bookmarks.id))
        .limit(options.limit);
    },

    async count(userId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(bookmarks)
        .where(eq(bookmarks.userId, userId));
      return row?.n ?? 0;
    },

    /**
     * Adds the bookmark unless the account has that page already or holds `max` bookmarks. The
     * account's row stays locked until the insert commits, so adds for one account take turns
     * and two of them cannot both see room for one more.
     */
    add(userId: number, title: string, url: string, max: number): Promise<AddBookmarkResult> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, userId))
          .for('no key update');
        const [existing] = await tx
          .select({ id: bookmarks.id })
          .from(bookmarks)
          .where(and(eq(bookmarks.userId, userId), eq(bookmarks.url, url)));
        if (existing) return { kind: 'duplicate' };
        const [held] = await tx
          .select({ n: count() })
          .from(bookmarks)
          .where(eq(bookmarks.userId, userId));
        if ((held?.n ?? 0) >= max) return { kind: 'full' };
        const [row] = await tx
          .insert(bookmarks)
          .values({ userId, title, url })
          .onConflictDoNothing({ target: [bookmarks.userId, bookmarks.url] })
          .returning();
        return row ? { kind: 'added', row } : { kind: 'duplicate' };
      });
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

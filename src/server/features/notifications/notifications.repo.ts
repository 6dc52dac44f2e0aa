import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';

/** What a feature leaves a member; `subject` names what answering it elsewhere settles. */
export interface Notice {
  title: string;
  body: string;
  link: string | null;
  subject?: string;
}

export function createNotificationsRepo(db: Db) {
  return {
    async insert(userId: number, notice: Notice) {
      await db.insert(notifications).values({ userId, ...notice });
    },

    /** Marks read the member's unread notifications about `subject` (it has been answered). */
    async settle(userId: number, subject: string) {
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.subject, subject),
            isNull(notifications.readAt),
          ),
        );
    },

    async listFor(userId: number, limit: number) {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },
    async unreadCount(userId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },
    async markRead(userId: number, id: number) {
      const rows = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },
    async markAllRead(userId: number) {
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },
  };
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;

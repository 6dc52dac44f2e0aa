import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatMessages, users } from '../../db/schema/index.js';
import type { UserRow } from '../../views/user.views.js';

export type ChatMessageRow = typeof chatMessages.$inferSelect;

export function createChatRepo(db: Db) {
  return {
    /** The latest messages still visible, oldest first. */
    async recent(limit: number) {
      const rows = await db
        .select()
        .from(chatMessages)
        // Suspended members' messages are hidden with the rest of what they wrote.
        .where(
          and(
            isNull(chatMessages.deletedAt),
            sql`not exists (select 1 from users u where u.id = ${chatMessages.userId} and u.suspended_at is not null)`,
          ),
        )
        .orderBy(desc(chatMessages.id))
        .limit(limit);
      return rows.reverse();
    },
    async insert(values: typeof chatMessages.$inferInsert) {
      const [row] = await db.insert(chatMessages).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    /** Marks a message deleted; false when there is no such visible message. */
    async softDelete(id: number) {
      const rows = await db
        .update(chatMessages)
        .set({ deletedAt: new Date() })
        .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)))
        .returning({ id: chatMessages.id });
      return rows.length > 0;
    },
    /** The member's account as it is now: roles and suspension change while a socket is open. */
    async findUser(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async isRegisteredName(name: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${name.toLowerCase()}`)
        .limit(1);
      return !!row;
    },
  };
}

export type ChatRepo = ReturnType<typeof createChatRepo>;

import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatMessages, chatModerationLog, users } from '../../db/schema/index.js';
import type { UserRow } from '../../views/user.views.js';

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ModerationLogRow = typeof chatModerationLog.$inferSelect;

/** Who moderated, as the log keeps them: their account and the name it had then. */
export interface Moderator {
  id: number;
  username: string;
}

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
    /**
     * A moderator deletes a message: it is marked deleted and the act logged with the message's
     * text, together. False when there is no such visible message.
     */
    async deleteAsModerator(id: number, moderator: Moderator) {
      return db.transaction(async (tx) => {
        const [gone] = await tx
          .update(chatMessages)
          .set({ deletedAt: new Date() })
          .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)))
          .returning({ username: chatMessages.username, message: chatMessages.message });
        if (!gone) return false;
        await tx.insert(chatModerationLog).values({
          action: 'delete',
          moderatorId: moderator.id,
          moderatorName: moderator.username,
          targetName: gone.username,
          messageId: id,
          excerpt: gone.message,
        });
        return true;
      });
    },
    async logMute(moderator: Moderator, target: string, until: Date) {
      await db.insert(chatModerationLog).values({
        action: 'mute',
        moderatorId: moderator.id,
        moderatorName: moderator.username,
        targetName: target,
        until,
      });
    },
    /** The moderation log, newest first, `limit` entries from below the cursor. */
    moderationLog(limit: number, before?: number): Promise<ModerationLogRow[]> {
      return db
        .select()
        .from(chatModerationLog)
        .where(before === undefined ? undefined : lt(chatModerationLog.id, before))
        .orderBy(desc(chatModerationLog.id))
        .limit(limit);
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

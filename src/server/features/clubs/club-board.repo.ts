import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { MUTE_MAX_MINUTES } from '../../../shared/chat.constants.js';
import type { Db } from '../../db/client.js';
import { chatModerationLog, clubPosts, users } from '../../db/schema/index.js';
import type { Queryable } from '../../modules.js';
import { personColumns as person } from './clubs.repo.js';

/** The clubs' message boards, and the live chat's mutes they honour. */
export function createClubBoardRepo(db: Db) {
  return {
    /** A page of the board, newest first, older than `before` when given. */
    async posts(clubId: number, before: number | undefined, limit: number) {
      return db
        .select({ post: clubPosts, author: person })
        .from(clubPosts)
        .innerJoin(users, eq(users.id, clubPosts.userId))
        .where(
          and(
            eq(clubPosts.clubId, clubId),
            isNull(clubPosts.deletedAt),
            before === undefined ? undefined : lt(clubPosts.id, before),
          ),
        )
        .orderBy(desc(clubPosts.id))
        .limit(limit);
    },

    async insertPost(tx: Queryable, clubId: number, userId: number, message: string) {
      const [row] = await tx.insert(clubPosts).values({ clubId, userId, message }).returning();
      if (!row) throw new Error('the new message was not returned');
      return row;
    },

    async postWithAuthor(postId: number) {
      const [row] = await db
        .select({ post: clubPosts, author: person })
        .from(clubPosts)
        .innerJoin(users, eq(users.id, clubPosts.userId))
        .where(and(eq(clubPosts.id, postId), isNull(clubPosts.deletedAt)));
      return row;
    },

    async livePost(tx: Queryable, clubId: number, postId: number) {
      const [row] = await tx
        .select()
        .from(clubPosts)
        .where(
          and(eq(clubPosts.id, postId), eq(clubPosts.clubId, clubId), isNull(clubPosts.deletedAt)),
        );
      return row;
    },

    /** Marks a message deleted; false when someone else deleted it first. */
    async deletePost(tx: Queryable, postId: number, deletedBy: number): Promise<boolean> {
      const rows = await tx
        .update(clubPosts)
        .set({ deletedAt: new Date(), deletedBy })
        .where(and(eq(clubPosts.id, postId), isNull(clubPosts.deletedAt)))
        .returning({ id: clubPosts.id });
      return rows.length > 0;
    },

    /**
     * When the live chat's mute of this name ends, if one is on: the chat's moderation log is
     * the lasting record of mutes. A mute lasts at most a day, so only the last day's entries
     * are read (through the log's time index).
     */
    async chatMutedUntil(username: string, now: Date): Promise<Date | null> {
      const since = new Date(now.getTime() - MUTE_MAX_MINUTES * 60_000);
      const [row] = await db
        .select({ until: sql<Date | string | null>`max(${chatModerationLog.until})` })
        .from(chatModerationLog)
        .where(
          and(
            eq(chatModerationLog.action, 'mute'),
            sql`${chatModerationLog.createdAt} >= ${since}`,
            sql`lower(${chatModerationLog.targetName}) = lower(${username})`,
          ),
        );
      const until = row?.until ? new Date(row.until) : null;
      return until && until.getTime() > now.getTime() ? until : null;
    },
  };
}

export type ClubBoardRepo = ReturnType<typeof createClubBoardRepo>;

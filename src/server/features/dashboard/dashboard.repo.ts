import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { follows, postComments, postLikes, posts, users } from '../../db/schema/index.js';

export interface ActivityRow {
  kind: 'follow' | 'like' | 'comment';
  key: string;
  at: Date;
  actorUsername: string;
  actorDisplayName: string;
  actorAvatarUpdatedAt: Date | null;
  actorHairColor: string | null;
  actorEyeColor: string | null;
  actorSkinTone: string | null;
  creatorUsername: string;
  creatorDisplayName: string;
  creatorAvatarUpdatedAt: Date | null;
  creatorHairColor: string | null;
  creatorEyeColor: string | null;
  creatorSkinTone: string | null;
  postId: number | null;
  postTitle: string | null;
}

const actor = alias(users, 'actor');
const creator = alias(users, 'creator');
const people = {
  actorUsername: actor.username,
  actorDisplayName: actor.displayName,
  actorAvatarUpdatedAt: actor.avatarUpdatedAt,
  actorHairColor: actor.hairColor,
  actorEyeColor: actor.eyeColor,
  actorSkinTone: actor.skinTone,
  creatorUsername: creator.username,
  creatorDisplayName: creator.displayName,
  creatorAvatarUpdatedAt: creator.avatarUpdatedAt,
  creatorHairColor: creator.hairColor,
  creatorEyeColor: creator.eyeColor,
  creatorSkinTone: creator.skinTone,
};

export function createDashboardRepo(db: Db) {
  return {
    /** Every figure of the dashboard in one round trip; each is one index range. */
    async stats(userId: number, since: Date) {
      const from = sql`${since.toISOString()}::timestamptz`;
      const [row] = await db
        .select({
          followers: users.followerCount,
          following: users.followingCount,
          followersGained: sql<number>`(SELECT count(*)::int FROM follows f WHERE f.creator_id = ${userId} AND f.created_at > ${from})`,
          posts: sql<number>`(SELECT count(*)::int FROM posts p WHERE p.author_id = ${userId})`,
          likesReceived: sql<number>`(SELECT count(*)::int FROM post_likes l WHERE l.creator_id = ${userId} AND l.created_at > ${from} AND l.user_id <> ${userId})`,
          commentsReceived: sql<number>`(SELECT count(*)::int FROM post_comments c WHERE c.creator_id = ${userId} AND c.created_at > ${from} AND c.author_id <> ${userId})`,
          likesGiven: sql<number>`(SELECT count(*)::int FROM post_likes l WHERE l.user_id = ${userId})`,
          commentsGiven: sql<number>`(SELECT count(*)::int FROM post_comments c WHERE c.author_id = ${userId})`,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /**
     * The newest follows, likes and comments: those others made to `userId`'s profile and posts
     * (`received`), or those `userId` made (`given`).
     */
    async activity(userId: number, direction: 'received' | 'given', limit: number) {
      const received = direction === 'received';
      const followRows = db
        .select({
          at: follows.createdAt,
          key: sql<string>`'f-' || ${follows.followerId} || '-' || ${follows.creatorId}`,
          postId: sql<number | null>`NULL::int`,
          postTitle: sql<string | null>`NULL::text`,
          ...people,
        })
        .from(follows)
        .innerJoin(actor, eq(actor.id, follows.followerId))
        .innerJoin(creator, eq(creator.id, follows.creatorId))
        .where(received ? eq(follows.creatorId, userId) : eq(follows.followerId, userId))
        .orderBy(desc(follows.createdAt))
        .limit(limit);
      /** Likes and comments: what someone did under a creator's post. */
      const onPosts = (
        table: typeof postLikes | typeof postComments,
        member: typeof postLikes.userId | typeof postComments.authorId,
        key: SQL<string>,
      ) =>
        db
          .select({ at: table.createdAt, key, postId: posts.id, postTitle: posts.title, ...people })
          .from(table)
          .innerJoin(posts, eq(posts.id, table.postId))
          .innerJoin(actor, eq(actor.id, member))
          .innerJoin(creator, eq(creator.id, table.creatorId))
          .where(
            received ? and(eq(table.creatorId, userId), ne(member, userId)) : eq(member, userId),
          )
          .orderBy(desc(table.createdAt))
          .limit(limit);
      const likeRows = onPosts(
        postLikes,
        postLikes.userId,
        sql<string>`'l-' || ${postLikes.postId} || '-' || ${postLikes.userId}`,
      );
      const commentRows = onPosts(
        postComments,
        postComments.authorId,
        sql<string>`'c-' || ${postComments.id}`,
      );
      const [f, l, c] = await Promise.all([followRows, likeRows, commentRows]);
      const rows: ActivityRow[] = [
        ...f.map((row) => ({ ...row, kind: 'follow' as const })),
        ...l.map((row) => ({ ...row, kind: 'like' as const })),
        ...c.map((row) => ({ ...row, kind: 'comment' as const })),
      ];
      return rows.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, limit);
    },
  };
}

export type DashboardRepo = ReturnType<typeof createDashboardRepo>;

import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  creatorProfiles,
  follows,
  postComments,
  postLikes,
  posts,
  users,
} from '../../db/schema/index.js';

const postColumns = {
  id: posts.id,
  authorId: posts.authorId,
  title: posts.title,
  content: posts.content,
  teaser: posts.teaser,
  visibility: posts.visibility,
  likeCount: posts.likeCount,
  commentCount: posts.commentCount,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
  hiddenAt: posts.hiddenAt,
  authorSuspendedAt: users.suspendedAt,
  authorUsername: users.username,
  authorDisplayName: users.displayName,
  authorAvatarUpdatedAt: users.avatarUpdatedAt,
  authorHairColor: users.hairColor,
  authorEyeColor: users.eyeColor,
  authorSkinTone: users.skinTone,
};

export interface PostRow {
  id: number;
  authorId: number;
  title: string;
  content: string;
  teaser: string;
  visibility: string;
  likeCount: number;
  commentCount: number;
  createdAt: Date;
  updatedAt: Date;
  /** When moderation hid it from readers. */
  hiddenAt: Date | null;
  /** When its creator was suspended: their posts are hidden with them. */
  authorSuspendedAt: Date | null;
  authorUsername: string;
  authorDisplayName: string;
  authorAvatarUpdatedAt: Date | null;
  authorHairColor: string | null;
  authorEyeColor: string | null;
  authorSkinTone: string | null;
}

const commentColumns = {
  id: postComments.id,
  postId: postComments.postId,
  authorId: postComments.authorId,
  creatorId: postComments.creatorId,
  body: postComments.body,
  createdAt: postComments.createdAt,
  authorUsername: users.username,
  authorDisplayName: users.displayName,
  authorAvatarUpdatedAt: users.avatarUpdatedAt,
  authorHairColor: users.hairColor,
  authorEyeColor: users.eyeColor,
  authorSkinTone: users.skinTone,
};

export type CommentRow = {
  id: number;
  postId: number;
  authorId: number;
  creatorId: number;
  body: string;
  createdAt: Date;
  authorUsername: string;
  authorDisplayName: string;
  authorAvatarUpdatedAt: Date | null;
  authorHairColor: string | null;
  authorEyeColor: string | null;
  authorSkinTone: string | null;
};

export interface NewPost {
  title: string;
  content: string;
  teaser: string;
  visibility: string;
}

/** Newest first; a page continues after the post whose id is the cursor. */
const olderThan = (cursor: number | undefined) =>
  cursor === undefined
    ? undefined
    : sql`(${posts.createdAt}, ${posts.id}) < (SELECT p.created_at, p.id FROM posts p WHERE p.id = ${cursor})`;

/** What readers see: posts moderation has not hidden, by members who are not suspended. */
const listed = and(isNull(posts.hiddenAt), isNull(users.suspendedAt));

export function createPostsRepo(db: Db) {
  const withAuthor = () =>
    db.select(postColumns).from(posts).innerJoin(users, eq(users.id, posts.authorId));

  return {
    async creatorId(username: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .innerJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
        .where(sql`lower(${users.username}) = lower(${username})`);
      return row?.id;
    },

    async insert(authorId: number, post: NewPost): Promise<number> {
      const [row] = await db
        .insert(posts)
        .values({ authorId, ...post })
        .returning({ id: posts.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    async find(id: number): Promise<PostRow | undefined> {
      const [row] = await withAuthor().where(eq(posts.id, id));
      return row;
    },

    async update(id: number, changes: Partial<NewPost>) {
      await db
        .update(posts)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(posts.id, id));
    },

    async remove(id: number) {
      await db.delete(posts).where(eq(posts.id, id));
    },

    async hide(id: number) {
      await db.update(posts).set({ hiddenAt: new Date() }).where(eq(posts.id, id));
    },

    /** A creator's posts; their own list (`all`) includes what moderation hid. */
    byAuthor(authorId: number, limit: number, cursor?: number, all = false): Promise<PostRow[]> {
      return withAuthor()
        .where(and(eq(posts.authorId, authorId), olderThan(cursor), all ? undefined : listed))
        .orderBy(desc(posts.createdAt), desc(posts.id))
        .limit(limit);
    },

    /** The newest posts of the creators `userId` follows. */
    fromFollowed(userId: number, limit: number): Promise<PostRow[]> {
      return withAuthor()
        .innerJoin(
          follows,
          and(eq(follows.creatorId, posts.authorId), eq(follows.followerId, userId)),
        )
        .where(listed)
        .orderBy(desc(posts.createdAt), desc(posts.id))
        .limit(limit);
    },

    latestPublic(limit: number): Promise<PostRow[]> {
      return withAuthor()
        .where(and(eq(posts.visibility, 'public'), listed))
        .orderBy(desc(posts.createdAt), desc(posts.id))
        .limit(limit);
    },

    /** Which of `postIds` the user liked. */
    async likedAmong(userId: number, postIds: number[]): Promise<Set<number>> {
      if (postIds.length === 0) return new Set();
      const rows = await db
        .select({ postId: postLikes.postId })
        .from(postLikes)
        .where(and(eq(postLikes.userId, userId), inArray(postLikes.postId, postIds)));
      return new Set(rows.map((row) => row.postId));
    },

    /** Adds the like; false when it was there already. The post's count follows by trigger. */
    async like(post: { id: number; authorId: number }, userId: number): Promise<boolean> {
      const rows = await db
        .insert(postLikes)
        .values({ postId: post.id, userId, creatorId: post.authorId })
        .onConflictDoNothing()
        .returning({ postId: postLikes.postId });
      return rows.length > 0;
    },

    async unlike(postId: number, userId: number) {
      await db
        .delete(postLikes)
        .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)));
    },

    async counts(postId: number) {
      const [row] = await db
        .select({ likeCount: posts.likeCount, commentCount: posts.commentCount })
        .from(posts)
        .where(eq(posts.id, postId));
      return row ?? { likeCount: 0, commentCount: 0 };
    },

    /** Oldest first; a page continues after the comment whose id is the cursor. */
    comments(postId: number, limit: number, cursor?: number): Promise<CommentRow[]> {
      return db
        .select(commentColumns)
        .from(postComments)
        .innerJoin(users, eq(users.id, postComments.authorId))
        .where(
          and(
            eq(postComments.postId, postId),
            cursor === undefined
              ? undefined
              : sql`(${postComments.createdAt}, ${postComments.id}) > (SELECT c.created_at, c.id FROM post_comments c WHERE c.id = ${cursor})`,
          ),
        )
        .orderBy(asc(postComments.createdAt), asc(postComments.id))
        .limit(limit);
    },

    async findComment(id: number): Promise<CommentRow | undefined> {
      const [row] = await db
        .select(commentColumns)
        .from(postComments)
        .innerJoin(users, eq(users.id, postComments.authorId))
        .where(eq(postComments.id, id));
      return row;
    },

    async insertComment(
      post: { id: number; authorId: number },
      authorId: number,
      body: string,
    ): Promise<number> {
      const [row] = await db
        .insert(postComments)
        .values({ postId: post.id, authorId, creatorId: post.authorId, body })
        .returning({ id: postComments.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    async removeComment(id: number) {
      await db.delete(postComments).where(eq(postComments.id, id));
    },
  };
}

export type PostsRepo = ReturnType<typeof createPostsRepo>;

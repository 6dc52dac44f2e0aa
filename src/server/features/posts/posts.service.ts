import type {
  createPostRequestSchema,
  updatePostRequestSchema,
} from '../../../shared/contracts/posts.js';
import {
  COMMENTS_PAGE_SIZE,
  DASHBOARD_POSTS,
  POSTS_PAGE_SIZE,
} from '../../../shared/contracts/posts.js';
import { can } from '../../../shared/domain/policies.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { UserRow } from '../../views/user.views.js';
import type { PostRow, PostsRepo } from './posts.repo.js';
import { type PostViewer, readable, toComment, toPost } from './posts.views.js';

type NewPostInput = ReturnType<typeof createPostRequestSchema.parse>;
type PostChanges = ReturnType<typeof updatePostRequestSchema.parse>;

/** Who subscribes to whom: the payments feature, which sells subscriptions, answers. */
export interface Entitlements {
  /** Of `creatorIds`, the ones `userId` subscribes to with a paid period that covers now. */
  subscribedAmong(userId: number, creatorIds: readonly number[]): Promise<Set<number>>;
}

export interface PostsServiceDeps {
  repo: PostsRepo;
  entitlements: Entitlements;
  notify: (
    userId: number,
    notice: { title: string; body: string; link: string | null },
  ) => Promise<void>;
}

const postLocked = () =>
  new HttpError(
    403,
    'POST_LOCKED',
    'This post is for subscribers only: subscribe to the creator to read it and join in.',
  );

/** The id of the last item of a full page, to ask for the next one with. */
function nextCursor<T extends { id: number }>(rows: T[], pageSize: number): string | null {
  return rows.length > pageSize ? String(rows[pageSize - 1]?.id) : null;
}

export function createPostsService({ repo, entitlements, notify }: PostsServiceDeps) {
  async function viewerOf(user: UserRow | null, rows: PostRow[]): Promise<PostViewer> {
    if (!user) return { actor: null, liked: new Set(), subscribedTo: new Set() };
    const lockedAuthors = [
      ...new Set(rows.filter((row) => row.visibility !== 'public').map((row) => row.authorId)),
    ];
    const [liked, subscribedTo] = await Promise.all([
      repo.likedAmong(
        user.id,
        rows.map((row) => row.id),
      ),
      lockedAuthors.length
        ? entitlements.subscribedAmong(user.id, lockedAuthors)
        : new Set<number>(),
    ]);
    return { actor: user, liked, subscribedTo };
  }

  async function present(user: UserRow | null, rows: PostRow[]) {
    const viewer = await viewerOf(user, rows);
    return rows.map((row) => toPost(row, viewer));
  }

  /**
   * The post, as far as the caller may know it exists. One that readers cannot list (hidden by
   * moderation, or written by a suspended creator) answers 404 by its address too, for reading,
   * liking and commenting alike; administrators still reach it, and so does its creator while
   * they are not suspended.
   */
  async function postById(user: UserRow | null, id: number): Promise<PostRow> {
    const post = await repo.find(id);
    const authorSuspended = post?.authorSuspendedAt != null;
    const withdrawn = post && (post.hiddenAt !== null || authorSuspended);
    if (
      !post ||
      (withdrawn && !can(user, 'post.seeWithdrawn', { ownerId: post.authorId, authorSuspended }))
    ) {
      throw notFound('That post does not exist (it may have been deleted).');
    }
    return post;
  }

  /** The post, when the caller may read its body; otherwise 403. */
  async function readablePost(user: UserRow | null, id: number) {
    const post = await postById(user, id);
    if (!readable(post, await viewerOf(user, [post]))) throw postLocked();
    return post;
  }

  async function editablePost(user: UserRow, id: number) {
    const post = await postById(user, id);
    if (!can(user, 'post.edit', { ownerId: post.authorId })) {
      throw new HttpError(403, 'NOT_YOUR_POST', 'Only the creator of a post can change it.');
    }
    return post;
  }

  async function one(user: UserRow | null, id: number) {
    const [post] = await present(user, [await postById(user, id)]);
    if (!post) throw notFound('That post does not exist.');
    return post;
  }

  return {
    one,

    async create(user: UserRow, input: NewPostInput) {
      const id = await repo.insert(user.id, input);
      return one(user, id);
    },

    async update(user: UserRow, id: number, changes: PostChanges) {
      await editablePost(user, id);
      const defined = Object.fromEntries(
        Object.entries(changes).filter(([, value]) => value !== undefined),
      );
      await repo.update(id, defined);
      return one(user, id);
    },

    async remove(user: UserRow, id: number) {
      await editablePost(user, id);
      await repo.remove(id);
    },

    /** Moderation after a report: hide the post from readers, or remove it. */
    async moderate(action: 'hide' | 'remove', id: number) {
      if (action === 'hide') await repo.hide(id);
      else await repo.remove(id);
    },

    async byCreator(user: UserRow | null, username: string, cursor?: number) {
      const authorId = await repo.creatorId(username);
      if (authorId === undefined) throw notFound(`There is no creator called @${username}.`);
      const rows = await repo.byAuthor(authorId, POSTS_PAGE_SIZE + 1, cursor);
      return {
        posts: await present(user, rows.slice(0, POSTS_PAGE_SIZE)),
        nextCursor: nextCursor(rows, POSTS_PAGE_SIZE),
      };
    },

    async mine(user: UserRow, cursor?: number) {
      const rows = await repo.byAuthor(user.id, POSTS_PAGE_SIZE + 1, cursor, true);
      return {
        posts: await present(user, rows.slice(0, POSTS_PAGE_SIZE)),
        nextCursor: nextCursor(rows, POSTS_PAGE_SIZE),
      };
    },

    /** From the creators the member follows; recent public posts for everyone else. */
    async latest(user: UserRow | null) {
      if (user) {
        const followed = await repo.fromFollowed(user.id, DASHBOARD_POSTS);
        if (followed.length > 0) {
          return { posts: await present(user, followed), source: 'following' as const };
        }
      }
      const rows = await repo.latestPublic(DASHBOARD_POSTS);
      return { posts: await present(user, rows), source: 'everyone' as const };
    },

    async like(user: UserRow, id: number) {
      const post = await readablePost(user, id);
      const added = await repo.like(post, user.id);
      if (added && post.authorId !== user.id) {
        await notify(post.authorId, {
          title: 'New like',
          body: `${user.displayName} (@${user.username}) liked “${post.title}”.`,
          link: `/creator/${post.authorUsername}`,
        });
      }
      return { liked: true, likeCount: (await repo.counts(id)).likeCount };
    },

    async unlike(user: UserRow, id: number) {
      await postById(user, id);
      await repo.unlike(id, user.id);
      return { liked: false, likeCount: (await repo.counts(id)).likeCount };
    },

    async comments(user: UserRow | null, id: number, cursor?: number) {
      const post = await readablePost(user, id);
      const rows = await repo.comments(id, COMMENTS_PAGE_SIZE + 1, cursor);
      return {
        comments: rows.slice(0, COMMENTS_PAGE_SIZE).map((row) => toComment(row, user)),
        nextCursor: nextCursor(rows, COMMENTS_PAGE_SIZE),
        commentCount: post.commentCount,
      };
    },

    async addComment(user: UserRow, id: number, body: string) {
      const post = await readablePost(user, id);
      const commentId = await repo.insertComment(post, user.id, body);
      if (post.authorId !== user.id) {
        await notify(post.authorId, {
          title: 'New comment',
          body: `${user.displayName} (@${user.username}) commented on “${post.title}”.`,
          link: `/creator/${post.authorUsername}`,
        });
      }
      const row = await repo.findComment(commentId);
      if (!row) throw notFound('That comment was deleted.');
      return toComment(row, user);
    },

    async removeComment(user: UserRow, commentId: number) {
      const comment = await repo.findComment(commentId);
      if (!comment) throw notFound('That comment does not exist (it may have been deleted).');
      if (
        !can(user, 'comment.delete', { ownerId: comment.authorId, postOwnerId: comment.creatorId })
      ) {
        throw new HttpError(403, 'NOT_YOUR_COMMENT', 'You can delete only your own comments.');
      }
      await repo.removeComment(commentId);
    },
  };
}

export type PostsService = ReturnType<typeof createPostsService>;

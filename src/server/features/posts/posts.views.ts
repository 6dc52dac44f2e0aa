import type { Comment, Post } from '../../../shared/contracts/posts.js';
import { type Actor, can, canReadPost } from '../../../shared/domain/policies.js';
import { avatarDataOf, avatarUrl } from '../../views/user.views.js';
import type { CommentRow, PostRow } from './posts.repo.js';

/** What the caller's relation to a post decides. */
export interface PostViewer {
  actor: Actor | null;
  liked: ReadonlySet<number>;
  /** The creators the caller has an active subscription to. */
  subscribedTo: ReadonlySet<number>;
}

function author(row: {
  authorUsername: string;
  authorDisplayName: string;
  authorAvatarUpdatedAt: Date | null;
  authorHairColor: string | null;
  authorEyeColor: string | null;
  authorSkinTone: string | null;
}) {
  return {
    username: row.authorUsername,
    displayName: row.authorDisplayName,
    avatar: avatarUrl({ username: row.authorUsername, avatarUpdatedAt: row.authorAvatarUpdatedAt }),
    avatarData: avatarDataOf({
      hairColor: row.authorHairColor,
      eyeColor: row.authorEyeColor,
      skinTone: row.authorSkinTone,
    }),
  };
}

export function readable(row: Pick<PostRow, 'authorId' | 'visibility'>, viewer: PostViewer) {
  return canReadPost(viewer.actor, {
    ownerId: row.authorId,
    visibility: row.visibility === 'subscribers' ? 'subscribers' : 'public',
    subscribed: viewer.subscribedTo.has(row.authorId),
  });
}

/** A post as this caller may see it: a body they may not read is left out, not hidden. */
export function toPost(row: PostRow, viewer: PostViewer): Post {
  const locked = !readable(row, viewer);
  return {
    id: row.id,
    title: row.title,
    content: locked ? null : row.content,
    teaser: row.teaser,
    visibility: row.visibility === 'subscribers' ? 'subscribers' : 'public',
    locked,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    likedByMe: viewer.liked.has(row.id),
    canEdit: can(viewer.actor, 'post.edit', { ownerId: row.authorId }),
    author: author(row),
  };
}

export function toComment(row: CommentRow, actor: Actor | null): Comment {
  return {
    id: row.id,
    postId: row.postId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    author: author(row),
    canDelete: can(actor, 'comment.delete', { ownerId: row.authorId, postOwnerId: row.creatorId }),
  };
}

import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  type Comment,
  type CommentPage,
  type CreateCommentRequest,
  type CreatePostRequest,
  commentPageSchema,
  commentSchema,
  type LatestPosts,
  type LikeResult,
  latestPostsSchema,
  likeResultSchema,
  type Post,
  type PostPage,
  postPageSchema,
  postSchema,
  type UpdatePostRequest,
} from '../../../../shared/contracts/posts';
import { apiRequest } from '../../../lib/api-client';

const POSTS_URL = '/api/posts';

/** Every posts query starts with this, so one filter reaches all the copies of a post. */
export const POSTS_ROOT = 'posts';

const pagePath = (path: string, cursor: string | undefined) =>
  cursor ? `${path}?${new URLSearchParams({ cursor })}` : path;

async function fetchPostPage(path: string, cursor: string | undefined, signal: AbortSignal) {
  return postPageSchema.parse(await apiRequest(pagePath(path, cursor), { signal }));
}

const cursorPages = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor ?? undefined,
};

export const postQueries = {
  /** One creator's posts, newest first, ten at a time. */
  byCreator: (username: string) =>
    infiniteQueryOptions({
      queryKey: [POSTS_ROOT, 'creator', username] as const,
      queryFn: ({ pageParam, signal }): Promise<PostPage> =>
        fetchPostPage(`/api/creators/${encodeURIComponent(username)}/posts`, pageParam, signal),
      ...cursorPages,
    }),

  /** The dashboard's latest posts: from followed creators, or else from everyone. */
  latest: () =>
    queryOptions({
      queryKey: [POSTS_ROOT, 'latest'] as const,
      queryFn: async ({ signal }): Promise<LatestPosts> =>
        latestPostsSchema.parse(await apiRequest(`${POSTS_URL}/latest`, { signal })),
    }),

  /** The signed-in creator's own posts, newest first. */
  mine: () =>
    infiniteQueryOptions({
      queryKey: [POSTS_ROOT, 'mine'] as const,
      queryFn: ({ pageParam, signal }): Promise<PostPage> =>
        fetchPostPage(`${POSTS_URL}/my`, pageParam, signal),
      ...cursorPages,
    }),

  /** A post's comments, oldest first, twenty at a time. */
  comments: (postId: number) =>
    infiniteQueryOptions({
      queryKey: [POSTS_ROOT, 'comments', postId] as const,
      queryFn: async ({ pageParam, signal }): Promise<CommentPage> =>
        commentPageSchema.parse(
          await apiRequest(pagePath(`${POSTS_URL}/${postId}/comments`, pageParam), { signal }),
        ),
      ...cursorPages,
    }),

  one: (id: number) =>
    queryOptions({
      queryKey: [POSTS_ROOT, 'one', id] as const,
      queryFn: async ({ signal }): Promise<Post> =>
        postSchema.parse(await apiRequest(`${POSTS_URL}/${id}`, { signal })),
    }),
};

export async function createPost(body: CreatePostRequest): Promise<Post> {
  return postSchema.parse(await apiRequest(POSTS_URL, { method: 'POST', body }));
}

export async function updatePost(id: number, body: UpdatePostRequest): Promise<Post> {
  return postSchema.parse(await apiRequest(`${POSTS_URL}/${id}`, { method: 'PATCH', body }));
}

export function deletePost(id: number): Promise<void> {
  return apiRequest(`${POSTS_URL}/${id}`, { method: 'DELETE' });
}

export async function likePost(id: number): Promise<LikeResult> {
  return likeResultSchema.parse(await apiRequest(`${POSTS_URL}/${id}/like`, { method: 'PUT' }));
}

export async function unlikePost(id: number): Promise<LikeResult> {
  return likeResultSchema.parse(await apiRequest(`${POSTS_URL}/${id}/like`, { method: 'DELETE' }));
}

export async function addComment(postId: number, body: CreateCommentRequest): Promise<Comment> {
  return commentSchema.parse(
    await apiRequest(`${POSTS_URL}/${postId}/comments`, { method: 'POST', body }),
  );
}

export function deleteComment(id: number): Promise<void> {
  return apiRequest(`/api/comments/${id}`, { method: 'DELETE' });
}

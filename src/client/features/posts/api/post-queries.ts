import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  Comment,
  CommentPage,
  CreateCommentRequest,
  CreatePostRequest,
  LatestPosts,
  LikeResult,
  Post,
  PostPage,
  UpdatePostRequest,
} from '../../../../shared/contracts/posts';
import { checkedBy } from '../../../lib/address-query';
import { apiRequest } from '../../../lib/api-client';

// The contract loads with the first answer to check (see `checkedBy`).
const posts = () => import('../../../../shared/contracts/posts');

const POSTS_URL = '/api/posts';

/** Every posts query starts with this, so one filter reaches all the copies of a post. */
export const POSTS_ROOT = 'posts';

const pagePath = (path: string, cursor: string | undefined) =>
  cursor ? `${path}?${new URLSearchParams({ cursor })}` : path;

async function fetchPostPage(path: string, cursor: string | undefined, signal: AbortSignal) {
  return await checkedBy(apiRequest(pagePath(path, cursor), { signal }), () =>
    posts().then((c) => c.postPageSchema),
  );
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
        await checkedBy(apiRequest(`${POSTS_URL}/latest`, { signal }), () =>
          posts().then((c) => c.latestPostsSchema),
        ),
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
        await checkedBy(
          apiRequest(pagePath(`${POSTS_URL}/${postId}/comments`, pageParam), { signal }),
          () => posts().then((c) => c.commentPageSchema),
        ),
      ...cursorPages,
    }),

  one: (id: number) =>
    queryOptions({
      queryKey: [POSTS_ROOT, 'one', id] as const,
      queryFn: async ({ signal }): Promise<Post> =>
        await checkedBy(apiRequest(`${POSTS_URL}/${id}`, { signal }), () =>
          posts().then((c) => c.postSchema),
        ),
    }),
};

export async function createPost(body: CreatePostRequest): Promise<Post> {
  return await checkedBy(apiRequest(POSTS_URL, { method: 'POST', body }), () =>
    posts().then((c) => c.postSchema),
  );
}

export async function updatePost(id: number, body: UpdatePostRequest): Promise<Post> {
  return await checkedBy(apiRequest(`${POSTS_URL}/${id}`, { method: 'PATCH', body }), () =>
    posts().then((c) => c.postSchema),
  );
}

export function deletePost(id: number): Promise<void> {
  return apiRequest(`${POSTS_URL}/${id}`, { method: 'DELETE' });
}

export async function likePost(id: number): Promise<LikeResult> {
  return await checkedBy(apiRequest(`${POSTS_URL}/${id}/like`, { method: 'PUT' }), () =>
    posts().then((c) => c.likeResultSchema),
  );
}

export async function unlikePost(id: number): Promise<LikeResult> {
  return await checkedBy(apiRequest(`${POSTS_URL}/${id}/like`, { method: 'DELETE' }), () =>
    posts().then((c) => c.likeResultSchema),
  );
}

export async function addComment(postId: number, body: CreateCommentRequest): Promise<Comment> {
  return await checkedBy(
    apiRequest(`${POSTS_URL}/${postId}/comments`, { method: 'POST', body }),
    () => posts().then((c) => c.commentSchema),
  );
}

export function deleteComment(id: number): Promise<void> {
  return apiRequest(`/api/comments/${id}`, { method: 'DELETE' });
}

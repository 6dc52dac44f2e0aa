import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Comment, CommentPage, Post } from '../../../../shared/contracts/posts';
import { POSTS_ROOT, postQueries } from './post-queries';

/**
 * Queries of other parts of the site that posts, likes and comments change. Their keys are the
 * API addresses they read, so naming them here needs nothing from the features that own them.
 */
const AFFECTED_ELSEWHERE = [['/api/stats/dashboard'], ['/api/activity']] as const;

export function refreshAffectedElsewhere(queryClient: QueryClient) {
  for (const queryKey of AFFECTED_ELSEWHERE) void queryClient.invalidateQueries({ queryKey });
}

type PostMap = (post: Post) => Post | null;

function mapList(posts: Post[], map: PostMap): Post[] {
  return posts.flatMap((post) => {
    const next = map(post);
    return next ? [next] : [];
  });
}

/** Applies `map` to every post in a cached posts answer, whatever its shape. */
function mapCached(data: unknown, map: PostMap): unknown {
  if (!data || typeof data !== 'object') return data;
  if ('pages' in data) {
    const infinite = data as InfiniteData<{ posts?: Post[] }>;
    return {
      ...infinite,
      pages: infinite.pages.map((page) =>
        page.posts ? { ...page, posts: mapList(page.posts, map) } : page,
      ),
    };
  }
  if ('posts' in data && Array.isArray(data.posts)) {
    return { ...data, posts: mapList(data.posts as Post[], map) };
  }
  if ('id' in data && 'title' in data) return map(data as Post) ?? undefined;
  return data;
}

/** Every cached list that holds posts (the comment queries hold none). */
const postLists = {
  queryKey: [POSTS_ROOT],
  predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[1] !== 'comments',
};

/** Changes one post wherever it is shown: a creator's feed, My Posts, the latest posts. */
export function patchPost(queryClient: QueryClient, id: number, change: (post: Post) => Post) {
  queryClient.setQueriesData(postLists, (data: unknown) =>
    mapCached(data, (post) => (post.id === id ? change(post) : post)),
  );
}

export function removePost(queryClient: QueryClient, id: number) {
  queryClient.setQueriesData(postLists, (data: unknown) =>
    mapCached(data, (post) => (post.id === id ? null : post)),
  );
  queryClient.removeQueries({ queryKey: postQueries.comments(id).queryKey });
  queryClient.removeQueries({ queryKey: postQueries.one(id).queryKey });
}

/** Puts a new post at the top of the first page of My Posts, if it is loaded. */
export function prependMine(queryClient: QueryClient, post: Post) {
  queryClient.setQueryData(postQueries.mine().queryKey, (data) => {
    if (!data) return data;
    const [first, ...rest] = data.pages;
    if (!first) return data;
    return { ...data, pages: [{ ...first, posts: [post, ...first.posts] }, ...rest] };
  });
}

type CommentPages = InfiniteData<CommentPage>;

function withCommentCount(data: CommentPages, count: number): CommentPages {
  return { ...data, pages: data.pages.map((page) => ({ ...page, commentCount: count })) };
}

/**
 * Adds a new comment to the end of the loaded ones when the last page is loaded; otherwise it
 * belongs to a page not fetched yet, so the count alone changes until "Show more" gets it.
 */
export function appendComment(queryClient: QueryClient, comment: Comment) {
  const { queryKey } = postQueries.comments(comment.postId);
  queryClient.setQueryData(queryKey, (data) => {
    if (!data) return data;
    const last = data.pages.at(-1);
    const count = (last?.commentCount ?? 0) + 1;
    if (!last || last.nextCursor !== null) return withCommentCount(data, count);
    const pages = [...data.pages.slice(0, -1), { ...last, comments: [...last.comments, comment] }];
    return withCommentCount({ ...data, pages }, count);
  });
  patchPost(queryClient, comment.postId, (post) => ({
    ...post,
    commentCount: post.commentCount + 1,
  }));
}

export function dropComment(queryClient: QueryClient, comment: Comment) {
  const { queryKey } = postQueries.comments(comment.postId);
  queryClient.setQueryData(queryKey, (data) => {
    if (!data) return data;
    const count = Math.max(0, (data.pages.at(-1)?.commentCount ?? 1) - 1);
    const pages = data.pages.map((page) => ({
      ...page,
      comments: page.comments.filter((c) => c.id !== comment.id),
    }));
    return withCommentCount({ ...data, pages }, count);
  });
  patchPost(queryClient, comment.postId, (post) => ({
    ...post,
    commentCount: Math.max(0, post.commentCount - 1),
  }));
}

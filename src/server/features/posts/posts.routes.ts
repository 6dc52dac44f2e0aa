import type { FastifyInstance } from 'fastify';
import { creatorParamsSchema } from '../../../shared/contracts/creators.js';
import { idParamsSchema } from '../../../shared/contracts/fields.js';
import {
  commentPageSchema,
  commentSchema,
  createCommentRequestSchema,
  createPostRequestSchema,
  cursorQuerySchema,
  latestPostsSchema,
  likeResultSchema,
  postPageSchema,
  postSchema,
  updatePostRequestSchema,
} from '../../../shared/contracts/posts.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import type { PostsService } from './posts.service.js';

export function postRoutes(app: FastifyInstance, deps: { posts: PostsService }) {
  const route = declareRoutes(app, { tags: ['posts'], errors: [400, 401, 403, 404] });
  const { posts } = deps;

  route('GET /api/creators/:username/posts', {
    access: 'public',
    summary: 'A creator’s posts, newest first',
    params: creatorParamsSchema,
    querystring: cursorQuerySchema,
    ok: postPageSchema,
    personal: true,
    handle: (request) =>
      posts.byCreator(request.user, request.params.username, request.query.cursor),
  });

  route('GET /api/posts/latest', {
    access: 'public',
    summary: 'The latest posts of the creators I follow (recent public posts otherwise)',
    ok: latestPostsSchema,
    personal: true,
    handle: (request) => posts.latest(request.user),
  });

  route('GET /api/posts/my', {
    access: 'user',
    summary: 'My posts, newest first',
    querystring: cursorQuerySchema,
    ok: postPageSchema,
    personal: true,
    handle: (request) => posts.mine(request.user, request.query.cursor),
  });

  route('POST /api/posts', {
    access: 'creator',
    rateLimit: { max: 30, timeWindow: '1 hour' },
    summary: 'Publish a post',
    body: createPostRequestSchema,
    ok: postSchema,
    status: 201,
    handle: (request) => posts.create(request.user, request.body),
  });

  route('GET /api/posts/:id', {
    access: 'public',
    summary: 'One post, its body only for those who may read it',
    params: idParamsSchema,
    ok: postSchema,
    personal: true,
    handle: (request) => posts.one(request.user, request.params.id),
  });

  route('PATCH /api/posts/:id', {
    access: 'user',
    summary: 'Change my post (administrators: any post)',
    params: idParamsSchema,
    body: updatePostRequestSchema,
    ok: postSchema,
    handle: (request) => posts.update(request.user, request.params.id, request.body),
  });

  route('DELETE /api/posts/:id', {
    access: 'user',
    summary: 'Delete my post (administrators: any post)',
    params: idParamsSchema,
    status: 204,
    handle: (request) => posts.remove(request.user, request.params.id),
  });

  for (const [method, action] of [
    ['PUT', 'like'],
    ['DELETE', 'unlike'],
  ] as const) {
    route(`${method} /api/posts/:id/like`, {
      access: 'user',
      rateLimit: { max: 120, timeWindow: '1 minute' },
      summary:
        action === 'like'
          ? 'Like a post (once; liking again changes nothing)'
          : 'Take back my like',
      params: idParamsSchema,
      ok: likeResultSchema,
      handle: (request) => posts[action](request.user, request.params.id),
    });
  }

  route('GET /api/posts/:id/comments', {
    access: 'public',
    summary: 'A post’s comments, oldest first',
    params: idParamsSchema,
    querystring: cursorQuerySchema,
    ok: commentPageSchema,
    personal: true,
    handle: (request) => posts.comments(request.user, request.params.id, request.query.cursor),
  });

  route('POST /api/posts/:id/comments', {
    access: 'user',
    rateLimit: { max: 30, timeWindow: '1 minute' },
    summary: 'Comment on a post',
    params: idParamsSchema,
    body: createCommentRequestSchema,
    ok: commentSchema,
    status: 201,
    handle: (request) => posts.addComment(request.user, request.params.id, request.body.body),
  });

  route('DELETE /api/comments/:id', {
    access: 'user',
    summary: 'Delete a comment (mine, one under my post, or any as an administrator)',
    params: idParamsSchema,
    status: 204,
    handle: (request) => posts.removeComment(request.user, request.params.id),
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { errorAnswers, personal } from '../../lib/http-responses.js';
import type { PostsService } from './posts.service.js';

const errors = errorAnswers(400, 401, 403, 404);

export function postRoutes(app: FastifyInstance, deps: { posts: PostsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['posts'];
  const { posts } = deps;

  api.get(
    '/api/creators/:username/posts',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A creator’s posts, newest first',
        params: creatorParamsSchema,
        querystring: cursorQuerySchema,
        response: { 200: postPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(personal);
      return posts.byCreator(request.user, request.params.username, request.query.cursor);
    },
  );

  api.get(
    '/api/posts/latest',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The latest posts of the creators I follow (recent public posts otherwise)',
        response: { 200: latestPostsSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(personal);
      return posts.latest(request.user);
    },
  );

  api.get(
    '/api/posts/my',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'My posts, newest first',
        querystring: cursorQuerySchema,
        response: { 200: postPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(personal);
      return posts.mine(request.user, request.query.cursor);
    },
  );

  api.post(
    '/api/posts',
    {
      config: { access: 'creator', rateLimit: { max: 30, timeWindow: '1 hour' } },
      schema: {
        tags,
        summary: 'Publish a post',
        body: createPostRequestSchema,
        response: { 201: postSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await posts.create(request.user, request.body)),
  );

  api.get(
    '/api/posts/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One post, its body only for those who may read it',
        params: idParamsSchema,
        response: { 200: postSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(personal);
      return posts.one(request.user, request.params.id);
    },
  );

  api.patch(
    '/api/posts/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Change my post (administrators: any post)',
        params: idParamsSchema,
        body: updatePostRequestSchema,
        response: { 200: postSchema, ...errors },
      },
    },
    async (request) => posts.update(request.user, request.params.id, request.body),
  );

  api.delete(
    '/api/posts/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Delete my post (administrators: any post)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await posts.remove(request.user, request.params.id);
      return reply.code(204).send(null);
    },
  );

  for (const method of ['put', 'delete'] as const) {
    api[method](
      '/api/posts/:id/like',
      {
        config: { access: 'user', rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary:
            method === 'put'
              ? 'Like a post (once; liking again changes nothing)'
              : 'Take back my like',
          params: idParamsSchema,
          response: { 200: likeResultSchema, ...errors },
        },
      },
      async (request) =>
        method === 'put'
          ? posts.like(request.user, request.params.id)
          : posts.unlike(request.user, request.params.id),
    );
  }

  api.get(
    '/api/posts/:id/comments',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A post’s comments, oldest first',
        params: idParamsSchema,
        querystring: cursorQuerySchema,
        response: { 200: commentPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(personal);
      return posts.comments(request.user, request.params.id, request.query.cursor);
    },
  );

  api.post(
    '/api/posts/:id/comments',
    {
      config: { access: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Comment on a post',
        params: idParamsSchema,
        body: createCommentRequestSchema,
        response: { 201: commentSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await posts.addComment(request.user, request.params.id, request.body.body)),
  );

  api.delete(
    '/api/comments/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Delete a comment (mine, one under my post, or any as an administrator)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await posts.removeComment(request.user, request.params.id);
      return reply.code(204).send(null);
    },
  );
}

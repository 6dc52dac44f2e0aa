import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookmarkListQuerySchema,
  bookmarkListSchema,
  bookmarkSchema,
  createBookmarkRequestSchema,
} from '../../../shared/contracts/bookmarks.js';
import { idParamsSchema } from '../../../shared/contracts/fields.js';
import { errorAnswers } from '../../lib/http-responses.js';
import type { BookmarksService } from './bookmarks.service.js';

/** Bookmarks one account may try to add per hour: far more than a person saves by hand. */
export const BOOKMARK_ADDS_PER_HOUR = 60;

/** Limits count per account; the access check has run, so there is always a user. */
const perAccount = (request: FastifyRequest) =>
  request.user ? `user:${request.user.id}` : request.ip;

export function bookmarkRoutes(app: FastifyInstance, deps: { bookmarks: BookmarksService }) {
  const { bookmarks } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['bookmarks'];
  const errors = errorAnswers(400, 401, 404, 409);

  api.get(
    '/api/bookmarks',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'My bookmarks, newest first, a page at a time',
        querystring: bookmarkListQuerySchema,
        response: { 200: bookmarkListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return bookmarks.page(request.user.id, request.query);
    },
  );

  api.post(
    '/api/bookmarks',
    {
      config: {
        access: 'user',
        rateLimit: {
          max: BOOKMARK_ADDS_PER_HOUR,
          timeWindow: '1 hour',
          keyGenerator: perAccount,
        },
        rateLimitMessage: `One account can add at most ${BOOKMARK_ADDS_PER_HOUR} bookmarks an hour.`,
      },
      schema: {
        tags,
        summary: 'Bookmark a page of this site',
        body: createBookmarkRequestSchema,
        response: { 201: bookmarkSchema, ...errors, ...errorAnswers(429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await bookmarks.add(request.user.id, request.body)),
  );

  api.delete(
    '/api/bookmarks/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Remove a bookmark',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await bookmarks.remove(request.user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
}

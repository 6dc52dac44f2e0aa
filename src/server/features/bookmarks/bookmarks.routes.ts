import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  bookmarkListQuerySchema,
  bookmarkListSchema,
  bookmarkSchema,
  createBookmarkRequestSchema,
} from '../../../shared/contracts/bookmarks.js';
import { idParamsSchema } from '../../../shared/contracts/fields.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import type { BookmarksService } from './bookmarks.service.js';

/** Bookmarks one account may try to add per hour: far more than a person saves by hand. */
export const BOOKMARK_ADDS_PER_HOUR = 60;

/** Limits count per account; the access check has run, so there is always a user. */
const perAccount = (request: FastifyRequest) =>
  request.user ? `user:${request.user.id}` : request.ip;

export function bookmarkRoutes(app: FastifyInstance, deps: { bookmarks: BookmarksService }) {
  const { bookmarks } = deps;
  const route = declareRoutes(app, { tags: ['bookmarks'], errors: [400, 401, 404, 409] });

  route('GET /api/bookmarks', {
    access: 'user',
    summary: 'My bookmarks, newest first, a page at a time',
    querystring: bookmarkListQuerySchema,
    ok: bookmarkListSchema,
    cache: 'no-store',
    handle: (request) => bookmarks.page(request.user.id, request.query),
  });

  route('POST /api/bookmarks', {
    access: 'user',
    rateLimit: {
      max: BOOKMARK_ADDS_PER_HOUR,
      timeWindow: '1 hour',
      keyGenerator: perAccount,
    },
    rateLimitMessage: `One account can add at most ${BOOKMARK_ADDS_PER_HOUR} bookmarks an hour.`,
    summary: 'Bookmark a page of this site',
    body: createBookmarkRequestSchema,
    ok: bookmarkSchema,
    status: 201,
    errors: [400, 401, 404, 409, 429],
    handle: (request) => bookmarks.add(request.user.id, request.body),
  });

  route('DELETE /api/bookmarks/:id', {
    access: 'user',
    summary: 'Remove a bookmark',
    params: idParamsSchema,
    status: 204,
    handle: (request) => bookmarks.remove(request.user.id, request.params.id),
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/contracts/errors.js';
import {
  bookmarkListSchema,
  bookmarkSchema,
  createBookmarkRequestSchema,
  idParamsSchema,
} from '../../../shared/contracts/me.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { requireUser } from '../../plugins/auth.js';
import type { BookmarksRepo } from './bookmarks.repo.js';

const view = (b: { id: number; title: string; url: string; createdAt: Date }) => ({
  id: b.id,
  title: b.title,
  url: b.url,
  createdAt: b.createdAt.toISOString(),
});

export function bookmarkRoutes(app: FastifyInstance, deps: { repo: BookmarksRepo }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['bookmarks'];
  const errors = {
    400: apiErrorSchema,
    401: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
  };

  api.get(
    '/api/bookmarks',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'My bookmarks', response: { 200: bookmarkListSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { bookmarks: (await deps.repo.listFor(requireUser(request).id)).map(view) };
    },
  );

  api.post(
    '/api/bookmarks',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Bookmark a page of this site',
        body: createBookmarkRequestSchema,
        response: { 201: bookmarkSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await deps.repo.add(
        requireUser(request).id,
        request.body.title,
        request.body.url,
      );
      if (!row) throw new HttpError(409, 'ALREADY_BOOKMARKED', 'You already bookmarked this page.');
      return reply.code(201).send(view(row));
    },
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
      if (!(await deps.repo.remove(requireUser(request).id, request.params.id))) {
        throw notFound('That bookmark does not exist.');
      }
      return reply.code(204).send(null);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  NEWS_LIST_LIMIT,
  newsAggregateResultSchema,
  newsArticleListSchema,
  newsCategoryListSchema,
  newsListQuerySchema,
  newsSearchQuerySchema,
} from '../../../shared/contracts/news.js';
import { errorAnswers } from '../../lib/http-responses.js';
import type { NewsService } from './news.service.js';

export function newsRoutes(app: FastifyInstance, deps: { news: NewsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['news'];
  const config = { access: 'public' as const };

  api.get(
    '/api/news',
    {
      config,
      schema: {
        tags,
        summary: 'Articles, newest first, optionally of one category',
        querystring: newsListQuerySchema,
        response: { 200: newsArticleListSchema, ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      // Revalidated each time: after a fetch of the feeds the list must show the new articles.
      reply.header('cache-control', 'no-cache');
      return deps.news.list(request.query);
    },
  );

  api.get(
    '/api/news/categories',
    {
      config,
      schema: {
        tags,
        summary: 'Categories with their number of articles',
        response: { 200: newsCategoryListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return deps.news.categories();
    },
  );

  api.get(
    '/api/news/search',
    {
      config,
      schema: {
        tags,
        summary: 'Full-text search over titles, summaries and content, best match first',
        querystring: newsSearchQuerySchema,
        response: { 200: newsArticleListSchema, ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return deps.news.search(request.query.q, NEWS_LIST_LIMIT);
    },
  );

  api.post(
    '/api/news/aggregate',
    {
      config: {
        ...config,
        rateLimit: { max: 10, timeWindow: '10 minutes' },
        rateLimitMessage: 'The news was fetched several times from this connection just now.',
      },
      schema: {
        tags,
        summary: 'Fetch the configured feeds now (joins a run that is already going)',
        response: { 200: newsAggregateResultSchema, ...errorAnswers(409, 429) },
      },
    },
    async () => deps.news.aggregate(),
  );
}

import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../shared/contracts/fields.js';
import {
  NEWS_LIST_LIMIT,
  newsAggregateResultSchema,
  newsArticleListSchema,
  newsArticleSchema,
  newsCategoryListSchema,
  newsListQuerySchema,
  newsSearchQuerySchema,
} from '../../../shared/contracts/news.js';
import {
  createPublicReadCache,
  forgetOnWrites,
  type JsonBytes,
  sendCachedJson,
} from '../../lib/public-read-cache.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import type { NewsService } from './news.service.js';

export function newsRoutes(
  app: FastifyInstance,
  deps: {
    news: NewsService;
    /** How long the list and the counts are shared (PUBLIC_READ_CACHE_MS). */
    publicReadMs?: number;
  },
) {
  const route = declareRoutes(app, { tags: ['news'], errors: [] });
  // The list and the counts are the same for every reader. A change made here (a feed read, an
  // article hidden or pinned) shows at once; another instance's, or a scheduled run's, within
  // the cache's second.
  const cache = createPublicReadCache<JsonBytes>({ ttlMs: deps.publicReadMs });
  forgetOnWrites(app, cache, ['/api/news', '/api/admin/news']);

  route('GET /api/news', {
    access: 'public',
    summary: 'Articles, newest first, optionally of one category',
    querystring: newsListQuerySchema,
    ok: newsArticleListSchema,
    errors: [400],
    cache: 'no-cache',
    handle: (request, reply) =>
      sendCachedJson(
        reply,
        cache,
        `list ${request.query.limit} ${request.query.category ?? ''}`,
        newsArticleListSchema,
        () => deps.news.list(request.query),
      ),
  });

  route('GET /api/news/categories', {
    access: 'public',
    summary: 'Categories with their number of articles',
    ok: newsCategoryListSchema,
    cache: 'no-cache',
    handle: (_request, reply) =>
      sendCachedJson(reply, cache, 'categories', newsCategoryListSchema, () =>
        deps.news.categories(),
      ),
  });

  route('GET /api/news/search', {
    access: 'public',
    summary: 'Full-text search over titles, summaries and content, best match first',
    querystring: newsSearchQuerySchema,
    ok: newsArticleListSchema,
    errors: [400],
    cache: 'no-cache',
    handle: (request) => deps.news.search(request.query.q, NEWS_LIST_LIMIT),
  });

  route('GET /api/news/:id', {
    access: 'public',
    summary: 'One article, for its own page',
    params: idParamsSchema,
    ok: newsArticleSchema,
    errors: [400, 404],
    cache: 'no-cache',
    handle: (request) => deps.news.one(request.params.id),
  });

  route('POST /api/news/aggregate', {
    access: 'public',
    rateLimit: { max: 10, timeWindow: '10 minutes' },
    rateLimitMessage: 'The news was fetched several times from this connection just now.',
    summary: 'Fetch the configured feeds now (joins a run that is already going)',
    ok: newsAggregateResultSchema,
    errors: [409, 429],
    handle: () => deps.news.aggregate(),
  });
}

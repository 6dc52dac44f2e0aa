import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../shared/contracts/fields.js';
import {
  curatedArticleListSchema,
  curatedArticleSchema,
  curatedArticlesQuerySchema,
  hideArticleRequestSchema,
  newsAggregateResultSchema,
  newsFeedInputSchema,
  newsFeedListSchema,
  newsFeedRunSchema,
  newsFeedSchema,
  pinArticleRequestSchema,
} from '../../../shared/contracts/news.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import type { NewsOfficeService } from './news-office.service.js';

/** The back office's news routes: administrators only, and the service asks the policy again. */
export function newsOfficeRoutes(app: FastifyInstance, deps: { office: NewsOfficeService }) {
  const { office } = deps;
  const route = declareRoutes(app, { tags: ['news'], errors: [400, 401, 403] });

  route('GET /api/admin/news/feeds', {
    access: 'admin',
    summary: 'The news feeds the station reads, with how each last reading went',
    ok: newsFeedListSchema,
    cache: 'no-store',
    handle: (request) => office.feeds(request.user),
  });

  route('POST /api/admin/news/feeds', {
    access: 'admin',
    summary: 'Add a news feed (its address must lead to the public internet)',
    body: newsFeedInputSchema,
    ok: newsFeedSchema,
    status: 201,
    errors: [400, 401, 403, 409],
    handle: (request) => office.addFeed(request.user, request.body),
  });

  route('DELETE /api/admin/news/feeds/:id', {
    access: 'admin',
    summary: 'Stop reading a news feed (its articles stay)',
    params: idParamsSchema,
    status: 204,
    errors: [400, 401, 403, 404],
    handle: (request) => office.removeFeed(request.user, request.params.id),
  });

  route('POST /api/admin/news/feeds/:id/run', {
    access: 'admin',
    summary: 'Read one news feed now: the articles it added, or why it could not be read',
    params: idParamsSchema,
    ok: newsFeedRunSchema,
    errors: [400, 401, 403, 404],
    handle: (request) => office.runFeed(request.user, request.params.id),
  });

  route('POST /api/admin/news/feeds/run', {
    access: 'admin',
    summary: 'Read every news feed now (joins a run that is already going)',
    ok: newsAggregateResultSchema,
    errors: [401, 403, 409],
    handle: (request) => office.runAll(request.user),
  });

  route('GET /api/admin/news/articles', {
    access: 'admin',
    summary: 'Recent articles for curation (pinned first), or the hidden ones',
    querystring: curatedArticlesQuerySchema,
    ok: curatedArticleListSchema,
    cache: 'no-store',
    handle: (request) => office.articles(request.user, request.query.show),
  });

  route('POST /api/admin/news/articles/:id/hidden', {
    access: 'admin',
    summary: 'Hide a news article from every public list and page, or show it again',
    params: idParamsSchema,
    body: hideArticleRequestSchema,
    ok: curatedArticleSchema,
    errors: [400, 401, 403, 404],
    handle: (request) => office.setHidden(request.user, request.params.id, request.body.hidden),
  });

  route('POST /api/admin/news/articles/:id/pinned', {
    access: 'admin',
    summary: 'Pin a news article to the top of the news, or unpin it',
    params: idParamsSchema,
    body: pinArticleRequestSchema,
    ok: curatedArticleSchema,
    errors: [400, 401, 403, 404, 409],
    handle: (request) => office.setPinned(request.user, request.params.id, request.body.pinned),
  });
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { myApplicationSchema } from '../../../shared/contracts/admin.js';
import {
  becomeCreatorRequestSchema,
  creatorListSchema,
  creatorParamsSchema,
  creatorProfileSchema,
  creatorSearchQuerySchema,
  featuredCreatorsSchema,
  followResultSchema,
  updateCreatorRequestSchema,
} from '../../../shared/contracts/creators.js';
import {
  createPublicReadCache,
  forgetOnWrites,
  type JsonBytes,
  sendCachedJson,
} from '../../lib/public-read-cache.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import type { CreatorsService } from './creators.service.js';
import { toApproval, toCreatorCard, toCreatorProfile } from './creators.views.js';

/**
 * Where the changes are made that a creator's card or page shows (a profile, a follow, a post,
 * an account's name, a suspension): this instance's own show at once.
 */
const CHANGES = ['/api/creators', '/api/admin', '/api/account', '/api/posts'];

export function creatorRoutes(
  app: FastifyInstance,
  deps: {
    creators: CreatorsService;
    /** How long searches and pages are shared (PUBLIC_READ_CACHE_MS). */
    publicReadMs?: number;
  },
) {
  const route = declareRoutes(app, { tags: ['creators'], errors: [400, 401, 403, 404, 409] });
  const { creators } = deps;
  // Searches and pages as a visitor sees them; a member's view of a page says whether they
  // follow the creator, so it is never kept.
  const cache = createPublicReadCache<JsonBytes>({ ttlMs: deps.publicReadMs });
  forgetOnWrites(app, cache, CHANGES);

  route('GET /api/creators/search', {
    access: 'public',
    summary: 'Search creators by name, tagline, bio or category, or browse a category',
    querystring: creatorSearchQuerySchema,
    ok: creatorListSchema,
    errors: [400],
    handle: (request, reply) => {
      const { q, category, page } = request.query;
      return sendCachedJson(
        reply,
        cache,
        JSON.stringify(['search', q ?? '', category ?? '', page]),
        creatorListSchema,
        async () => {
          const { rows, hasMore } = await creators.search(request.query);
          return { creators: rows.map(toCreatorCard), hasMore };
        },
      );
    },
  });

  route('GET /api/creators/featured', {
    access: 'public',
    summary: 'Featured creators: staff picks, then the fastest-growing, then the most followed',
    ok: featuredCreatorsSchema,
    errors: [],
    handle: async () => ({ creators: (await creators.featured()).map(toCreatorCard) }),
  });

  route('POST /api/creators', {
    access: 'user',
    rateLimit: { max: 10, timeWindow: '1 hour' },
    summary: 'Become a creator',
    body: becomeCreatorRequestSchema,
    description:
      'Answers 201 with the creator profile, or 202 with the application when beta mode makes new creators wait for approval.',
    ok: creatorProfileSchema,
    status: 201,
    alsoAnswers: { 202: myApplicationSchema },
    handle: async (request, reply) => {
      const result = await creators.becomeCreator(request.user, request.body);
      if (result.kind === 'pending') {
        return reply.code(202).send({ application: toApproval(result.application) });
      }
      return toCreatorProfile(result.creator, { postCount: 0, followedByMe: null, isMe: true });
    },
  });

  route('GET /api/creators/application', {
    access: 'user',
    summary: "The member's own creator application (beta mode), if any",
    ok: myApplicationSchema,
    errors: [401],
    handle: async (request) => {
      const application = await creators.application(request.user.id);
      return { application: application ? toApproval(application) : null };
    },
  });

  route('PATCH /api/creators/me', {
    access: 'creator',
    summary: 'Change my creator profile',
    body: updateCreatorRequestSchema,
    ok: creatorProfileSchema,
    handle: async (request) => {
      const creator = await creators.updateProfile(request.user, request.body);
      const { postCount } = await creators.profile(creator.username, request.user);
      return toCreatorProfile(creator, { postCount, followedByMe: null, isMe: true });
    },
  });

  route('GET /api/creators/:username', {
    access: 'public',
    summary: 'A creator’s profile',
    params: creatorParamsSchema,
    ok: creatorProfileSchema,
    errors: [400, 404],
    handle: async (request, reply) => {
      const read = async () => {
        const { creator, ...extra } = await creators.profile(request.params.username, request.user);
        return toCreatorProfile(creator, extra);
      };
      if (request.user) return read();
      // Usernames are looked up without regard to case: one page under every spelling.
      const key = JSON.stringify(['profile', request.params.username.toLowerCase()]);
      return sendCachedJson(reply, cache, key, creatorProfileSchema, read);
    },
  });

  route('PUT /api/creators/:username/follow', {
    access: 'user',
    rateLimit: { max: 120, timeWindow: '1 minute' },
    summary: 'Follow a creator (following twice changes nothing)',
    params: creatorParamsSchema,
    ok: followResultSchema,
    handle: (request) => creators.follow(request.user, request.params.username),
  });

  route('DELETE /api/creators/:username/follow', {
    access: 'user',
    rateLimit: { max: 120, timeWindow: '1 minute' },
    summary: 'Stop following a creator',
    params: creatorParamsSchema,
    ok: followResultSchema,
    handle: (request) => creators.unfollow(request.user, request.params.username),
  });

  route('PUT /api/admin/creators/:username/featured', {
    access: 'admin',
    tags: ['admin'],
    summary: 'Feature a creator on the discovery page, or stop featuring them',
    params: creatorParamsSchema,
    body: z.object({ featured: z.boolean({ message: 'must be true or false' }) }),
    status: 204,
    handle: (request) => creators.setFeatured(request.params.username, request.body.featured),
  });
}

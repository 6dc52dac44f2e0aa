import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { errorAnswers } from '../../lib/http-responses.js';
import type { CreatorsService } from './creators.service.js';
import { toApproval, toCreatorCard, toCreatorProfile } from './creators.views.js';

const errors = errorAnswers(400, 401, 403, 404, 409);

export function creatorRoutes(app: FastifyInstance, deps: { creators: CreatorsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['creators'];
  const { creators } = deps;

  api.get(
    '/api/creators/search',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Search creators by name, tagline, bio or category, or browse a category',
        querystring: creatorSearchQuerySchema,
        response: { 200: creatorListSchema, ...errorAnswers(400) },
      },
    },
    async (request) => {
      const { rows, hasMore } = await creators.search(request.query);
      return { creators: rows.map(toCreatorCard), hasMore };
    },
  );

  api.get(
    '/api/creators/featured',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Featured creators: staff picks, then the fastest-growing, then the most followed',
        response: { 200: featuredCreatorsSchema },
      },
    },
    async () => ({ creators: (await creators.featured()).map(toCreatorCard) }),
  );

  api.post(
    '/api/creators',
    {
      config: { access: 'user', rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags,
        summary: 'Become a creator',
        body: becomeCreatorRequestSchema,
        description:
          'Answers 201 with the creator profile, or 202 with the application when beta mode makes new creators wait for approval.',
        response: { 201: creatorProfileSchema, 202: myApplicationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await creators.becomeCreator(request.user, request.body);
      if (result.kind === 'pending') {
        return reply.code(202).send({ application: toApproval(result.application) });
      }
      return reply
        .code(201)
        .send(toCreatorProfile(result.creator, { postCount: 0, followedByMe: null, isMe: true }));
    },
  );

  api.get(
    '/api/creators/application',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The member's own creator application (beta mode), if any",
        response: { 200: myApplicationSchema, ...errorAnswers(401) },
      },
    },
    async (request) => {
      const application = await creators.application(request.user.id);
      return { application: application ? toApproval(application) : null };
    },
  );

  api.patch(
    '/api/creators/me',
    {
      config: { access: 'creator' },
      schema: {
        tags,
        summary: 'Change my creator profile',
        body: updateCreatorRequestSchema,
        response: { 200: creatorProfileSchema, ...errors },
      },
    },
    async (request) => {
      const creator = await creators.updateProfile(request.user, request.body);
      const { postCount } = await creators.profile(creator.username, request.user);
      return toCreatorProfile(creator, { postCount, followedByMe: null, isMe: true });
    },
  );

  api.get(
    '/api/creators/:username',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A creator’s profile',
        params: creatorParamsSchema,
        response: { 200: creatorProfileSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request) => {
      const { creator, ...extra } = await creators.profile(request.params.username, request.user);
      return toCreatorProfile(creator, extra);
    },
  );

  api.put(
    '/api/creators/:username/follow',
    {
      config: { access: 'user', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Follow a creator (following twice changes nothing)',
        params: creatorParamsSchema,
        response: { 200: followResultSchema, ...errors },
      },
    },
    async (request) => creators.follow(request.user, request.params.username),
  );

  api.delete(
    '/api/creators/:username/follow',
    {
      config: { access: 'user', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Stop following a creator',
        params: creatorParamsSchema,
        response: { 200: followResultSchema, ...errors },
      },
    },
    async (request) => creators.unfollow(request.user, request.params.username),
  );

  api.put(
    '/api/admin/creators/:username/featured',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Feature a creator on the discovery page, or stop featuring them',
        params: creatorParamsSchema,
        body: z.object({ featured: z.boolean({ message: 'must be true or false' }) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await creators.setFeatured(request.params.username, request.body.featured);
      return reply.code(204).send(null);
    },
  );
}

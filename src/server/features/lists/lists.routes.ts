import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contracts/fields.js';
import {
  addListMemberRequestSchema,
  createListRequestSchema,
  listMemberParamsSchema,
  userListSchema,
  userListsSchema,
} from '../../../shared/contracts/lists.js';
import { errorAnswers } from '../../lib/http-responses.js';
import type { ListsService } from './lists.service.js';
import { toUserList } from './lists.views.js';

/** Lists one account may try to create per hour. */
export const LIST_CREATES_PER_HOUR = 30;
/** People one account may try to add to its lists per hour. */
export const LIST_MEMBER_ADDS_PER_HOUR = 120;

/** Limits count per account; the access check has run, so there is always a user. */
const perAccount = (request: FastifyRequest) =>
  request.user ? `user:${request.user.id}` : request.ip;

export function listRoutes(app: FastifyInstance, deps: { lists: ListsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['lists'];
  const config = { access: 'user' as const };
  const errors = errorAnswers(400, 401, 404, 409);

  api.get(
    '/api/lists',
    {
      config,
      schema: {
        tags,
        summary: 'My lists of people',
        response: { 200: userListsSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { lists: (await deps.lists.listFor(request.user.id)).map(toUserList) };
    },
  );

  api.post(
    '/api/lists',
    {
      config: {
        ...config,
        rateLimit: { max: LIST_CREATES_PER_HOUR, timeWindow: '1 hour', keyGenerator: perAccount },
        rateLimitMessage: `One account can create at most ${LIST_CREATES_PER_HOUR} lists an hour.`,
      },
      schema: {
        tags,
        summary: 'Create a list',
        body: createListRequestSchema,
        response: { 201: userListSchema, ...errors, ...errorAnswers(429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(toUserList(await deps.lists.create(request.user.id, request.body))),
  );

  api.delete(
    '/api/lists/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a list',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deps.lists.remove(request.user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/lists/:id/members',
    {
      config: {
        ...config,
        rateLimit: {
          max: LIST_MEMBER_ADDS_PER_HOUR,
          timeWindow: '1 hour',
          keyGenerator: perAccount,
        },
        rateLimitMessage: `One account can add at most ${LIST_MEMBER_ADDS_PER_HOUR} people to its lists an hour.`,
      },
      schema: {
        tags,
        summary: 'Add someone to a list',
        params: idParamsSchema,
        body: addListMemberRequestSchema,
        response: { 200: userListSchema, ...errors, ...errorAnswers(429) },
      },
    },
    async (request) =>
      toUserList(
        await deps.lists.addMember(request.user.id, request.params.id, request.body.username),
      ),
  );

  api.delete(
    '/api/lists/:id/members/:username',
    {
      config,
      schema: {
        tags,
        summary: 'Take someone off a list',
        params: listMemberParamsSchema,
        response: { 200: userListSchema, ...errors },
      },
    },
    async (request) =>
      toUserList(
        await deps.lists.removeMember(request.user.id, request.params.id, request.params.username),
      ),
  );
}

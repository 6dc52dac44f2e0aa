import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParamsSchema } from '../../../shared/contracts/fields.js';
import {
  addListMemberRequestSchema,
  createListRequestSchema,
  listMemberParamsSchema,
  userListSchema,
  userListsSchema,
} from '../../../shared/contracts/lists.js';
import { declareRoutes } from '../../lib/route-declarations.js';
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
  const route = declareRoutes(app, { tags: ['lists'], errors: [400, 401, 404, 409] });

  route('GET /api/lists', {
    access: 'user',
    summary: 'My lists of people',
    ok: userListsSchema,
    cache: 'no-store',
    handle: async (request) => ({
      lists: (await deps.lists.listFor(request.user.id)).map(toUserList),
    }),
  });

  route('POST /api/lists', {
    access: 'user',
    rateLimit: { max: LIST_CREATES_PER_HOUR, timeWindow: '1 hour', keyGenerator: perAccount },
    rateLimitMessage: `One account can create at most ${LIST_CREATES_PER_HOUR} lists an hour.`,
    summary: 'Create a list',
    body: createListRequestSchema,
    ok: userListSchema,
    status: 201,
    errors: [400, 401, 404, 409, 429],
    handle: async (request) => toUserList(await deps.lists.create(request.user.id, request.body)),
  });

  route('DELETE /api/lists/:id', {
    access: 'user',
    summary: 'Delete a list',
    params: idParamsSchema,
    status: 204,
    handle: (request) => deps.lists.remove(request.user.id, request.params.id),
  });

  route('POST /api/lists/:id/members', {
    access: 'user',
    rateLimit: {
      max: LIST_MEMBER_ADDS_PER_HOUR,
      timeWindow: '1 hour',
      keyGenerator: perAccount,
    },
    rateLimitMessage: `One account can add at most ${LIST_MEMBER_ADDS_PER_HOUR} people to its lists an hour.`,
    summary: 'Add someone to a list',
    params: idParamsSchema,
    body: addListMemberRequestSchema,
    ok: userListSchema,
    errors: [400, 401, 404, 409, 429],
    handle: async (request) =>
      toUserList(
        await deps.lists.addMember(request.user.id, request.params.id, request.body.username),
      ),
  });

  route('DELETE /api/lists/:id/members/:username', {
    access: 'user',
    summary: 'Take someone off a list',
    params: listMemberParamsSchema,
    ok: userListSchema,
    handle: async (request) =>
      toUserList(
        await deps.lists.removeMember(request.user.id, request.params.id, request.params.username),
      ),
  });
}

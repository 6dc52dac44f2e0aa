import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { usernameParamsSchema } from '../../../shared/contracts/account.js';
import { idParamsSchema } from '../../../shared/contracts/fields.js';
import {
  friendListSchema,
  friendRequestListSchema,
  friendSchema,
  sendFriendRequestResultSchema,
  sendFriendRequestSchema,
  userSearchQuerySchema,
  userSearchResultSchema,
} from '../../../shared/contracts/friends.js';
import { errorAnswers, personal } from '../../lib/http-responses.js';
import type { FriendsService } from './friends.service.js';

const errors = errorAnswers(400, 401, 403, 404, 409);

export function friendRoutes(app: FastifyInstance, deps: { friends: FriendsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['friends'];
  const { friends } = deps;
  const mine = { access: 'user' as const };

  api.get(
    '/api/friends',
    {
      config: mine,
      schema: { tags, summary: 'My friends', response: { 200: friendListSchema, ...errors } },
    },
    async (request, reply) => {
      reply.headers(personal);
      return { friends: await friends.friends(request.user) };
    },
  );

  api.get(
    '/api/friends/listening',
    {
      config: mine,
      schema: {
        tags,
        summary: 'My friends listening to the station right now',
        response: { 200: friendListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(personal);
      return { friends: await friends.listening(request.user) };
    },
  );

  api.get(
    '/api/friend-requests',
    {
      config: mine,
      schema: {
        tags,
        summary: 'Friend requests waiting for me, and the ones I sent',
        response: { 200: friendRequestListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(personal);
      return friends.requests(request.user);
    },
  );

  api.get(
    '/api/users/search',
    {
      config: mine,
      schema: {
        tags,
        summary: 'Find members by username or name (3+ characters), or suggestions without a query',
        querystring: userSearchQuerySchema,
        response: { 200: userSearchResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(personal);
      return friends.discover(request.user, request.query.q);
    },
  );

  api.post(
    '/api/friends/request',
    {
      config: { ...mine, rateLimit: { max: 60, timeWindow: '1 hour' } },
      schema: {
        tags,
        summary: 'Ask a member to be friends (accepts at once if they already asked me)',
        body: sendFriendRequestSchema,
        response: { 201: sendFriendRequestResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await friends.request(request.user, request.body.userId)),
  );

  api.post(
    '/api/friend-requests/:id/accept',
    {
      config: mine,
      schema: {
        tags,
        summary: 'Accept a friend request sent to me',
        params: idParamsSchema,
        response: { 200: friendSchema, ...errors },
      },
    },
    async (request) => friends.accept(request.user, request.params.id),
  );

  api.post(
    '/api/friend-requests/:id/reject',
    {
      config: mine,
      schema: {
        tags,
        summary: 'Decline a friend request sent to me',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await friends.reject(request.user, request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.delete(
    '/api/friend-requests/:id',
    {
      config: mine,
      schema: {
        tags,
        summary: 'Withdraw a friend request I sent',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await friends.cancel(request.user, request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.delete(
    '/api/friends/:id',
    {
      config: mine,
      schema: {
        tags,
        summary: 'End a friendship (the id is the friend’s user id)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await friends.remove(request.user, request.params.id);
      return reply.code(204).send(null);
    },
  );

  for (const method of ['put', 'delete'] as const) {
    api[method](
      '/api/users/:username/block',
      {
        config: mine,
        schema: {
          tags,
          summary: method === 'put' ? 'Block a member' : 'Unblock a member',
          params: usernameParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        if (method === 'put') await friends.block(request.user, request.params.username);
        else await friends.unblock(request.user, request.params.username);
        return reply.code(204).send(null);
      },
    );
  }
}

import type { FastifyInstance } from 'fastify';
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
import { declareRoutes } from '../../lib/route-declarations.js';
import type { FriendsService } from './friends.service.js';

export function friendRoutes(app: FastifyInstance, deps: { friends: FriendsService }) {
  const route = declareRoutes(app, { tags: ['friends'], errors: [400, 401, 403, 404, 409] });
  const { friends } = deps;

  route('GET /api/friends', {
    access: 'user',
    summary: 'My friends',
    ok: friendListSchema,
    personal: true,
    handle: async (request) => ({ friends: await friends.friends(request.user) }),
  });

  route('GET /api/friends/listening', {
    access: 'user',
    summary: 'My friends listening to the station right now',
    ok: friendListSchema,
    personal: true,
    handle: async (request) => ({ friends: await friends.listening(request.user) }),
  });

  route('GET /api/friend-requests', {
    access: 'user',
    summary: 'Friend requests waiting for me, and the ones I sent',
    ok: friendRequestListSchema,
    personal: true,
    handle: (request) => friends.requests(request.user),
  });

  route('GET /api/users/search', {
    access: 'user',
    summary: 'Find members by username or name (3+ characters), or suggestions without a query',
    querystring: userSearchQuerySchema,
    ok: userSearchResultSchema,
    personal: true,
    handle: (request) => friends.discover(request.user, request.query.q),
  });

  route('POST /api/friends/request', {
    access: 'user',
    rateLimit: { max: 60, timeWindow: '1 hour' },
    summary: 'Ask a member to be friends (accepts at once if they already asked me)',
    body: sendFriendRequestSchema,
    ok: sendFriendRequestResultSchema,
    status: 201,
    handle: (request) => friends.request(request.user, request.body.userId),
  });

  route('POST /api/friend-requests/:id/accept', {
    access: 'user',
    summary: 'Accept a friend request sent to me',
    params: idParamsSchema,
    ok: friendSchema,
    handle: (request) => friends.accept(request.user, request.params.id),
  });

  route('POST /api/friend-requests/:id/reject', {
    access: 'user',
    summary: 'Decline a friend request sent to me',
    params: idParamsSchema,
    status: 204,
    handle: (request) => friends.reject(request.user, request.params.id),
  });

  route('DELETE /api/friend-requests/:id', {
    access: 'user',
    summary: 'Withdraw a friend request I sent',
    params: idParamsSchema,
    status: 204,
    handle: (request) => friends.cancel(request.user, request.params.id),
  });

  route('DELETE /api/friends/:id', {
    access: 'user',
    summary: 'End a friendship (the id is the friend’s user id)',
    params: idParamsSchema,
    status: 204,
    handle: (request) => friends.remove(request.user, request.params.id),
  });

  for (const [method, action] of [
    ['PUT', 'block'],
    ['DELETE', 'unblock'],
  ] as const) {
    route(`${method} /api/users/:username/block`, {
      access: 'user',
      summary: action === 'block' ? 'Block a member' : 'Unblock a member',
      params: usernameParamsSchema,
      status: 204,
      handle: (request) => friends[action](request.user, request.params.username),
    });
  }
}

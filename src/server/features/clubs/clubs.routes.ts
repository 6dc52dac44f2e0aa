import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLUB_POSTS_PER_MINUTE } from '../../../shared/clubs.constants.js';
import {
  clubDetailSchema,
  clubInvitationInputSchema,
  clubInvitationSchema,
  clubListSchema,
  clubMemberParamsSchema,
  clubMembershipSchema,
  clubMembersSchema,
  clubParamsSchema,
  clubPostInputSchema,
  clubPostParamsSchema,
  clubPostSchema,
  clubPostsPageSchema,
  clubPostsQuerySchema,
  clubSchema,
  createClubSchema,
  myClubsSchema,
  updateClubSchema,
} from '../../../shared/contracts/clubs.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import type { ClubBoardService } from './club-board.service.js';
import type { ClubsService } from './clubs.service.js';

/** Counted per member (the access hook has named them by then), so a crowd behind one address can all write. */
const perMember = (request: FastifyRequest) =>
  request.user ? `member:${request.user.id}` : request.ip;

/** The board's pace, as the live chat keeps one: a few messages a minute from each member. */
const POST_LIMIT: RateLimitOptions = {
  max: CLUB_POSTS_PER_MINUTE,
  timeWindow: '1 minute',
  keyGenerator: perMember,
};

/** Each invitation leaves a notification: an owner may not flood members with them. */
const INVITE_LIMIT: RateLimitOptions = { max: 30, timeWindow: '1 minute', keyGenerator: perMember };

export function clubsRoutes(
  app: FastifyInstance,
  deps: { clubs: ClubsService; board: ClubBoardService },
) {
  const { clubs, board } = deps;
  const route = declareRoutes(app, { tags: ['clubs'], errors: [] });
  const signedIn = { access: 'user' } as const;

  route('GET /api/clubs', {
    access: 'public',
    summary: 'Every public listener club, the busiest first, with its member count',
    ok: clubListSchema,
    cache: 'no-cache',
    handle: () => clubs.list(),
  });

  route('GET /api/clubs/mine', {
    ...signedIn,
    summary:
      'The clubs the signed-in member belongs to or is invited to, invite-only ones included',
    ok: myClubsSchema,
    personal: true,
    errors: [401],
    handle: (request) => clubs.mine(request.user),
  });

  route('GET /api/clubs/:slug', {
    access: 'public',
    summary: 'A club as everyone sees it: its name, topic, member count and upcoming events',
    description:
      'The same for every reader; an invite-only club’s board and members are asked for separately, by its members.',
    params: clubParamsSchema,
    ok: clubDetailSchema,
    cache: 'no-cache',
    errors: [400, 404],
    handle: (request) => clubs.detail(request.params.slug),
  });

  route('GET /api/clubs/:slug/membership', {
    ...signedIn,
    summary: 'The signed-in member’s place in a club: owner, member, invited or none',
    params: clubParamsSchema,
    ok: clubMembershipSchema,
    personal: true,
    errors: [400, 401, 404],
    handle: (request) => clubs.membershipOf(request.user, request.params.slug),
  });

  route('GET /api/clubs/:slug/members', {
    access: 'public',
    summary: 'A club’s members, the reader’s friends first',
    description: 'An invite-only club answers 403 CLUB_INVITE_ONLY to anyone but its members.',
    params: clubParamsSchema,
    ok: clubMembersSchema,
    personal: true,
    errors: [400, 403, 404],
    handle: (request) => clubs.members(request.user, request.params.slug),
  });

  route('GET /api/clubs/:slug/posts', {
    access: 'public',
    summary: 'A page of a club’s board, newest first; `before` names the oldest message shown',
    description: 'An invite-only club answers 403 CLUB_INVITE_ONLY to anyone but its members.',
    params: clubParamsSchema,
    querystring: clubPostsQuerySchema,
    ok: clubPostsPageSchema,
    personal: true,
    errors: [400, 403, 404],
    handle: (request) => board.page(request.user, request.params.slug, request.query.before),
  });

  route('POST /api/clubs', {
    ...signedIn,
    summary: 'Start a club; the member who starts it owns it',
    description: 'A name another club has (ignoring case) answers 409 CLUB_NAME_TAKEN.',
    body: createClubSchema,
    ok: clubSchema,
    status: 201,
    errors: [400, 401, 409],
    handle: (request) => clubs.create(request.user, request.body),
  });

  route('PATCH /api/clubs/:slug', {
    ...signedIn,
    summary: 'Change a club’s description, topic or who may join (its owner, or an admin)',
    params: clubParamsSchema,
    body: updateClubSchema,
    ok: clubSchema,
    errors: [400, 401, 403, 404],
    handle: (request) => clubs.update(request.user, request.params.slug, request.body),
  });

  route('DELETE /api/clubs/:slug', {
    ...signedIn,
    summary: 'Delete a club with its board (its owner, or an admin); its events stay',
    params: clubParamsSchema,
    status: 204,
    errors: [400, 401, 403, 404],
    handle: (request) => clubs.remove(request.user, request.params.slug),
  });

  route('POST /api/clubs/:slug/join', {
    ...signedIn,
    summary: 'Join a club; an invite-only one takes an invitation, which joining uses up',
    description: 'Joining twice changes nothing. Without an invitation: 403 CLUB_INVITE_ONLY.',
    params: clubParamsSchema,
    ok: clubMembershipSchema,
    errors: [400, 401, 403, 404],
    handle: (request) => clubs.join(request.user, request.params.slug),
  });

  route('POST /api/clubs/:slug/leave', {
    ...signedIn,
    summary: 'Leave a club (its owner cannot: they delete it, or it stays)',
    params: clubParamsSchema,
    ok: clubMembershipSchema,
    errors: [400, 401, 404, 409],
    handle: (request) => clubs.leave(request.user, request.params.slug),
  });

  route('POST /api/clubs/:slug/posts', {
    ...signedIn,
    summary: 'Write on a club’s board (its members)',
    description: `Up to ${CLUB_POSTS_PER_MINUTE} messages a minute per member, then 429. A member muted in the live chat is refused with 403 MUTED until the mute ends.`,
    params: clubParamsSchema,
    body: clubPostInputSchema,
    ok: clubPostSchema,
    status: 201,
    rateLimit: POST_LIMIT,
    rateLimitMessage: 'You are writing faster than the board allows.',
    errors: [400, 401, 403, 404, 429],
    handle: (request) => board.post(request.user, request.params.slug, request.body.message),
  });

  route('DELETE /api/clubs/:slug/posts/:id', {
    ...signedIn,
    summary: 'Delete a board message (its writer, the club’s owner, or an admin)',
    params: clubPostParamsSchema,
    status: 204,
    errors: [400, 401, 403, 404],
    handle: (request) => board.remove(request.user, request.params.slug, request.params.id),
  });

  route('POST /api/clubs/:slug/invitations', {
    ...signedIn,
    summary: 'Invite a member by username (the club’s owner, or an admin); they are notified',
    params: clubParamsSchema,
    body: clubInvitationInputSchema,
    ok: clubInvitationSchema,
    status: 201,
    rateLimit: INVITE_LIMIT,
    rateLimitMessage: 'That is a lot of invitations at once.',
    errors: [400, 401, 403, 404, 409, 429],
    handle: (request) => clubs.invite(request.user, request.params.slug, request.body.username),
  });

  route('DELETE /api/clubs/:slug/members/:username', {
    ...signedIn,
    summary: 'Take a member out of a club (its owner, or an admin)',
    params: clubMemberParamsSchema,
    status: 204,
    errors: [400, 401, 403, 404, 409],
    handle: (request) =>
      clubs.removeMember(request.user, request.params.slug, request.params.username),
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activityListSchema, dashboardStatsSchema } from '../../../shared/contracts/dashboard.js';
import { apiErrorSchema } from '../../../shared/contracts/errors.js';
import { ACTIVITY_ITEMS, STATS_WINDOW_DAYS } from '../../../shared/posts.constants.js';
import { notFound } from '../../lib/http-error.js';
import { avatarDataOf, avatarUrl } from '../../lib/user-views.js';
import type { DashboardRepo } from './dashboard.repo.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const person = (
  username: string,
  displayName: string,
  avatarUpdatedAt: Date | null,
  face: { hairColor: string | null; eyeColor: string | null; skinTone: string | null },
) => ({
  username,
  displayName,
  avatar: avatarUrl({ username, avatarUpdatedAt }),
  avatarData: avatarDataOf(face),
});

export function dashboardRoutes(
  app: FastifyInstance,
  deps: { repo: DashboardRepo; now: () => Date },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboard'];
  const errors = { 401: apiErrorSchema, 404: apiErrorSchema };

  api.get(
    '/api/stats/dashboard',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'My dashboard figures',
        response: { 200: dashboardStatsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const since = new Date(deps.now().getTime() - STATS_WINDOW_DAYS * DAY_MS);
      const stats = await deps.repo.stats(request.user.id, since);
      if (!stats) throw notFound('That account no longer exists.');
      reply.header('cache-control', 'private, no-store');
      return {
        role: request.user.isCreator ? ('creator' as const) : ('fan' as const),
        followers: stats.followers,
        followersGained30d: stats.followersGained,
        posts: stats.posts,
        likesReceived30d: stats.likesReceived,
        commentsReceived30d: stats.commentsReceived,
        following: stats.following,
        likesGiven: stats.likesGiven,
        commentsGiven: stats.commentsGiven,
      };
    },
  );

  api.get(
    '/api/activity',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Recent activity: fans’ follows, likes and comments for creators; my own for fans',
        response: { 200: activityListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const direction = request.user.isCreator ? ('received' as const) : ('given' as const);
      const rows = await deps.repo.activity(request.user.id, direction, ACTIVITY_ITEMS);
      reply.header('cache-control', 'private, no-store');
      return {
        direction,
        items: rows.map((row) => ({
          id: row.key,
          kind: row.kind,
          at: row.at.toISOString(),
          actor: person(row.actorUsername, row.actorDisplayName, row.actorAvatarUpdatedAt, {
            hairColor: row.actorHairColor,
            eyeColor: row.actorEyeColor,
            skinTone: row.actorSkinTone,
          }),
          creator: person(row.creatorUsername, row.creatorDisplayName, row.creatorAvatarUpdatedAt, {
            hairColor: row.creatorHairColor,
            eyeColor: row.creatorEyeColor,
            skinTone: row.creatorSkinTone,
          }),
          post:
            row.postId !== null && row.postTitle !== null
              ? { id: row.postId, title: row.postTitle }
              : null,
        })),
      };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AVATAR_MAX_BYTES,
  avatarQuerySchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  myAccountSchema,
  publicProfileSchema,
  updateAvatarDataRequestSchema,
  updateProfileRequestSchema,
  usernameParamsSchema,
} from '../../../shared/contracts/account.js';
import { errorAnswers } from '../../lib/http-responses.js';
import { readSingleUpload } from '../../lib/uploads.js';
import type { SessionCookies } from '../../plugins/auth.js';
import type { AccountService } from './account.service.js';
import { toMyAccount, toPublicProfile } from './account.views.js';

const errors = errorAnswers(400, 401, 403, 409, 413);

export function accountRoutes(
  app: FastifyInstance,
  deps: { accounts: AccountService; cookies: SessionCookies },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const mine = { access: 'user' as const };

  api.get(
    '/api/account',
    {
      config: mine,
      schema: {
        tags,
        summary: 'My account, e-mail included',
        response: { 200: myAccountSchema, ...errorAnswers(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toMyAccount(request.user);
    },
  );

  api.patch(
    '/api/account/profile',
    {
      config: mine,
      schema: {
        tags,
        summary: 'Change my display name or bio',
        body: updateProfileRequestSchema,
        response: { 200: myAccountSchema, ...errors },
      },
    },
    async (request) => toMyAccount(await deps.accounts.updateProfile(request.user, request.body)),
  );

  api.put(
    '/api/account/avatar-data',
    {
      config: mine,
      schema: {
        tags,
        summary: 'Save my avatar builder choices (hair, eyes, skin)',
        body: updateAvatarDataRequestSchema,
        response: { 200: myAccountSchema, ...errors },
      },
    },
    async (request) => toMyAccount(await deps.accounts.setAvatarData(request.user, request.body)),
  );

  api.put(
    '/api/account/avatar',
    {
      config: { ...mine, rateLimit: { max: 30, timeWindow: '1 hour' } },
      schema: {
        tags,
        summary: 'Upload my profile picture',
        description: `multipart/form-data with one file field "avatar": PNG, JPEG, WebP or GIF, at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB.`,
        consumes: ['multipart/form-data'],
        response: { 200: myAccountSchema, ...errors },
      },
    },
    async (request) => {
      const user = request.user;
      const data = await readSingleUpload(request, 'avatar', {
        maxBytes: AVATAR_MAX_BYTES,
        missingMessage: 'Choose a picture to upload.',
      });
      return toMyAccount(await deps.accounts.setAvatar(user, data));
    },
  );

  api.delete(
    '/api/account/avatar',
    {
      config: mine,
      schema: {
        tags,
        summary: 'Remove my profile picture',
        response: { 200: myAccountSchema, ...errors },
      },
    },
    async (request) => toMyAccount(await deps.accounts.removeAvatar(request.user)),
  );

  api.put(
    '/api/account/password',
    {
      config: { ...mine, rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags,
        summary: 'Change my password (signs out my other sessions)',
        body: changePasswordRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deps.accounts.changePassword(request.user, request.body, request.sessionId);
      return reply.code(204).send(null);
    },
  );

  api.put(
    '/api/account/email',
    {
      config: { ...mine, rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags,
        summary: 'Change my e-mail address',
        body: changeEmailRequestSchema,
        response: { 200: myAccountSchema, ...errors },
      },
    },
    async (request) =>
      toMyAccount(
        await deps.accounts.changeEmail(
          request.user,
          request.body.email,
          request.body.currentPassword,
        ),
      ),
  );

  api.delete(
    '/api/account',
    {
      config: { ...mine, rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags,
        summary: 'Delete my account and everything in it',
        body: deleteAccountRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deps.accounts.deleteAccount(request.user, request.body.password);
      deps.cookies.clearSessionCookie(reply);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/api/users/:username',
    {
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary: 'A public profile',
        params: usernameParamsSchema,
        response: { 200: publicProfileSchema, ...errorAnswers(404) },
      },
    },
    async (request) => toPublicProfile(await deps.accounts.publicProfile(request.params.username)),
  );

  api.get(
    '/api/users/:username/avatar',
    {
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary: 'A user’s profile picture',
        params: usernameParamsSchema,
        querystring: avatarQuerySchema,
      },
    },
    async (request, reply) => {
      const avatar = await deps.accounts.avatarOf(request.params.username);
      return (
        reply
          .header('content-type', avatar.contentType)
          // Versioned addresses (?v=) never change; a bare address must be revalidated.
          .header(
            'cache-control',
            request.query.v !== undefined ? 'public, max-age=31536000, immutable' : 'no-cache',
          )
          .header('content-disposition', 'inline')
          .send(avatar.data)
      );
    },
  );
}

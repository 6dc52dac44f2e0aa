import type { FastifyInstance } from 'fastify';
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
import { declareRoutes } from '../../lib/route-declarations.js';
import { readSingleUpload } from '../../lib/uploads.js';
import type { SessionCookies } from '../../plugins/auth.js';
import type { AccountService } from './account.service.js';
import { toMyAccount, toPublicProfile } from './account.views.js';

export function accountRoutes(
  app: FastifyInstance,
  deps: { accounts: AccountService; cookies: SessionCookies },
) {
  const route = declareRoutes(app, { tags: ['account'], errors: [400, 401, 403, 409, 413] });

  route('GET /api/account', {
    access: 'user',
    summary: 'My account, e-mail included',
    ok: myAccountSchema,
    errors: [401],
    cache: 'no-store',
    handle: (request) => toMyAccount(request.user),
  });

  route('PATCH /api/account/profile', {
    access: 'user',
    summary: 'Change my display name or bio',
    body: updateProfileRequestSchema,
    ok: myAccountSchema,
    handle: async (request) =>
      toMyAccount(await deps.accounts.updateProfile(request.user, request.body)),
  });

  route('PUT /api/account/avatar-data', {
    access: 'user',
    summary: 'Save my avatar builder choices (hair, eyes, skin)',
    body: updateAvatarDataRequestSchema,
    ok: myAccountSchema,
    handle: async (request) =>
      toMyAccount(await deps.accounts.setAvatarData(request.user, request.body)),
  });

  route('PUT /api/account/avatar', {
    access: 'user',
    rateLimit: { max: 30, timeWindow: '1 hour' },
    summary: 'Upload my profile picture',
    description: `multipart/form-data with one file field "avatar": PNG, JPEG, WebP or GIF, at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB.`,
    consumes: ['multipart/form-data'],
    ok: myAccountSchema,
    handle: async (request) => {
      const user = request.user;
      const data = await readSingleUpload(request, 'avatar', {
        maxBytes: AVATAR_MAX_BYTES,
        missingMessage: 'Choose a picture to upload.',
      });
      return toMyAccount(await deps.accounts.setAvatar(user, data));
    },
  });

  route('DELETE /api/account/avatar', {
    access: 'user',
    summary: 'Remove my profile picture',
    ok: myAccountSchema,
    handle: async (request) => toMyAccount(await deps.accounts.removeAvatar(request.user)),
  });

  route('PUT /api/account/password', {
    access: 'user',
    rateLimit: { max: 10, timeWindow: '15 minutes' },
    summary: 'Change my password (signs out my other sessions)',
    body: changePasswordRequestSchema,
    status: 204,
    handle: (request) =>
      deps.accounts.changePassword(request.user, request.body, request.sessionId),
  });

  route('PUT /api/account/email', {
    access: 'user',
    rateLimit: { max: 10, timeWindow: '15 minutes' },
    summary: 'Change my e-mail address',
    body: changeEmailRequestSchema,
    ok: myAccountSchema,
    handle: async (request) =>
      toMyAccount(
        await deps.accounts.changeEmail(
          request.user,
          request.body.email,
          request.body.currentPassword,
        ),
      ),
  });

  route('DELETE /api/account', {
    access: 'user',
    rateLimit: { max: 10, timeWindow: '15 minutes' },
    summary: 'Delete my account and everything in it',
    body: deleteAccountRequestSchema,
    status: 204,
    handle: async (request, reply) => {
      await deps.accounts.deleteAccount(request.user, request.body.password);
      deps.cookies.clearSessionCookie(reply);
    },
  });

  route('GET /api/users/:username', {
    access: 'public',
    tags: ['users'],
    summary: 'A public profile',
    params: usernameParamsSchema,
    ok: publicProfileSchema,
    errors: [404],
    handle: async (request) =>
      toPublicProfile(await deps.accounts.publicProfile(request.params.username)),
  });

  route('GET /api/users/:username/avatar', {
    access: 'public',
    tags: ['users'],
    summary: 'A user’s profile picture',
    params: usernameParamsSchema,
    querystring: avatarQuerySchema,
    errors: [],
    handle: async (request, reply) => {
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
  });
}

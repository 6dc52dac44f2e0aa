import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminStatsSchema,
  approvalListSchema,
  approvalSchema,
  auditPageSchema,
  auditQuerySchema,
  decideApprovalRequestSchema,
  memberSchema,
  peoplePageSchema,
  peopleQuerySchema,
  platformFeaturesSchema,
  platformSettingsSchema,
  suspendRequestSchema,
  updateRolesRequestSchema,
  updateSettingsRequestSchema,
  userIdParamsSchema,
} from '../../../shared/contracts/admin.js';
import { errorAnswers, personal } from '../../lib/http-responses.js';
import type { AdminApprovals } from './admin.approvals.js';
import type { AuditService } from './audit.service.js';
import type { PeopleService } from './people.service.js';
import type { SettingsService } from './settings.service.js';
import type { StatsService } from './stats.service.js';

const errors = errorAnswers(400, 401, 403, 404, 409);
const admin = { access: 'admin' as const };

export interface AdminRouteDeps {
  settings: SettingsService;
  stats: StatsService;
  audit: AuditService;
  people: PeopleService;
  approvals: AdminApprovals;
}

/** The admin dashboard's settings, statistics, people, approvals and audit trail. */
export function adminRoutes(app: FastifyInstance, deps: AdminRouteDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const { settings, stats, audit, people, approvals } = deps;

  api.get(
    '/api/platform/features',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Which platform features are switched on, and the artist shares in force',
        response: { 200: platformFeaturesSchema },
      },
    },
    async (_request, reply) => {
      // A switch must take effect at once for every visitor: never cached.
      reply.headers({ 'cache-control': 'no-store' });
      return settings.switches();
    },
  );

  api.get(
    '/api/admin/settings',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The platform settings',
        response: { 200: platformSettingsSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.headers(personal);
      return settings.read();
    },
  );

  api.put(
    '/api/admin/settings',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change the platform settings: the full object as read, with its version',
        body: updateSettingsRequestSchema,
        response: { 200: platformSettingsSchema, ...errors },
      },
    },
    async (request) => settings.update(request.user, request.body),
  );

  api.get(
    '/api/admin/stats',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Platform statistics',
        response: { 200: adminStatsSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.headers(personal);
      return stats.read();
    },
  );

  api.get(
    '/api/admin/audit',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The audit trail, newest first',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(personal);
      return audit.page(request.query.before);
    },
  );

  api.get(
    '/api/admin/users',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Find members by username, name or e-mail',
        querystring: peopleQuerySchema,
        response: { 200: peoplePageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(personal);
      return people.search(request.query.q, request.query.page);
    },
  );

  api.put(
    '/api/admin/users/:userId/roles',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Grant or revoke the DJ, creator and admin roles',
        params: userIdParamsSchema,
        body: updateRolesRequestSchema,
        response: { 200: memberSchema, ...errors },
      },
    },
    async (request) => people.setRoles(request.user, request.params.userId, request.body),
  );

  api.post(
    '/api/admin/users/:userId/suspend',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Suspend an account: sign-in refused, sessions ended, content hidden',
        params: userIdParamsSchema,
        body: suspendRequestSchema,
        response: { 200: memberSchema, ...errors },
      },
    },
    async (request) => people.suspend(request.user, request.params.userId, request.body.reason),
  );

  api.post(
    '/api/admin/users/:userId/restore',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Lift a suspension',
        params: userIdParamsSchema,
        response: { 200: memberSchema, ...errors },
      },
    },
    async (request) => people.restore(request.user, request.params.userId),
  );

  api.get(
    '/api/admin/approvals',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Creator applications waiting for approval',
        response: { 200: approvalListSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.headers(personal);
      return { approvals: await approvals.pending() };
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    api.post(
      `/api/admin/approvals/:userId/${decision}`,
      {
        config: admin,
        schema: {
          tags,
          summary:
            decision === 'approve'
              ? 'Approve a creator application'
              : 'Reject a creator application',
          params: userIdParamsSchema,
          body: decideApprovalRequestSchema.nullish(),
          response: { 200: approvalSchema, ...errors },
        },
      },
      async (request) =>
        approvals[decision](request.user, request.params.userId, request.body?.note ?? ''),
    );
  }
}

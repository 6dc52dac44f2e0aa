import type { FastifyInstance } from 'fastify';
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
import { declareRoutes } from '../../lib/route-declarations.js';
import type { AdminApprovals } from './admin.approvals.js';
import type { AuditService } from './audit.service.js';
import type { PeopleService } from './people.service.js';
import type { SettingsService } from './settings.service.js';
import type { StatsService } from './stats.service.js';

export interface AdminRouteDeps {
  settings: SettingsService;
  stats: StatsService;
  audit: AuditService;
  people: PeopleService;
  approvals: AdminApprovals;
}

/** The admin dashboard's settings, statistics, people, approvals and audit trail. */
export function adminRoutes(app: FastifyInstance, deps: AdminRouteDeps) {
  const route = declareRoutes(app, { tags: ['admin'], errors: [400, 401, 403, 404, 409] });
  const { settings, stats, audit, people, approvals } = deps;

  route('GET /api/platform/features', {
    access: 'public',
    tags: ['platform'],
    summary: 'Which platform features are switched on, and the artist shares in force',
    ok: platformFeaturesSchema,
    errors: [],
    handle: (_request, reply) => {
      reply.headers({ 'cache-control': 'no-store' });
      return settings.switches();
    },
  });

  route('GET /api/admin/settings', {
    access: 'admin',
    summary: 'The platform settings',
    ok: platformSettingsSchema,
    personal: true,
    handle: () => settings.read(),
  });

  route('PUT /api/admin/settings', {
    access: 'admin',
    summary: 'Change the platform settings: the full object as read, with its version',
    body: updateSettingsRequestSchema,
    ok: platformSettingsSchema,
    handle: (request) => settings.update(request.user, request.body),
  });

  route('GET /api/admin/stats', {
    access: 'admin',
    summary: 'Platform statistics',
    ok: adminStatsSchema,
    personal: true,
    handle: () => stats.read(),
  });

  route('GET /api/admin/audit', {
    access: 'admin',
    summary: 'The audit trail, newest first',
    querystring: auditQuerySchema,
    ok: auditPageSchema,
    personal: true,
    handle: (request) => audit.page(request.query.before),
  });

  route('GET /api/admin/users', {
    access: 'admin',
    summary: 'Find members by username, name or e-mail',
    querystring: peopleQuerySchema,
    ok: peoplePageSchema,
    personal: true,
    handle: (request) => people.search(request.query.q, request.query.page),
  });

  route('PUT /api/admin/users/:userId/roles', {
    access: 'admin',
    summary: 'Grant or revoke the DJ, creator and admin roles',
    params: userIdParamsSchema,
    body: updateRolesRequestSchema,
    ok: memberSchema,
    handle: (request) => people.setRoles(request.user, request.params.userId, request.body),
  });

  route('POST /api/admin/users/:userId/suspend', {
    access: 'admin',
    summary: 'Suspend an account: sign-in refused, sessions ended, content hidden',
    params: userIdParamsSchema,
    body: suspendRequestSchema,
    ok: memberSchema,
    handle: (request) => people.suspend(request.user, request.params.userId, request.body.reason),
  });

  route('POST /api/admin/users/:userId/restore', {
    access: 'admin',
    summary: 'Lift a suspension',
    params: userIdParamsSchema,
    ok: memberSchema,
    handle: (request) => people.restore(request.user, request.params.userId),
  });

  route('GET /api/admin/approvals', {
    access: 'admin',
    summary: 'Creator applications waiting for approval',
    ok: approvalListSchema,
    personal: true,
    handle: async () => ({ approvals: await approvals.pending() }),
  });

  for (const decision of ['approve', 'reject'] as const) {
    route(`POST /api/admin/approvals/:userId/${decision}`, {
      access: 'admin',
      summary:
        decision === 'approve' ? 'Approve a creator application' : 'Reject a creator application',
      params: userIdParamsSchema,
      body: decideApprovalRequestSchema.nullish(),
      ok: approvalSchema,
      handle: (request) =>
        approvals[decision](request.user, request.params.userId, request.body?.note ?? ''),
    });
  }
}

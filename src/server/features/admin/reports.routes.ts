import type { FastifyInstance } from 'fastify';
import {
  createReportRequestSchema,
  reportCreatedSchema,
  reportListSchema,
  reportQuerySchema,
  reportSchema,
  resolveReportRequestSchema,
} from '../../../shared/contracts/admin.js';
import { idParamsSchema } from '../../../shared/contracts/fields.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import type { ReportsService } from './reports.service.js';

/** Members report content; administrators see the reports and resolve them. */
export function reportRoutes(app: FastifyInstance, deps: { reports: ReportsService }) {
  const route = declareRoutes(app, { tags: ['reports'], errors: [400, 401, 403, 404, 409] });

  const { reports } = deps;

  route('POST /api/reports', {
    access: 'user',
    rateLimit: { max: 30, timeWindow: '1 hour' },
    summary: 'Report a post, song, profile or chat message to the administrators',
    body: createReportRequestSchema,
    ok: reportCreatedSchema,
    status: 201,
    handle: (request) => reports.create(request.user.id, request.body),
  });

  route('GET /api/admin/reports', {
    access: 'admin',
    summary: 'Reports, open (oldest first) or resolved (newest first)',
    querystring: reportQuerySchema,
    ok: reportListSchema,
    personal: true,
    handle: async (request) => ({ reports: await reports.list(request.query.status) }),
  });

  route('POST /api/admin/reports/:id/resolve', {
    access: 'admin',
    summary: 'Act on a report (dismiss, hide, remove, warn, suspend) and resolve it with a note',
    params: idParamsSchema,
    body: resolveReportRequestSchema,
    ok: reportSchema,
    handle: (request) => reports.resolve(request.user, request.params.id, request.body),
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createReportRequestSchema,
  reportCreatedSchema,
  reportListSchema,
  reportQuerySchema,
  reportSchema,
  resolveReportRequestSchema,
} from '../../../shared/contracts/admin.js';
import { idParamsSchema } from '../../../shared/contracts/fields.js';
import { errorAnswers, personal } from '../../lib/http-responses.js';
import type { ReportsService } from './reports.service.js';

const errors = errorAnswers(400, 401, 403, 404, 409);

/** Members report content; administrators see the reports and resolve them. */
export function reportRoutes(app: FastifyInstance, deps: { reports: ReportsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];
  const { reports } = deps;

  api.post(
    '/api/reports',
    {
      config: { access: 'user', rateLimit: { max: 30, timeWindow: '1 hour' } },
      schema: {
        tags,
        summary: 'Report a post, song, profile or chat message to the administrators',
        body: createReportRequestSchema,
        response: { 201: reportCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await reports.create(request.user.id, request.body)),
  );

  api.get(
    '/api/admin/reports',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Reports, open (oldest first) or resolved (newest first)',
        querystring: reportQuerySchema,
        response: { 200: reportListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(personal);
      return { reports: await reports.list(request.query.status) };
    },
  );

  api.post(
    '/api/admin/reports/:id/resolve',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Act on a report (dismiss, hide, remove, warn, suspend) and resolve it with a note',
        params: idParamsSchema,
        body: resolveReportRequestSchema,
        response: { 200: reportSchema, ...errors },
      },
    },
    async (request) => reports.resolve(request.user, request.params.id, request.body),
  );
}

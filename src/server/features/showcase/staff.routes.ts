import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../shared/contracts/fields.js';
import {
  createStaffMemberRequestSchema,
  officeStaffListSchema,
  officeStaffMemberSchema,
  SHOWCASE_IMAGE_MAX_LABEL,
  showcaseOrderRequestSchema,
  staleStaffMemberSchema,
  updateStaffMemberRequestSchema,
} from '../../../shared/contracts/showcase.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import { answeringStale } from './showcase.edits.js';
import { readImageUpload } from './showcase.images.js';
import type { StaffService } from './staff.service.js';

/** The back office's staff cards: administrators only (the service asks the policy too). */
export function staffRoutes(app: FastifyInstance, deps: { staff: StaffService }) {
  const { staff } = deps;
  const route = declareRoutes(app, { tags: ['back office'], errors: [400, 401, 403, 404] });

  route('GET /api/admin/staff', {
    access: 'admin',
    summary: 'Every staff card, shown or hidden, with its version',
    ok: officeStaffListSchema,
    personal: true,
    handle: (request) => staff.list(request.user),
  });

  route('POST /api/admin/staff', {
    access: 'admin',
    summary: 'Add a staff card at the end of /staff',
    body: createStaffMemberRequestSchema,
    ok: officeStaffMemberSchema,
    status: 201,
    handle: (request) => staff.create(request.user, request.body),
  });

  route('PATCH /api/admin/staff/:id', {
    access: 'admin',
    summary: 'Change a staff card, naming the version it was read at',
    description:
      'A newer version answers 409 with the card as it is now under `current`. Blank initials are made from the name.',
    params: idParamsSchema,
    body: updateStaffMemberRequestSchema,
    ok: officeStaffMemberSchema,
    alsoAnswers: { 409: staleStaffMemberSchema },
    handle: (request, reply) =>
      answeringStale(reply, () => staff.update(request.user, request.params.id, request.body)),
  });

  route('PUT /api/admin/staff/order', {
    access: 'admin',
    summary: 'Put the staff cards in a new order (every id, once)',
    body: showcaseOrderRequestSchema,
    ok: officeStaffListSchema,
    errors: [400, 401, 403, 409],
    handle: (request) => staff.reorder(request.user, request.body.ids),
  });

  route('DELETE /api/admin/staff/:id', {
    access: 'admin',
    summary: 'Delete a staff card and its photo',
    params: idParamsSchema,
    status: 204,
    handle: (request) => staff.remove(request.user, request.params.id),
  });

  route('PUT /api/admin/staff/:id/photo', {
    access: 'admin',
    rateLimit: { max: 60, timeWindow: '1 hour' },
    summary: 'Upload or replace a staff member’s photo',
    description: `multipart/form-data with one file field "photo": PNG, JPEG or WebP, at most ${SHOWCASE_IMAGE_MAX_LABEL}; cut square.`,
    consumes: ['multipart/form-data'],
    params: idParamsSchema,
    ok: officeStaffMemberSchema,
    errors: [400, 401, 403, 404, 413, 415],
    handle: async (request) => {
      const data = await readImageUpload(request, 'staff');
      return staff.setPhoto(request.user, request.params.id, data);
    },
  });

  route('DELETE /api/admin/staff/:id/photo', {
    access: 'admin',
    summary: 'Take the photo off a card (the initials show again)',
    params: idParamsSchema,
    ok: officeStaffMemberSchema,
    handle: (request) => staff.removePhoto(request.user, request.params.id),
  });
}

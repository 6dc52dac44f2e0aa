import type { FastifyInstance } from 'fastify';
import {
  contactHandledRequestSchema,
  contactMessageFilterSchema,
  contactMessageListSchema,
  contactMessageSchema,
  contactOpenCountSchema,
  contactReceiptSchema,
  contactRequestSchema,
} from '../../../shared/contracts/contact.js';
import { idParamsSchema } from '../../../shared/contracts/fields.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import { CONTACT_RECEIPT, type ContactService } from './contact.service.js';

/** Messages one address may send per hour: plenty for a person, little for a flood. */
export const CONTACT_MESSAGES_PER_HOUR = 5;

export function contactRoutes(app: FastifyInstance, deps: { contact: ContactService }) {
  const route = declareRoutes(app, { tags: ['admin'], errors: [400, 401, 403] });

  route('POST /api/contact', {
    access: 'public',
    rateLimit: { max: CONTACT_MESSAGES_PER_HOUR, timeWindow: '1 hour' },
    rateLimitMessage: `You have sent ${CONTACT_MESSAGES_PER_HOUR} messages in the last hour, the most we accept from one connection.`,
    tags: ['contact'],
    summary: 'Send the station a message (stored, and e-mailed when a mail server is set)',
    body: contactRequestSchema,
    ok: contactReceiptSchema,
    status: 201,
    errors: [400, 429],
    handle: async (request) => {
      await deps.contact.submit(request.body);
      return { message: CONTACT_RECEIPT };
    },
  });

  route('GET /api/admin/contact-messages', {
    access: 'admin',
    summary: 'Contact messages, newest first (open by default), by type and text, a page at a time',
    querystring: contactMessageFilterSchema,
    ok: contactMessageListSchema,
    cache: 'no-store',
    handle: (request) => deps.contact.list(request.user, request.query),
  });

  route('GET /api/admin/contact-messages/open-count', {
    access: 'admin',
    summary: 'How many contact messages wait to be handled',
    ok: contactOpenCountSchema,
    cache: 'no-store',
    handle: (request) => deps.contact.openCount(request.user),
  });

  route('POST /api/admin/contact-messages/:id/handled', {
    access: 'admin',
    summary: 'Mark a contact message handled, or open again',
    params: idParamsSchema,
    body: contactHandledRequestSchema,
    ok: contactMessageSchema,
    errors: [400, 401, 403, 404],
    handle: (request) =>
      deps.contact.setHandled(request.user, request.params.id, request.body.handled),
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactHandledRequestSchema,
  contactMessageFilterSchema,
  contactMessageListSchema,
  contactMessageSchema,
  contactReceiptSchema,
  contactRequestSchema,
} from '../../../shared/contracts/contact.js';
import { idParamsSchema } from '../../../shared/contracts/fields.js';
import { errorAnswers } from '../../lib/http-responses.js';
import { CONTACT_RECEIPT, type ContactService } from './contact.service.js';

/** Messages one address may send per hour: plenty for a person, little for a flood. */
export const CONTACT_MESSAGES_PER_HOUR = 5;

export function contactRoutes(app: FastifyInstance, deps: { contact: ContactService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/contact',
    {
      config: {
        access: 'public',
        rateLimit: { max: CONTACT_MESSAGES_PER_HOUR, timeWindow: '1 hour' },
        rateLimitMessage: `You have sent ${CONTACT_MESSAGES_PER_HOUR} messages in the last hour, the most we accept from one connection.`,
      },
      schema: {
        tags: ['contact'],
        summary: 'Send the station a message (stored, and e-mailed when a mail server is set)',
        body: contactRequestSchema,
        response: { 201: contactReceiptSchema, ...errorAnswers(400, 429) },
      },
    },
    async (request, reply) => {
      await deps.contact.submit(request.body);
      return reply.code(201).send({ message: CONTACT_RECEIPT });
    },
  );

  const admin = { access: 'admin' as const };
  const tags = ['admin'];
  const errors = errorAnswers(400, 401, 403);

  api.get(
    '/api/admin/contact-messages',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Contact messages, newest first (open by default)',
        querystring: contactMessageFilterSchema,
        response: { 200: contactMessageListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.contact.list(request.user, request.query.status);
    },
  );

  api.post(
    '/api/admin/contact-messages/:id/handled',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mark a contact message handled, or open again',
        params: idParamsSchema,
        body: contactHandledRequestSchema,
        response: { 200: contactMessageSchema, ...errors, ...errorAnswers(404) },
      },
    },
    async (request) =>
      deps.contact.setHandled(request.user, request.params.id, request.body.handled),
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can } from '../../../shared/domain/policies.js';
import { station } from '../../../shared/site/station.js';
import { HttpError } from '../../lib/http-error.js';
import type { MailOutbox } from './mail.service.js';
import { outboxListPage, outboxMailPage } from './mail.views.js';

export const OUTBOX_PATH = '/api/dev/outbox';

const LOOPBACK = /^(?:127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Who may read the development outbox: an administrator, or someone at the machine itself on
 * a site that only runs there (the two-command set-up). A request that came through a proxy
 * is never local, so a public site behind one shows it to administrators only.
 */
export function mayReadOutbox(request: FastifyRequest, publicUrl: string): boolean {
  if (can(request.user, 'mail.readOutbox')) return true;
  const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
  const localSite = LOCAL_HOSTS.has(new URL(publicUrl).hostname);
  return localSite && !forwarded && LOOPBACK.test(request.socket.remoteAddress ?? '');
}

/** The development outbox's pages: the list, and each mail as text or as its HTML. */
export function mailRoutes(app: FastifyInstance, deps: { outbox: MailOutbox; publicUrl: string }) {
  const { outbox } = deps;
  const options = { config: { access: 'public' as const }, schema: { hide: true } };

  function guard(request: FastifyRequest) {
    if (!outbox.development) {
      throw new HttpError(
        404,
        'NO_OUTBOX',
        'Mail goes out by SMTP on this site, so there is no development outbox.',
      );
    }
    if (!mayReadOutbox(request, deps.publicUrl)) {
      throw new HttpError(
        403,
        'FORBIDDEN',
        'The development outbox opens for administrators, or on the machine the site runs on.',
      );
    }
  }

  const idOf = (request: FastifyRequest) => {
    const id = Number((request.params as { id?: string }).id);
    if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, 'NOT_FOUND', 'No such mail.');
    return id;
  };

  app.get(OUTBOX_PATH, options, async (request, reply) => {
    guard(request);
    const mails = await outbox.recent(100);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(outboxListPage(station.name, mails, OUTBOX_PATH));
  });

  app.get(`${OUTBOX_PATH}/:id`, options, async (request, reply) => {
    guard(request);
    const mail = await outbox.one(idOf(request));
    if (!mail) throw new HttpError(404, 'NOT_FOUND', 'No such mail.');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(outboxMailPage(station.name, mail, OUTBOX_PATH));
  });

  app.get(`${OUTBOX_PATH}/:id/html`, options, async (request, reply) => {
    guard(request);
    const mail = await outbox.one(idOf(request));
    if (!mail) throw new HttpError(404, 'NOT_FOUND', 'No such mail.');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(mail.htmlBody);
  });
}

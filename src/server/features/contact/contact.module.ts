import { station } from '../../../shared/site/station.js';
import { createSmtpMailer } from '../../lib/mailer.js';
import type { AuditTrail, FeatureModule, ModuleDeps } from '../../modules.js';
import { createContactRepo } from './contact.repo.js';
import { contactRoutes } from './contact.routes.js';
import { createContactService } from './contact.service.js';

/**
 * Contact messages: stored, e-mailed through the job runner when a mail server is set, and
 * handled by administrators in the back office's inbox, each change on the audit trail.
 */
export function createContactModule(
  { db, env, log, jobs }: ModuleDeps,
  { audit }: { audit: AuditTrail },
): FeatureModule {
  const mailer = env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM ?? `${station.name} <${station.email}>`)
    : null;
  const contact = createContactService({
    repo: createContactRepo(db),
    audit,
    mailer,
    to: env.CONTACT_TO ?? station.email,
    log,
    background: jobs.track,
  });
  return {
    name: 'contact',
    register: (app) => contactRoutes(app, { contact }),
    close: async () => mailer?.close(),
  };
}

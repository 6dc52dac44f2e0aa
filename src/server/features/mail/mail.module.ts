import { station } from '../../../shared/site/station.js';
import { createSmtpMailer } from '../../lib/mailer.js';
import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { createMailRepo } from './mail.repo.js';
import { mailRoutes, OUTBOX_PATH } from './mail.routes.js';
import { createMailOutbox } from './mail.service.js';

/** How often queued mail is looked at; a failed pass waits longer, up to five minutes. */
const PASS_EVERY_MS = 15_000;

/** The site's outgoing mail: queued in the database, sent by SMTP or kept in the outbox. */
export function createMailModule({ db, env, log, jobs }: ModuleDeps) {
  const mailer = env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM ?? `${station.name} <${station.email}>`)
    : null;
  const outbox = createMailOutbox({
    repo: createMailRepo(db),
    mailer,
    log,
    background: jobs.track,
    outboxUrl: (id) => `${env.PUBLIC_URL}${OUTBOX_PATH}/${id}`,
  });
  jobs.add({
    name: 'mail-delivery',
    first: () => PASS_EVERY_MS,
    every: (failures) => Math.min(PASS_EVERY_MS * 2 ** failures, 5 * 60_000),
    run: async () => {
      await outbox.deliverDue();
    },
  });
  if (!mailer) {
    log.info(
      `no SMTP_URL: the site's mail is kept in the development outbox at ${env.PUBLIC_URL}${OUTBOX_PATH}`,
    );
  }
  return {
    mail: { queue: outbox.queue },
    module: {
      name: 'mail',
      register: (app) => mailRoutes(app, { outbox, publicUrl: env.PUBLIC_URL }),
      close: async () => mailer?.close(),
    } satisfies FeatureModule,
  };
}

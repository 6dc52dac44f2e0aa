import type { FastifyBaseLogger } from 'fastify';
import type { RenderedMail } from '../../lib/mail-layout.js';
import type { Mailer } from '../../lib/mailer.js';
import type { MailRepo, MailRow } from './mail.repo.js';

/** How many attempts a mail gets before it is marked failed: about a day of retries. */
export const MAIL_MAX_ATTEMPTS = 12;
/** The wait before each retry doubles from a minute, up to four hours. */
const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 4 * 60 * 60_000;
/** Mail sent per pass; the next pass takes the rest. */
const BATCH = 25;

export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1), RETRY_MAX_MS);
}

export interface MailOutboxDeps {
  repo: MailRepo;
  /** The SMTP mailer; null keeps mail in the development outbox. */
  mailer: Mailer | null;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Runs a delivery pass beside the request that queued the mail (the job runner's `track`). */
  background: <T>(work: Promise<T>) => Promise<T>;
  /** Where the development outbox shows a mail, for the log line. */
  outboxUrl: (id: number) => string;
  now?: () => Date;
}

/**
 * Every mail goes through the outbox table: queued first, so a mail server that is down loses
 * nothing, then sent by SMTP with retries that back off. Without a mail server, mail is kept
 * in the development outbox and its address logged, so a local set-up can still read it.
 */
export function createMailOutbox({
  repo,
  mailer,
  log,
  background,
  outboxUrl,
  now = () => new Date(),
}: MailOutboxDeps) {
  async function attempt(mail: MailRow) {
    const at = now();
    const claimed = await repo.claim(
      mail.id,
      mail.attempts,
      new Date(at.getTime() + retryDelayMs(mail.attempts + 1)),
    );
    if (!claimed) return;
    if (!mailer) {
      await repo.markDelivered(mail.id, 'kept', at);
      log.info(
        { mailId: mail.id, kind: mail.kind, to: mail.toAddress, outbox: outboxUrl(mail.id) },
        `mail kept in the development outbox (no SMTP_URL): ${mail.subject}`,
      );
      return;
    }
    try {
      await mailer.send({
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
      });
      await repo.markDelivered(mail.id, 'sent', now());
    } catch (err) {
      const gaveUp = mail.attempts + 1 >= MAIL_MAX_ATTEMPTS;
      const message = err instanceof Error ? err.message : String(err);
      await repo.markAttemptFailed(mail.id, message, gaveUp);
      log.warn(
        { err, mailId: mail.id, kind: mail.kind, attempt: mail.attempts + 1 },
        gaveUp
          ? 'mail could not be delivered: giving up'
          : 'mail could not be delivered yet: will retry',
      );
    }
  }

  /** Sends what is due; answers how many mails were tried. */
  async function deliverDue(): Promise<number> {
    const due = await repo.due(now(), BATCH);
    for (const mail of due) await attempt(mail);
    return due.length;
  }

  return {
    /** Queues a mail and starts delivering it at once, without the caller waiting for it. */
    async queue(to: string, kind: string, mail: RenderedMail): Promise<number> {
      const row = await repo.insert(
        { toAddress: to, kind, subject: mail.subject, textBody: mail.text, htmlBody: mail.html },
        now(),
      );
      void background(attempt(row)).catch((err: unknown) =>
        log.warn({ err, mailId: row.id }, 'mail delivery pass failed; the next pass retries'),
      );
      return row.id;
    },
    deliverDue,
    recent: (limit = 50) => repo.recent(limit),
    one: (id: number) => repo.one(id),
    /** Whether mail stays in the development outbox (no mail server set). */
    development: !mailer,
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
/** What other features use to send mail. */
export type MailQueue = Pick<MailOutbox, 'queue'>;

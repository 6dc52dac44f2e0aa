import {
  CONTACT_PAGE_SIZE,
  type ContactMessage,
  type ContactMessageList,
  type ContactSubmission,
  contactTypeLabel,
} from '../../../shared/contracts/contact.js';
import { type Actor, can } from '../../../shared/domain/policies.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import type { Mailer } from '../../lib/mailer.js';
import type { AuditTrail } from '../../modules.js';
import type { ContactFilter, ContactRepo } from './contact.repo.js';
import { toContactMessage } from './contact.views.js';

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface ContactServiceDeps {
  repo: ContactRepo;
  /** Where marking a message handled or open again is recorded, with the change itself. */
  audit: AuditTrail;
  /** Null when no mail server is configured: messages are then only stored. */
  mailer: Mailer | null;
  /** Where messages are delivered. */
  to: string;
  log: Log;
  /** Hands the e-mail to the job runner, so shutdown waits for it to be sent. */
  background: <T>(work: Promise<T>) => Promise<T>;
}

export const CONTACT_RECEIPT = 'Thank you for contacting us. We will reply within 24 hours.';

/** The e-mail the crew receives; replying answers the listener directly. */
export function contactMail(id: number, message: ContactSubmission, to: string) {
  const type = contactTypeLabel(message.contactType);
  return {
    to,
    replyTo: `"${message.name.replaceAll('"', "'")}" <${message.email}>`,
    subject: `[${type}] ${message.subject}`,
    text: [
      `${type} from ${message.name} <${message.email}>`,
      `Subject: ${message.subject}`,
      '',
      message.message,
      '',
      `-- Contact message #${id}, stored on the site; reply to this e-mail to answer.`,
    ].join('\n'),
  };
}

/** Who acts on the inbox, as the audit trail names them. */
export type InboxActor = Actor & { username: string };

/** The inbox is the crew's: the route admits administrators only, and the policy agrees. */
function readsInbox(actor: Actor) {
  if (!can(actor, 'contact.readInbox')) {
    throw forbidden('Only administrators can do this.');
  }
}

export function createContactService({
  repo,
  audit,
  mailer,
  to,
  log,
  background,
}: ContactServiceDeps) {
  async function deliver(id: number, message: ContactSubmission) {
    if (!mailer) return;
    try {
      await mailer.send(contactMail(id, message, to));
      await repo.markDelivered(id);
    } catch (err) {
      // The stored message is the record: an admin still finds it, undelivered, in the list.
      log.warn({ err, contactMessageId: id }, 'contact message could not be e-mailed');
      await repo.markDeliveryFailed(id, err instanceof Error ? err.message : String(err));
    }
  }

  return {
    /** Stores the message and e-mails it in the background; bots filling the honeypot get the same answer and nothing is kept. */
    async submit(message: ContactSubmission): Promise<{ stored: boolean }> {
      if (message.website?.trim()) {
        log.info({ honeypot: true }, 'contact message dropped');
        return { stored: false };
      }
      const { website: _, ...fields } = message;
      const id = await repo.insert(fields);
      void background(
        deliver(id, message).catch((err: unknown) =>
          log.warn({ err, contactMessageId: id }, 'contact delivery bookkeeping failed'),
        ),
      );
      return { stored: true };
    },

    async list(actor: Actor, filter: ContactFilter): Promise<ContactMessageList> {
      readsInbox(actor);
      const [rows, open] = await Promise.all([
        repo.list(filter, CONTACT_PAGE_SIZE + 1),
        repo.countOpen(),
      ]);
      const page = rows.slice(0, CONTACT_PAGE_SIZE);
      return {
        messages: page.map(toContactMessage),
        nextCursor: rows.length > CONTACT_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
        open,
      };
    },

    async openCount(actor: Actor): Promise<{ open: number }> {
      readsInbox(actor);
      return { open: await repo.countOpen() };
    },

    /**
     * Marks a message handled (by the actor) or open again, and records it in the same
     * transaction. A message already in the state asked for is left as it is, so the first
     * handler keeps their name and time when two administrators click at once.
     */
    async setHandled(actor: InboxActor, id: number, handled: boolean): Promise<ContactMessage> {
      readsInbox(actor);
      const row = await repo.transaction(async (tx) => {
        const current = await repo.lock(tx, id);
        if (!current) throw notFound('That contact message does not exist.');
        if ((current.handledAt !== null) === handled) return repo.find(id, tx);
        await repo.setHandled(tx, id, handled ? actor.id : null);
        const after = await repo.find(id, tx);
        if (!after) throw notFound('That contact message does not exist.');
        await audit.append(tx, {
          actor: { id: actor.id, username: actor.username },
          action: handled ? 'contact.handled' : 'contact.reopened',
          summary: `${handled ? 'Marked handled' : 'Opened again'}: contact message “${after.subject}” from ${after.name}`,
          targetType: 'contact_message',
          targetId: id,
          before: { handledAt: current.handledAt?.toISOString() ?? null },
          after: { handledAt: after.handledAt?.toISOString() ?? null, handledBy: after.handledBy },
        });
        return after;
      });
      if (!row) throw notFound('That contact message does not exist.');
      return toContactMessage(row);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;

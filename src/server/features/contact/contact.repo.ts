import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { ContactType } from '../../../shared/contracts/contact.js';
import type { Db } from '../../db/client.js';
import { contactMessages, users } from '../../db/schema/index.js';

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  contactType: ContactType;
}

export type ContactStatus = 'open' | 'handled' | 'all';

const statusFilter: Record<ContactStatus, SQL | undefined> = {
  open: isNull(contactMessages.handledAt),
  handled: isNotNull(contactMessages.handledAt),
  all: undefined,
};

/** The newest messages an admin sees at once; older ones stay stored. */
const LIST_LIMIT = 200;

export function createContactRepo(db: Db) {
  const columns = {
    id: contactMessages.id,
    name: contactMessages.name,
    email: contactMessages.email,
    subject: contactMessages.subject,
    message: contactMessages.message,
    contactType: contactMessages.contactType,
    createdAt: contactMessages.createdAt,
    deliveredAt: contactMessages.deliveredAt,
    handledAt: contactMessages.handledAt,
    handledBy: users.username,
  };
  const select = () =>
    db
      .select(columns)
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.handledBy));

  return {
    async insert(message: NewContactMessage) {
      const [row] = await db.insert(contactMessages).values(message).returning({
        id: contactMessages.id,
      });
      if (!row) throw new Error('contact message was not stored');
      return row.id;
    },

    async markDelivered(id: number) {
      await db
        .update(contactMessages)
        .set({ deliveredAt: new Date(), deliveryError: null })
        .where(eq(contactMessages.id, id));
    },

    async markDeliveryFailed(id: number, reason: string) {
      await db
        .update(contactMessages)
        .set({ deliveryError: reason.slice(0, 500) })
        .where(eq(contactMessages.id, id));
    },

    list(status: ContactStatus) {
      return select()
        .where(statusFilter[status])
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(LIST_LIMIT);
    },

    async countOpen() {
      const [row] = await db
        .select({ open: count() })
        .from(contactMessages)
        .where(isNull(contactMessages.handledAt));
      return row?.open ?? 0;
    },

    async find(id: number) {
      const [row] = await select().where(eq(contactMessages.id, id));
      return row;
    },

    async setHandled(id: number, handledBy: number | null) {
      const updated = await db
        .update(contactMessages)
        .set(
          handledBy === null
            ? { handledAt: null, handledBy: null }
            : { handledAt: new Date(), handledBy },
        )
        .where(
          and(
            eq(contactMessages.id, id),
            // Keep the first handler's name and time when two admins click at once.
            handledBy === null ? undefined : isNull(contactMessages.handledAt),
          ),
        )
        .returning({ id: contactMessages.id });
      return updated.length > 0;
    },
  };
}

export type ContactRepo = ReturnType<typeof createContactRepo>;
export type ContactRow = Awaited<ReturnType<ContactRepo['list']>>[number];

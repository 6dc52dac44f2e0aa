import { and, count, desc, eq, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { ContactStatus, ContactType } from '../../../shared/contracts/contact.js';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { contactMessages, users } from '../../db/schema/index.js';
import type { Queryable } from '../../modules.js';

export type { ContactStatus } from '../../../shared/contracts/contact.js';

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  contactType: ContactType;
}

/** What the inbox narrows its list by; an empty `q` finds everything. */
export interface ContactFilter {
  status: ContactStatus;
  type?: ContactType;
  q: string;
  /** Only messages older than this id: the page after the one that ended there. */
  before?: number;
}

const statusFilter: Record<ContactStatus, SQL | undefined> = {
  open: isNull(contactMessages.handledAt),
  handled: isNotNull(contactMessages.handledAt),
  all: undefined,
};

function matching(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containing(q);
  return or(
    sql`${contactMessages.name} ilike ${pattern}`,
    sql`${contactMessages.email} ilike ${pattern}`,
    sql`${contactMessages.subject} ilike ${pattern}`,
    sql`${contactMessages.message} ilike ${pattern}`,
  );
}

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
  const select = (from: Queryable = db) =>
    from
      .select(columns)
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.handledBy));

  return {
    transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

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

    /**
     * Newest first, `limit` at a time. Ids grow with arrival, so the id orders the list and
     * marks where a page ended: a message arriving meanwhile does not shift the next page.
     */
    list(filter: ContactFilter, limit: number) {
      return select()
        .where(
          and(
            statusFilter[filter.status],
            filter.type ? eq(contactMessages.contactType, filter.type) : undefined,
            matching(filter.q),
            filter.before === undefined ? undefined : lt(contactMessages.id, filter.before),
          ),
        )
        .orderBy(desc(contactMessages.id))
        .limit(limit);
    },

    async countOpen() {
      const [row] = await db
        .select({ open: count() })
        .from(contactMessages)
        .where(isNull(contactMessages.handledAt));
      return row?.open ?? 0;
    },

    async find(id: number, from: Queryable = db) {
      const [row] = await select(from).where(eq(contactMessages.id, id));
      return row;
    },

    /** The message's row, held until the transaction ends so two admins take turns. */
    async lock(tx: Queryable, id: number) {
      const [row] = await tx
        .select({ id: contactMessages.id, handledAt: contactMessages.handledAt })
        .from(contactMessages)
        .where(eq(contactMessages.id, id))
        .for('update');
      return row;
    },

    async setHandled(tx: Queryable, id: number, handledBy: number | null) {
      await tx
        .update(contactMessages)
        .set(
          handledBy === null
            ? { handledAt: null, handledBy: null }
            : { handledAt: new Date(), handledBy },
        )
        .where(eq(contactMessages.id, id));
    },
  };
}

export type ContactRepo = ReturnType<typeof createContactRepo>;
export type ContactRow = NonNullable<Awaited<ReturnType<ContactRepo['find']>>>;

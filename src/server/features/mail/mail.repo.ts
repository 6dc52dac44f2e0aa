import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

export type MailRow = typeof mailOutbox.$inferSelect;
export type NewMail = Pick<
  typeof mailOutbox.$inferInsert,
  'toAddress' | 'subject' | 'textBody' | 'htmlBody' | 'kind'
>;

export function createMailRepo(db: Db) {
  return {
    async insert(mail: NewMail, at: Date): Promise<MailRow> {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...mail, status: 'queued', nextAttemptAt: at, createdAt: at })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** Queued mail whose next attempt is due, oldest first. */
    async due(at: Date, limit: number): Promise<MailRow[]> {
      return db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, at)))
        .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
        .limit(limit);
    },

    /**
     * Takes a queued mail for one attempt: pushes its next attempt out first, so another
     * instance (or a second pass) does not send it too. False when someone else took it.
     */
    async claim(id: number, attempts: number, retryAt: Date): Promise<boolean> {
      const taken = await db
        .update(mailOutbox)
        .set({ attempts: attempts + 1, nextAttemptAt: retryAt })
        .where(
          and(
            eq(mailOutbox.id, id),
            eq(mailOutbox.status, 'queued'),
            eq(mailOutbox.attempts, attempts),
          ),
        )
        .returning({ id: mailOutbox.id });
      return taken.length > 0;
    },

    async markDelivered(id: number, status: 'sent' | 'kept', at: Date) {
      await db
        .update(mailOutbox)
        .set({ status, deliveredAt: at, lastError: null })
        .where(eq(mailOutbox.id, id));
    },

    async markAttemptFailed(id: number, error: string, gaveUp: boolean) {
      await db
        .update(mailOutbox)
        .set({ lastError: error.slice(0, 500), ...(gaveUp ? { status: 'failed' as const } : {}) })
        .where(eq(mailOutbox.id, id));
    },

    async recent(limit: number): Promise<MailRow[]> {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
    },

    async one(id: number): Promise<MailRow | undefined> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row;
    },
  };
}

export type MailRepo = ReturnType<typeof createMailRepo>;

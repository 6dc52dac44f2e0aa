import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { LOCK_KEYS, transactionLock } from '../../lib/lock-keys.js';
import type { Queryable } from './audit.repo.js';

export type MemberRow = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'username'
  | 'displayName'
  | 'email'
  | 'isDj'
  | 'isCreator'
  | 'isAdmin'
  | 'suspendedAt'
  | 'suspensionReason'
  | 'createdAt'
  | 'lastSeenAt'
>;

const memberColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  email: users.email,
  isDj: users.isDj,
  isCreator: users.isCreator,
  isAdmin: users.isAdmin,
  suspendedAt: users.suspendedAt,
  suspensionReason: users.suspensionReason,
  createdAt: users.createdAt,
  lastSeenAt: users.lastSeenAt,
};

/** `LIKE` treats `%` and `_` as wildcards; a search for them means the characters. */
const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createPeopleRepo(db: Db) {
  return {
    /** Members by the start of their username, display name or e-mail; newest first without a query. */
    async search(query: string, limit: number, offset: number): Promise<MemberRow[]> {
      const prefix = likePrefix(query);
      const where = query
        ? or(
            sql`lower(${users.username}) like ${prefix}`,
            sql`lower(${users.displayName}) like ${prefix}`,
            sql`${users.email} like ${prefix}`,
          )
        : undefined;
      return db
        .select(memberColumns)
        .from(users)
        .where(where)
        .orderBy(query ? sql`lower(${users.username})` : desc(users.createdAt), users.id)
        .limit(limit)
        .offset(offset);
    },

    async find(tx: Queryable, id: number): Promise<MemberRow | undefined> {
      const [row] = await tx.select(memberColumns).from(users).where(eq(users.id, id));
      return row;
    },

    async lockAdmins(tx: Queryable) {
      await tx.execute(transactionLock(LOCK_KEYS.administrators));
    },

    /** Administrators who can still act (not suspended), other than the member named. */
    async otherActiveAdmins(tx: Queryable, exceptId: number): Promise<number> {
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.isAdmin, true), isNull(users.suspendedAt), ne(users.id, exceptId)));
      return row?.count ?? 0;
    },

    async setRoles(tx: Queryable, id: number, roles: { isDj?: boolean; isAdmin?: boolean }) {
      await tx
        .update(users)
        .set({ ...roles, updatedAt: new Date() })
        .where(eq(users.id, id));
    },

    /** Suspends the account and ends every session it has, together. */
    async suspend(tx: Queryable, id: number, reason: string) {
      await tx
        .update(users)
        .set({ suspendedAt: new Date(), suspensionReason: reason, updatedAt: new Date() })
        .where(eq(users.id, id));
      await tx.delete(sessions).where(eq(sessions.userId, id));
    },

    async restore(tx: Queryable, id: number) {
      await tx
        .update(users)
        .set({ suspendedAt: null, suspensionReason: null, updatedAt: new Date() })
        .where(eq(users.id, id));
    },
  };
}

export type PeopleRepo = ReturnType<typeof createPeopleRepo>;

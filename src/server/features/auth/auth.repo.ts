import { and, count, eq, gte, lt, min, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authFailures, notifications, sessions, users } from '../../db/schema/index.js';

export type NewUser = typeof users.$inferInsert;

export function createAuthRepo(db: Db) {
  return {
    async findUserByLogin(identifier: string) {
      const lower = identifier.toLowerCase();
      const [user] = await db
        .select()
        .from(users)
        .where(or(sql`lower(${users.username}) = ${lower}`, eq(users.email, lower)))
        .limit(1);
      return user;
    },

    async usernameExists(username: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
        .limit(1);
      return !!row;
    },

    async emailExists(email: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return !!row;
    },

    /** Creates the account and its welcome notification together. */
    async insertUser(values: NewUser, welcome: { title: string; body: string; link: string }) {
      return db.transaction(async (tx) => {
        const [user] = await tx.insert(users).values(values).returning();
        if (!user) throw new Error('insert returned no row');
        await tx.insert(notifications).values({ userId: user.id, ...welcome });
        return user;
      });
    },

    async insertSession(values: typeof sessions.$inferInsert) {
      const [session] = await db.insert(sessions).values(values).returning();
      if (!session) throw new Error('insert returned no row');
      return session;
    },

    async findSession(tokenHash: string) {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    async touchSession(id: number, at: Date) {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
    },

    async deleteSession(id: number) {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    async deleteSessionsOf(userId: number, exceptSessionId?: number) {
      await db
        .delete(sessions)
        .where(
          exceptSessionId === undefined
            ? eq(sessions.userId, userId)
            : and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)),
        );
    },

    async deleteExpiredSessions(now: Date, idleSince: Date) {
      await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)));
    },

    async failuresSince(key: string, since: Date) {
      const [row] = await db
        .select({ n: count(), oldest: min(authFailures.createdAt) })
        .from(authFailures)
        .where(and(eq(authFailures.key, key), gte(authFailures.createdAt, since)));
      return { count: row?.n ?? 0, oldest: row?.oldest ?? null };
    },

    async recordFailures(keys: string[], at: Date) {
      await db.insert(authFailures).values(keys.map((key) => ({ key, createdAt: at })));
    },

    async clearFailures(key: string) {
      await db.delete(authFailures).where(eq(authFailures.key, key));
    },

    async deleteFailuresBefore(before: Date) {
      await db.delete(authFailures).where(lt(authFailures.createdAt, before));
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;

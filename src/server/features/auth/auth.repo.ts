import {
  and,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  max,
  min,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  appMeta,
  authFailures,
  emailVerifications,
  notifications,
  passwordResets,
  recoveryCodes,
  sessions,
  users,
} from '../../db/schema/index.js';
import { ROW_LOCK_CLASSES, rowLock } from '../../lib/lock-keys.js';

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

    /** The member's sessions still in force, the most recently used first. */
    async sessionsOf(userId: number, now: Date, idleSince: Date) {
      return db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            gt(sessions.expiresAt, now),
            gte(sessions.lastSeenAt, idleSince),
          ),
        )
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
    },

    /** Ends one of the member's own sessions; false when they have no session by that id. */
    async deleteSessionOf(userId: number, sessionId: number): Promise<boolean> {
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .returning({ id: sessions.id });
      return ended.length > 0;
    },

    async deleteSessionsOf(userId: number, exceptSessionId?: number) {
      const ended = await db
        .delete(sessions)
        .where(
          exceptSessionId === undefined
            ? eq(sessions.userId, userId)
            : and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)),
        )
        .returning({ id: sessions.id });
      return ended.length;
    },

    async deleteExpiredSessions(now: Date, idleSince: Date) {
      await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)));
    },

    async setPendingTwoFactorSecret(userId: number, secret: string) {
      await db.update(users).set({ twoFactorPendingSecret: secret }).where(eq(users.id, userId));
    },

    /**
     * Turns two-factor sign-in on with the confirmed secret and the step of the code that
     * confirmed it, replaces the recovery codes, and ends every other session, all at once.
     */
    async enableTwoFactor(
      userId: number,
      change: { secret: string; step: number; recoveryCodeHashes: string[]; keepSessionId: number },
    ) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            twoFactorEnabled: true,
            twoFactorSecret: change.secret,
            twoFactorPendingSecret: null,
            twoFactorLastStep: change.step,
          })
          .where(eq(users.id, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx
          .insert(recoveryCodes)
          .values(change.recoveryCodeHashes.map((codeHash) => ({ userId, codeHash })));
        await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, userId), ne(sessions.id, change.keepSessionId)));
      });
    },

    async disableTwoFactor(userId: number) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            twoFactorEnabled: false,
            twoFactorSecret: null,
            twoFactorPendingSecret: null,
            twoFactorLastStep: null,
          })
          .where(eq(users.id, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      });
    },

    /**
     * Records `step` as the last accepted one, unless it or a later one already was: false then,
     * and the code is a replay. One statement, so two requests racing with one code get one yes.
     */
    async acceptTwoFactorStep(userId: number, step: number): Promise<boolean> {
      const accepted = await db
        .update(users)
        .set({ twoFactorLastStep: step })
        .where(
          and(
            eq(users.id, userId),
            or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step)),
          ),
        )
        .returning({ id: users.id });
      return accepted.length > 0;
    },

    /** Uses up one unused recovery code; false when there is none by that hash. */
    async spendRecoveryCode(userId: number, codeHash: string, at: Date): Promise<boolean> {
      const used = await db
        .update(recoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return used.length > 0;
    },

    async replaceRecoveryCodes(userId: number, codeHashes: string[]) {
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
      });
    },

    async unusedRecoveryCodes(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    async findUserByEmail(email: string) {
      const [user] = await db
        .select()
        .from(users)
        .where(eq(users.email, email.toLowerCase()))
        .limit(1);
      return user;
    },

    async insertPasswordReset(values: typeof passwordResets.$inferInsert) {
      await db.insert(passwordResets).values(values);
    },

    async findPasswordReset(tokenHash: string) {
      const [row] = await db
        .select({ reset: passwordResets, user: users })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .where(eq(passwordResets.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /**
     * Uses a reset link and sets the new password in one transaction: the link is taken only if
     * nobody used it first, every other open link of the member is closed, and every session of
     * the member ends. False when the link was already used.
     */
    async completePasswordReset(resetId: number, userId: number, passwordHash: string, at: Date) {
      return db.transaction(async (tx) => {
        const taken = await tx
          .update(passwordResets)
          .set({ usedAt: at })
          .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.usedAt)))
          .returning({ id: passwordResets.id });
        if (taken.length === 0) return false;
        await tx
          .update(passwordResets)
          .set({ usedAt: at })
          .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
        await tx.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        return true;
      });
    },

    /** Closes the member's reset links still open: a password changed otherwise spends them. */
    async closeOpenPasswordResets(userId: number, at: Date) {
      await db
        .update(passwordResets)
        .set({ usedAt: at })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    },

    async insertEmailVerification(values: typeof emailVerifications.$inferInsert) {
      await db.insert(emailVerifications).values(values);
    },

    async findEmailVerification(tokenHash: string) {
      const [row] = await db
        .select({ link: emailVerifications, user: users })
        .from(emailVerifications)
        .innerJoin(users, eq(users.id, emailVerifications.userId))
        .where(eq(emailVerifications.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /**
     * Confirms the member's address with a link: taken only if unused and only while the
     * account still has that address. False when either is no longer so.
     */
    async confirmEmail(linkId: number, userId: number, email: string, at: Date) {
      return db.transaction(async (tx) => {
        const taken = await tx
          .update(emailVerifications)
          .set({ usedAt: at })
          .where(and(eq(emailVerifications.id, linkId), isNull(emailVerifications.usedAt)))
          .returning({ id: emailVerifications.id });
        if (taken.length === 0) return false;
        const confirmed = await tx
          .update(users)
          .set({ emailVerifiedAt: at })
          .where(and(eq(users.id, userId), eq(users.email, email)))
          .returning({ id: users.id });
        return confirmed.length > 0;
      });
    },

    async deleteOldEmailVerifications(before: Date) {
      await db.delete(emailVerifications).where(lt(emailVerifications.expiresAt, before));
    },

    async deleteOldPasswordResets(before: Date) {
      await db.delete(passwordResets).where(lt(passwordResets.expiresAt, before));
    },

    /** Per key: failures since a moment, with the oldest and newest; keys without any are absent. */
    async failuresSince(keys: string[], since: Date) {
      const rows = await db
        .select({
          key: authFailures.key,
          n: count(),
          oldest: min(authFailures.createdAt),
          newest: max(authFailures.createdAt),
        })
        .from(authFailures)
        .where(and(inArray(authFailures.key, keys), gte(authFailures.createdAt, since)))
        .groupBy(authFailures.key);
      return new Map(
        rows.map((row) => [row.key, { count: row.n, oldest: row.oldest, newest: row.newest }]),
      );
    },

    async recordFailures(keys: string[], at: Date) {
      await db.insert(authFailures).values(keys.map((key) => ({ key, createdAt: at })));
    },

    /**
     * Records an admission under `key` unless one was recorded less than `spacingMs` before `at`.
     * Answers null when admitted, else the time of the admission that holds the slot. Instances
     * agree because the check and the insert run under one advisory lock per key.
     */
    async admitOncePer(key: string, at: Date, spacingMs: number): Promise<Date | null> {
      return db.transaction(async (tx) => {
        await tx.execute(rowLock(ROW_LOCK_CLASSES.signInAdmission, sql`hashtext(${key})`));
        const [row] = await tx
          .select({ last: max(authFailures.createdAt) })
          .from(authFailures)
          .where(
            and(
              eq(authFailures.key, key),
              gt(authFailures.createdAt, new Date(at.getTime() - spacingMs)),
            ),
          );
        if (row?.last) return row.last;
        await tx.insert(authFailures).values({ key, createdAt: at });
        return null;
      });
    },

    async clearFailures(key: string) {
      await db.delete(authFailures).where(eq(authFailures.key, key));
    },

    async deleteFailuresBefore(before: Date) {
      await db.delete(authFailures).where(lt(authFailures.createdAt, before));
    },

    /** The value stored under `key`, storing `candidate` first if there is none yet. */
    async metaValueOrInsert(key: string, candidate: string): Promise<string> {
      await db.insert(appMeta).values({ key, value: candidate }).onConflictDoNothing();
      const [row] = await db
        .select({ value: appMeta.value })
        .from(appMeta)
        .where(eq(appMeta.key, key));
      if (!row) throw new Error(`app_meta has no ${key} after inserting it`);
      return row.value;
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;

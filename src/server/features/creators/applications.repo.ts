import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { creatorApplications, creatorProfiles, users } from '../../db/schema/index.js';
import type { NewCreatorProfile } from './creators.repo.js';

export type ApplicationRow = typeof creatorApplications.$inferSelect & {
  username: string;
  displayName: string;
};

const columns = {
  userId: creatorApplications.userId,
  category: creatorApplications.category,
  tagline: creatorApplications.tagline,
  accent: creatorApplications.accent,
  subscriptionPriceCents: creatorApplications.subscriptionPriceCents,
  status: creatorApplications.status,
  note: creatorApplications.note,
  decidedBy: creatorApplications.decidedBy,
  decidedAt: creatorApplications.decidedAt,
  createdAt: creatorApplications.createdAt,
  username: users.username,
  displayName: users.displayName,
};

/** Creator applications made in beta mode, and the creator role's grant and removal. */
export function createApplicationsRepo(db: Db) {
  const applications = () =>
    db
      .select(columns)
      .from(creatorApplications)
      .innerJoin(users, eq(users.id, creatorApplications.userId));

  return {
    async find(userId: number): Promise<ApplicationRow | undefined> {
      const [row] = await applications().where(eq(creatorApplications.userId, userId));
      return row;
    },

    async pending(): Promise<ApplicationRow[]> {
      return applications()
        .where(eq(creatorApplications.status, 'pending'))
        .orderBy(asc(creatorApplications.createdAt));
    },

    /** A new application, or a fresh one replacing a rejected one; a pending one is left alone. */
    async apply(userId: number, profile: NewCreatorProfile): Promise<boolean> {
      const values = {
        userId,
        ...profile,
        status: 'pending',
        note: '',
        decidedAt: null,
        decidedBy: null,
      };
      const written = await db
        .insert(creatorApplications)
        .values({ ...values, createdAt: new Date() })
        .onConflictDoUpdate({
          target: creatorApplications.userId,
          set: { ...values, createdAt: new Date() },
          setWhere: eq(creatorApplications.status, 'rejected'),
        })
        .returning({ userId: creatorApplications.userId });
      return written.length > 0;
    },

    /**
     * Decides a pending application. Approving makes the profile asked for the member's creator
     * profile in the same transaction. Answers false when it was not pending any more.
     */
    async decide(
      userId: number,
      decision: { status: 'approved' | 'rejected'; note: string; decidedBy: number },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [application] = await tx
          .update(creatorApplications)
          .set({ ...decision, decidedAt: new Date() })
          .where(
            and(eq(creatorApplications.userId, userId), eq(creatorApplications.status, 'pending')),
          )
          .returning();
        if (!application) return false;
        if (decision.status === 'approved') {
          const inserted = await tx
            .insert(creatorProfiles)
            .values({
              userId,
              category: application.category,
              tagline: application.tagline,
              accent: application.accent,
              subscriptionPriceCents: application.subscriptionPriceCents,
            })
            .onConflictDoNothing()
            .returning({ userId: creatorProfiles.userId });
          if (inserted.length > 0) {
            await tx
              .update(users)
              .set({ isCreator: true, updatedAt: new Date() })
              .where(eq(users.id, userId));
          }
        }
        return true;
      });
    },

    /**
     * Takes the creator role away: the profile goes (the account's posts and songs stay, but
     * nothing lists them as a creator's any more) and the account's flag with it.
     */
    async removeCreator(userId: number) {
      await db.transaction(async (tx) => {
        await tx.delete(creatorProfiles).where(eq(creatorProfiles.userId, userId));
        await tx
          .update(users)
          .set({ isCreator: false, updatedAt: new Date() })
          .where(eq(users.id, userId));
      });
    },
  };
}

export type ApplicationsRepo = ReturnType<typeof createApplicationsRepo>;

import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userAvatars, users } from '../../db/schema/index.js';

export function createAccountRepo(db: Db) {
  const update = async (id: number, values: Partial<typeof users.$inferInsert>) => {
    const [user] = await db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    if (!user) throw new Error(`user ${id} vanished`);
    return user;
  };

  return {
    update,

    async findById(id: number) {
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return user;
    },

    async findByUsername(username: string) {
      const [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
        .limit(1);
      return user;
    },

    async emailTakenByOther(email: string, userId: number) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return !!row && row.id !== userId;
    },

    async setAvatar(userId: number, contentType: string, data: Buffer) {
      const at = new Date();
      return db.transaction(async (tx) => {
        await tx
          .insert(userAvatars)
          .values({ userId, contentType, data, updatedAt: at })
          .onConflictDoUpdate({
            target: userAvatars.userId,
            set: { contentType, data, updatedAt: at },
          });
        const [user] = await tx
          .update(users)
          .set({ avatarUpdatedAt: at, updatedAt: at })
          .where(eq(users.id, userId))
          .returning();
        if (!user) throw new Error(`user ${userId} vanished`);
        return user;
      });
    },

    async removeAvatar(userId: number) {
      await db.delete(userAvatars).where(eq(userAvatars.userId, userId));
      return update(userId, { avatarUpdatedAt: null });
    },

    async avatarOf(username: string) {
      const [row] = await db
        .select({
          contentType: userAvatars.contentType,
          data: userAvatars.data,
          updatedAt: userAvatars.updatedAt,
        })
        .from(userAvatars)
        .innerJoin(users, eq(users.id, userAvatars.userId))
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
        .limit(1);
      return row;
    },

    async deleteUser(id: number) {
      await db.delete(users).where(eq(users.id, id));
    },
  };
}

export type AccountRepo = ReturnType<typeof createAccountRepo>;

import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userListMembers, userLists, users } from '../../db/schema/index.js';

export type AddMemberResult = 'added' | 'already' | 'no-list' | 'list-full' | 'account-full';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Locks the owner's account row until the transaction ends: writes that must respect the
 * account's caps take turns, so two of them cannot both see room for one more.
 */
const lockAccount = (tx: Tx, ownerId: number) =>
  tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('no key update');

export function createListsRepo(db: Db) {
  async function withMembers(lists: (typeof userLists.$inferSelect)[]) {
    if (lists.length === 0) return [];
    const members = await db
      .select({
        listId: userListMembers.listId,
        username: users.username,
        displayName: users.displayName,
      })
      .from(userListMembers)
      .innerJoin(users, eq(users.id, userListMembers.userId))
      .where(
        inArray(
          userListMembers.listId,
          lists.map((l) => l.id),
        ),
      )
      .orderBy(asc(userListMembers.addedAt));
    return lists.map((list) => ({
      ...list,
      members: members
        .filter((m) => m.listId === list.id)
        .map(({ username, displayName }) => ({ username, displayName })),
    }));
  }

  return {
    async listFor(ownerId: number) {
      const lists = await db
        .select()
        .from(userLists)
        .where(eq(userLists.ownerId, ownerId))
        .orderBy(desc(userLists.createdAt), desc(userLists.id));
      return withMembers(lists);
    },
    async findOwned(ownerId: number, id: number) {
      const [list] = await db
        .select()
        .from(userLists)
        .where(and(eq(userLists.ownerId, ownerId), eq(userLists.id, id)));
      return list ? (await withMembers([list]))[0] : undefined;
    },
    /** The new list, or null when the owner already keeps `max` lists. */
    create(ownerId: number, name: string, description: string, max: number) {
      return db.transaction(async (tx) => {
        await lockAccount(tx, ownerId);
        const [held] = await tx
          .select({ n: count() })
          .from(userLists)
          .where(eq(userLists.ownerId, ownerId));
        if ((held?.n ?? 0) >= max) return null;
        const [list] = await tx
          .insert(userLists)
          .values({ ownerId, name, description })
          .returning();
        if (!list) throw new Error('insert returned no row');
        return { ...list, members: [] as { username: string; displayName: string }[] };
      });
    },
    async remove(ownerId: number, id: number) {
      const rows = await db
        .delete(userLists)
        .where(and(eq(userLists.ownerId, ownerId), eq(userLists.id, id)))
        .returning({ id: userLists.id });
      return rows.length > 0;
    },
    async userIdByName(username: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
      return row?.id;
    },
    /**
     * Puts someone on one of the owner's lists, unless the list or the owner's lists together
     * are full. Under the owner's lock, like `create`, so concurrent adds cannot overfill.
     */
    addMember(
      ownerId: number,
      listId: number,
      userId: number,
      limits: { perList: number; perAccount: number },
    ): Promise<AddMemberResult> {
      return db.transaction(async (tx) => {
        await lockAccount(tx, ownerId);
        const [list] = await tx
          .select({ id: userLists.id })
          .from(userLists)
          .where(and(eq(userLists.ownerId, ownerId), eq(userLists.id, listId)));
        if (!list) return 'no-list';
        const [held] = await tx
          .select({
            inAll: count(),
            inList:
              sql<number>`count(*) filter (where ${userListMembers.listId} = ${listId})`.mapWith(
                Number,
              ),
            already: sql<boolean>`coalesce(bool_or(${userListMembers.listId} = ${listId} and ${userListMembers.userId} = ${userId}), false)`,
          })
          .from(userListMembers)
          .innerJoin(userLists, eq(userLists.id, userListMembers.listId))
          .where(eq(userLists.ownerId, ownerId));
        if (held?.already) return 'already';
        if ((held?.inList ?? 0) >= limits.perList) return 'list-full';
        if ((held?.inAll ?? 0) >= limits.perAccount) return 'account-full';
        await tx.insert(userListMembers).values({ listId, userId }).onConflictDoNothing();
        return 'added';
      });
    },
    async removeMember(listId: number, userId: number) {
      await db
        .delete(userListMembers)
        .where(and(eq(userListMembers.listId, listId), eq(userListMembers.userId, userId)));
    },
  };
}

export type ListsRepo = ReturnType<typeof createListsRepo>;

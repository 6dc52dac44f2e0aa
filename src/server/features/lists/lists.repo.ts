import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userListMembers, userLists, users } from '../../db/schema/index.js';

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
    async create(ownerId: number, name: string, description: string) {
      const [list] = await db.insert(userLists).values({ ownerId, name, description }).returning();
      if (!list) throw new Error('insert returned no row');
      return { ...list, members: [] as { username: string; displayName: string }[] };
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
    async addMember(listId: number, userId: number) {
      await db.insert(userListMembers).values({ listId, userId }).onConflictDoNothing();
    },
    async removeMember(listId: number, userId: number) {
      await db
        .delete(userListMembers)
        .where(and(eq(userListMembers.listId, listId), eq(userListMembers.userId, userId)));
    },
  };
}

export type ListsRepo = ReturnType<typeof createListsRepo>;

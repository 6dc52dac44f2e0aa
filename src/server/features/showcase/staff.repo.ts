import { and, asc, eq, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { staffMembers } from '../../db/schema/index.js';
import type { Queryable } from '../../modules.js';

export type StaffMemberRow = typeof staffMembers.$inferSelect;

/** What the back office writes of a staff card. */
export type StaffFields = Pick<
  StaffMemberRow,
  'name' | 'title' | 'role' | 'specialty' | 'bio' | 'initials' | 'hidden'
>;

export type NewStaffMember = StaffFields & Pick<StaffMemberRow, 'slug'>;

const inOrder = [asc(staffMembers.sortOrder), asc(staffMembers.id)] as const;
/** Each write counts one more version and stamps its time. */
const nextVersion = () => ({ version: sql`${staffMembers.version} + 1`, updatedAt: new Date() });

/** The staff cards, as /staff reads them and the back office writes them. */
export function createStaffRepo(db: Db) {
  return {
    all(tx: Queryable = db): Promise<StaffMemberRow[]> {
      return tx
        .select()
        .from(staffMembers)
        .orderBy(...inOrder);
    },

    shown(): Promise<StaffMemberRow[]> {
      return db
        .select()
        .from(staffMembers)
        .where(eq(staffMembers.hidden, false))
        .orderBy(...inOrder);
    },

    /**
     * Holds off other writers of the list until the transaction ends (readers go on): a new
     * card's place and name, and an order, are facts about every card at once.
     */
    async lock(tx: Queryable) {
      await tx.execute(sql`lock table ${staffMembers} in share row exclusive mode`);
    },

    async find(tx: Queryable, id: number): Promise<StaffMemberRow | undefined> {
      const [row] = await tx.select().from(staffMembers).where(eq(staffMembers.id, id));
      return row;
    },

    /** The slugs taken by `base` and its numbered followers (`base-2`, `base-3`…). */
    async slugsLike(tx: Queryable, base: string): Promise<string[]> {
      const rows = await tx
        .select({ slug: staffMembers.slug })
        .from(staffMembers)
        .where(or(eq(staffMembers.slug, base), like(staffMembers.slug, `${base}-%`)));
      return rows.map((row) => row.slug);
    },

    /** Adds a card after all the others. */
    async insert(tx: Queryable, fields: NewStaffMember): Promise<StaffMemberRow> {
      const [row] = await tx
        .insert(staffMembers)
        .values({
          ...fields,
          sortOrder: sql`(select coalesce(max(${staffMembers.sortOrder}), 0) + 1 from ${staffMembers})`,
        })
        .returning();
      if (!row) throw new Error('the new staff card was not returned');
      return row;
    },

    /** Writes over the version named; nothing when that is no longer the card's version. */
    async update(
      tx: Queryable,
      id: number,
      version: number,
      fields: Partial<StaffFields>,
    ): Promise<StaffMemberRow | undefined> {
      const [row] = await tx
        .update(staffMembers)
        .set({ ...fields, ...nextVersion() })
        .where(and(eq(staffMembers.id, id), eq(staffMembers.version, version)))
        .returning();
      return row;
    },

    /** Points the card at an uploaded photo, or back to the initials (null). */
    async setPhoto(
      tx: Queryable,
      id: number,
      key: string | null,
    ): Promise<StaffMemberRow | undefined> {
      const [row] = await tx
        .update(staffMembers)
        .set({ photoKey: key, ...nextVersion() })
        .where(eq(staffMembers.id, id))
        .returning();
      return row;
    },

    /** Numbers the cards in the order given, which names each of them once. */
    async setOrder(tx: Queryable, ids: readonly number[]) {
      for (const [position, id] of ids.entries()) {
        await tx
          .update(staffMembers)
          .set({ sortOrder: position + 1 })
          .where(eq(staffMembers.id, id));
      }
    },

    async remove(tx: Queryable, id: number): Promise<StaffMemberRow | undefined> {
      const [row] = await tx.delete(staffMembers).where(eq(staffMembers.id, id)).returning();
      return row;
    },
  };
}

export type StaffRepo = ReturnType<typeof createStaffRepo>;

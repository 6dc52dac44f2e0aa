import { and, asc, eq, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { slides } from '../../db/schema/index.js';
import type { Queryable } from '../../modules.js';

export type SlideRow = typeof slides.$inferSelect;

/** What the back office writes of a slide. */
export type SlideFields = Pick<
  SlideRow,
  'title' | 'subtitle' | 'description' | 'cta' | 'ctaLink' | 'published'
>;

export type NewSlide = SlideFields & Pick<SlideRow, 'slug' | 'image'>;

const inOrder = [asc(slides.sortOrder), asc(slides.id)] as const;
/** Each write counts one more version and stamps its time. */
const nextVersion = () => ({ version: sql`${slides.version} + 1`, updatedAt: new Date() });

/** The home page's slides, as the carousel reads them and the back office writes them. */
export function createSlidesRepo(db: Db) {
  return {
    all(tx: Queryable = db): Promise<SlideRow[]> {
      return tx
        .select()
        .from(slides)
        .orderBy(...inOrder);
    },

    published(): Promise<SlideRow[]> {
      return db
        .select()
        .from(slides)
        .where(eq(slides.published, true))
        .orderBy(...inOrder);
    },

    /**
     * Holds off other writers of the list until the transaction ends (readers go on): a new
     * slide's place and name, and an order, are facts about every slide at once.
     */
    async lock(tx: Queryable) {
      await tx.execute(sql`lock table ${slides} in share row exclusive mode`);
    },

    async find(tx: Queryable, id: number): Promise<SlideRow | undefined> {
      const [row] = await tx.select().from(slides).where(eq(slides.id, id));
      return row;
    },

    /** The slugs taken by `base` and its numbered followers (`base-2`, `base-3`…). */
    async slugsLike(tx: Queryable, base: string): Promise<string[]> {
      const rows = await tx
        .select({ slug: slides.slug })
        .from(slides)
        .where(or(eq(slides.slug, base), like(slides.slug, `${base}-%`)));
      return rows.map((row) => row.slug);
    },

    /** Adds a slide after all the others. */
    async insert(tx: Queryable, fields: NewSlide): Promise<SlideRow> {
      const [row] = await tx
        .insert(slides)
        .values({
          ...fields,
          sortOrder: sql`(select coalesce(max(${slides.sortOrder}), 0) + 1 from ${slides})`,
        })
        .returning();
      if (!row) throw new Error('the new slide was not returned');
      return row;
    },

    /** Writes over the version named; nothing when that is no longer the slide's version. */
    async update(
      tx: Queryable,
      id: number,
      version: number,
      fields: Partial<SlideFields>,
    ): Promise<SlideRow | undefined> {
      const [row] = await tx
        .update(slides)
        .set({ ...fields, ...nextVersion() })
        .where(and(eq(slides.id, id), eq(slides.version, version)))
        .returning();
      return row;
    },

    /** Points the slide at an uploaded picture, or back at its built-in one (null). */
    async setImage(tx: Queryable, id: number, key: string | null): Promise<SlideRow | undefined> {
      const [row] = await tx
        .update(slides)
        .set({ imageKey: key, ...nextVersion() })
        .where(eq(slides.id, id))
        .returning();
      return row;
    },

    /** Numbers the slides in the order given, which names each of them once. */
    async setOrder(tx: Queryable, ids: readonly number[]) {
      for (const [position, id] of ids.entries()) {
        await tx
          .update(slides)
          .set({ sortOrder: position + 1 })
          .where(eq(slides.id, id));
      }
    },

    async remove(tx: Queryable, id: number): Promise<SlideRow | undefined> {
      const [row] = await tx.delete(slides).where(eq(slides.id, id)).returning();
      return row;
    },
  };
}

export type SlidesRepo = ReturnType<typeof createSlidesRepo>;

import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import {
  appMeta,
  newsArticles,
  newsCategories,
  scheduleSlots,
  slides,
  staffMembers,
} from './schema/index.js';
import {
  demoArticleSeed,
  newsCategorySeed,
  scheduleSeed,
  slideSeed,
  staffSeed,
} from './seed-data.js';

/** Raise this when the demo content changes; a database seeded at an older version gets the new rows. */
export const SEED_VERSION = 1;
const SEED_KEY = 'demo_seed_version';

export interface SeedResult {
  applied: boolean;
  version: number;
}

/**
 * Loads the demo content once per seed version. Rows are inserted with ON CONFLICT DO NOTHING,
 * so running it twice, or after staff have edited the content, never duplicates or overwrites.
 */
export async function seedDemoContent(db: Db): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
    if (current && Number(current.value) >= SEED_VERSION) {
      return { applied: false, version: Number(current.value) };
    }
    await tx
      .insert(scheduleSlots)
      .values(scheduleSeed.map((slot, i) => ({ ...slot, days: [...slot.days], sortOrder: i })))
      .onConflictDoNothing();
    await tx
      .insert(staffMembers)
      .values(staffSeed.map((member, i) => ({ ...member, sortOrder: i })))
      .onConflictDoNothing();
    await tx
      .insert(slides)
      .values(slideSeed.map((slide, i) => ({ ...slide, sortOrder: i })))
      .onConflictDoNothing();
    await tx
      .insert(newsCategories)
      .values(newsCategorySeed.map((category, i) => ({ ...category, sortOrder: i })))
      .onConflictDoNothing();
    await tx
      .insert(newsArticles)
      .values(demoArticleSeed().map((article) => ({ ...article, tags: [...article.tags] })))
      .onConflictDoNothing();
    await tx
      .insert(appMeta)
      .values({ key: SEED_KEY, value: String(SEED_VERSION) })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: String(SEED_VERSION), updatedAt: new Date() },
      });
    return { applied: true, version: SEED_VERSION };
  });
}

import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { demoCreatorSeed } from './creator-seed.js';
import {
  appMeta,
  creatorProfiles,
  follows,
  newsArticles,
  newsCategories,
  postComments,
  postLikes,
  posts,
  scheduleSlots,
  slides,
  staffMembers,
  users,
} from './schema/index.js';
import {
  demoArticleSeed,
  newsCategorySeed,
  scheduleSeed,
  slideSeed,
  staffSeed,
} from './seed-data.js';

/** Raise this when the demo content changes; a database seeded at an older version gets the new rows. */
export const SEED_VERSION = 3;
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
    const slots = scheduleSeed.map((slot) => ({ ...slot, days: [...slot.days] }));
    await tx.insert(scheduleSlots).values(inListOrder(slots)).onConflictDoNothing();
    await tx.insert(staffMembers).values(inListOrder(staffSeed)).onConflictDoNothing();
    await tx.insert(slides).values(inListOrder(slideSeed)).onConflictDoNothing();
    await tx.insert(newsCategories).values(inListOrder(newsCategorySeed)).onConflictDoNothing();
    await tx
      .insert(newsArticles)
      .values(demoArticleSeed().map((article) => ({ ...article, tags: [...article.tags] })))
      .onConflictDoNothing();
    await seedDemoCreators(tx);
    await giveDemoCreatorsCountries(tx);
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

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Hand-ordered content keeps the order of its seed list. */
const inListOrder = <T extends object>(rows: readonly T[]) =>
  rows.map((row, i) => ({ ...row, sortOrder: i }));

const DAY_MS = 24 * 60 * 60 * 1000;
/** Not an argon2 hash, so no password ever matches: demo accounts cannot be signed in to. */
const NO_PASSWORD = '!demo-account';

/**
 * Demo creators seeded before countries existed (seed version 3) get theirs; a country already
 * set is left as it is.
 */
async function giveDemoCreatorsCountries(tx: Tx) {
  const countryOf = new Map(demoCreatorSeed.map((c) => [c.username, c.country]));
  const demos = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .innerJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
    .where(
      and(
        eq(creatorProfiles.isDemo, true),
        isNull(creatorProfiles.country),
        inArray(sql`lower(${users.username})`, [...countryOf.keys()]),
      ),
    );
  for (const demo of demos) {
    const country = countryOf.get(demo.username.toLowerCase());
    if (!country) continue;
    await tx.update(creatorProfiles).set({ country }).where(eq(creatorProfiles.userId, demo.id));
  }
}

/**
 * The demo creators with their posts, a few follows among them and likes on their posts. Only
 * accounts this run created get posts, so a database that already has them is left alone.
 */
async function seedDemoCreators(tx: Tx) {
  const created = await tx
    .insert(users)
    .values(
      demoCreatorSeed.map((c) => ({
        username: c.username,
        email: `${c.username}@demo.tuneslingers.invalid`,
        passwordHash: NO_PASSWORD,
        displayName: c.displayName,
        bio: c.bio,
        isCreator: true,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id, username: users.username });
  if (created.length === 0) return;
  const idOf = new Map(created.map((row) => [row.username, row.id]));
  const fresh = demoCreatorSeed.filter((c) => idOf.has(c.username));
  await tx.insert(creatorProfiles).values(
    fresh.map((c) => ({
      userId: idOf.get(c.username) as number,
      category: c.category,
      tagline: c.tagline,
      accent: c.accent,
      subscriptionPriceCents: c.subscriptionPriceCents,
      country: c.country,
      isDemo: true,
    })),
  );
  const now = Date.now();
  // Oldest first, so ids grow with time as they do for real posts.
  const postRows = fresh
    .flatMap((c) =>
      c.posts.map((p) => ({
        authorId: idOf.get(c.username) as number,
        title: p.title,
        content: p.content,
        teaser: p.teaser ?? '',
        visibility: p.teaser ? 'subscribers' : 'public',
        createdAt: new Date(now - p.daysAgo * DAY_MS),
        updatedAt: new Date(now - p.daysAgo * DAY_MS),
      })),
    )
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const inserted = await tx
    .insert(posts)
    .values(postRows)
    .returning({ id: posts.id, authorId: posts.authorId, createdAt: posts.createdAt });
  // Each demo creator follows the next three, and the first few follow SYNTHGRL's station pick.
  const ids = fresh.map((c) => idOf.get(c.username) as number);
  const followRows = ids.flatMap((followerId, i) =>
    [1, 2, 3 + (i % 4)]
      .map((step) => ids[(i + step) % ids.length] as number)
      .filter((creatorId) => creatorId !== followerId)
      .map((creatorId) => ({ followerId, creatorId, createdAt: new Date(now - (i + 1) * DAY_MS) })),
  );
  await tx.insert(follows).values(followRows).onConflictDoNothing();
  const likeRows = inserted.flatMap((post, i) =>
    ids
      .filter((id, j) => id !== post.authorId && (i + j) % 3 === 0)
      .map((userId) => ({
        postId: post.id,
        userId,
        creatorId: post.authorId,
        createdAt: post.createdAt,
      })),
  );
  await tx.insert(postLikes).values(likeRows).onConflictDoNothing();
  const publicPosts = inserted.filter((_, i) => postRows[i]?.visibility === 'public').slice(-3);
  await tx.insert(postComments).values(
    publicPosts.map((post, i) => ({
      postId: post.id,
      authorId:
        ids[(i * 5 + 1) % ids.length] === post.authorId
          ? (ids[0] as number)
          : (ids[(i * 5 + 1) % ids.length] as number),
      creatorId: post.authorId,
      body:
        [
          'Playing this on repeat tonight.',
          'The colours on this are unreal.',
          'Saved for the weekend!',
        ][i] ?? 'Love it.',
      createdAt: new Date(post.createdAt.getTime() + 60 * 60 * 1000),
    })),
  );
}

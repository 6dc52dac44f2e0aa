import { and, desc, eq, gt, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { creatorProfiles, follows, posts, users } from '../../db/schema/index.js';

/** What a creator card or page is made from: the account and its creator profile. */
const creatorColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  avatarUpdatedAt: users.avatarUpdatedAt,
  hairColor: users.hairColor,
  eyeColor: users.eyeColor,
  skinTone: users.skinTone,
  bio: users.bio,
  followerCount: users.followerCount,
  followingCount: users.followingCount,
  joinedAt: users.createdAt,
  category: creatorProfiles.category,
  tagline: creatorProfiles.tagline,
  accent: creatorProfiles.accent,
  subscriptionPriceCents: creatorProfiles.subscriptionPriceCents,
  isDemo: creatorProfiles.isDemo,
  featuredAt: creatorProfiles.featuredAt,
};

export type CreatorRow = {
  id: number;
  username: string;
  displayName: string;
  avatarUpdatedAt: Date | null;
  hairColor: string | null;
  eyeColor: string | null;
  skinTone: string | null;
  bio: string;
  followerCount: number;
  followingCount: number;
  joinedAt: Date;
  category: string;
  tagline: string;
  accent: string;
  subscriptionPriceCents: number;
  isDemo: boolean;
  featuredAt: Date | null;
};

export interface NewCreatorProfile {
  category: string;
  tagline: string;
  accent: string;
  subscriptionPriceCents: number;
  isDemo?: boolean;
}

export function createCreatorsRepo(db: Db) {
  // Suspended members are hidden from every creator listing and page.
  const creators = (where?: SQL) =>
    db
      .select(creatorColumns)
      .from(creatorProfiles)
      .innerJoin(users, eq(users.id, creatorProfiles.userId))
      .where(and(isNull(users.suspendedAt), where));

  // Prepared once: the search runs on every keystroke-driven query of the discovery page.
  const searchStatement = db
    .select({
      ...creatorColumns,
      score:
        sql<number>`ts_rank('{0.1, 0.2, 0.4, 1.0}', ${creatorProfiles.search}, to_tsquery('simple', ${sql.placeholder('tsquery')}))
        + CASE WHEN lower(${users.username}) = ${sql.placeholder('name')} THEN 2
               WHEN starts_with(lower(${users.username}), ${sql.placeholder('name')}) THEN 1
               ELSE 0 END`.as('score'),
    })
    .from(creatorProfiles)
    .innerJoin(users, eq(users.id, creatorProfiles.userId))
    .where(
      sql`${creatorProfiles.search} @@ to_tsquery('simple', ${sql.placeholder('tsquery')})
        AND (${sql.placeholder('category')}::text IS NULL OR ${creatorProfiles.category} = ${sql.placeholder('category')}::text)
        AND ${users.suspendedAt} IS NULL`,
    )
    .orderBy(sql`score DESC`, desc(users.followerCount), users.id)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('creators_search');

  const scoreOf = (
    search: typeof creatorProfiles.search | SQL.Aliased,
    username: typeof users.username | SQL.Aliased,
  ) =>
    sql<number>`ts_rank('{0.1, 0.2, 0.4, 1.0}', ${search}, to_tsquery('simple', ${sql.placeholder('tsquery')}))
        + CASE WHEN lower(${username}) = ${sql.placeholder('name')} THEN 2
               WHEN starts_with(lower(${username}), ${sql.placeholder('name')}) THEN 1
               ELSE 0 END`.mapWith(Number);
  const inCategory = sql`(${sql.placeholder('category')}::text IS NULL OR ${creatorProfiles.category} = ${sql.placeholder('category')}::text)`;
  // Not prepared: planned for the actual window and category each time, so the planner walks
  // the popularity index (a cached generic plan would guess at the LIMIT).
  const popularMatches = (params: {
    tsquery: string;
    name: string;
    category: string | null;
    window: number;
  }) => {
    const popular = db
      .select({
        id: users.id,
        followerCount: users.followerCount,
        username: users.username,
        search: creatorProfiles.search,
      })
      .from(users)
      .innerJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
      .where(params.category ? eq(creatorProfiles.category, params.category) : undefined)
      .orderBy(desc(users.followerCount), users.id)
      .limit(params.window)
      .as('popular');
    const query = sql`to_tsquery('simple', ${params.tsquery})`;
    return db
      .select({
        id: popular.id,
        followerCount: popular.followerCount,
        score: sql<number>`ts_rank('{0.1, 0.2, 0.4, 1.0}', ${popular.search}, ${query})
          + CASE WHEN lower(${popular.username}) = ${params.name} THEN 2
                 WHEN starts_with(lower(${popular.username}), ${params.name}) THEN 1
                 ELSE 0 END`.mapWith(Number),
      })
      .from(popular)
      .where(sql`${popular.search} @@ ${query}`);
  };
  const exactName = db
    .select({
      id: users.id,
      followerCount: users.followerCount,
      score: scoreOf(creatorProfiles.search, users.username),
    })
    .from(creatorProfiles)
    .innerJoin(users, eq(users.id, creatorProfiles.userId))
    .where(
      sql`lower(${users.username}) = ${sql.placeholder('name')}
        AND ${creatorProfiles.search} @@ to_tsquery('simple', ${sql.placeholder('tsquery')}) AND ${inCategory}`,
    )
    .prepare('creators_search_exact');
  const byIds = creators(sql`${users.id} = any(${sql.placeholder('ids')})`).prepare(
    'creators_by_ids',
  );

  return {
    async findByUsername(username: string): Promise<CreatorRow | undefined> {
      const [row] = await creators(sql`lower(${users.username}) = lower(${username})`);
      return row;
    },

    async findById(id: number): Promise<CreatorRow | undefined> {
      const [row] = await creators(eq(users.id, id));
      return row;
    },

    /** Makes the member a creator: the profile row and the account's flag, together. */
    async insertProfile(userId: number, profile: NewCreatorProfile): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(creatorProfiles)
          .values({ userId, ...profile })
          .onConflictDoNothing()
          .returning({ userId: creatorProfiles.userId });
        if (inserted.length === 0) return false;
        await tx
          .update(users)
          .set({ isCreator: true, updatedAt: new Date() })
          .where(eq(users.id, userId));
        return true;
      });
    },

    async updateProfile(userId: number, changes: Partial<NewCreatorProfile>) {
      await db.update(creatorProfiles).set(changes).where(eq(creatorProfiles.userId, userId));
    },

    async setFeatured(userId: number, featured: boolean) {
      await db
        .update(creatorProfiles)
        .set({ featuredAt: featured ? new Date() : null })
        .where(eq(creatorProfiles.userId, userId));
    },

    /** Ranked full-text matches; `name` is the whole query lower-cased, to lift exact names. */
    search(params: {
      tsquery: string;
      name: string;
      category: string | null;
      limit: number;
      offset: number;
    }): Promise<(CreatorRow & { score: number })[]> {
      return searchStatement.execute(params);
    },

    /** Matches among the `window` most followed creators (of the category), scored. */
    searchPopular(params: {
      tsquery: string;
      name: string;
      category: string | null;
      window: number;
    }) {
      return popularMatches(params);
    },

    /** The planner's last count of creators (0 before statistics were first gathered). */
    async estimatedCreatorCount(): Promise<number> {
      const result = (await db.execute(
        sql`select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'creator_profiles'::regclass`,
      )) as unknown as { rows: { n: number }[] };
      return Number(result.rows[0]?.n ?? 0);
    },

    /** The creator whose username is the whole query, when they match. */
    searchExactName(params: { tsquery: string; name: string; category: string | null }) {
      return exactName.execute(params);
    },

    async byIds(ids: number[]): Promise<CreatorRow[]> {
      const rows = await byIds.execute({ ids });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** A category's creators, most followed first. */
    browse(category: string, limit: number, offset: number): Promise<CreatorRow[]> {
      return creators(eq(creatorProfiles.category, category))
        .orderBy(desc(users.followerCount), users.id)
        .limit(limit)
        .offset(offset);
    },

    /** Creators an administrator featured, latest pick first. */
    featuredByStaff(limit: number): Promise<CreatorRow[]> {
      return creators(isNotNull(creatorProfiles.featuredAt))
        .orderBy(desc(creatorProfiles.featuredAt))
        .limit(limit);
    },

    /** The creators who gained the most followers since `since`. */
    async risingSince(since: Date, limit: number): Promise<CreatorRow[]> {
      const gained = db
        .select({ creatorId: follows.creatorId, n: sql<number>`count(*)`.as('n') })
        .from(follows)
        .where(gt(follows.createdAt, since))
        .groupBy(follows.creatorId)
        .orderBy(sql`n DESC`, follows.creatorId)
        .limit(limit)
        .as('gained');
      return db
        .select(creatorColumns)
        .from(gained)
        .innerJoin(creatorProfiles, eq(creatorProfiles.userId, gained.creatorId))
        .innerJoin(users, eq(users.id, gained.creatorId))
        .where(isNull(users.suspendedAt))
        .orderBy(desc(gained.n), desc(users.followerCount), users.id);
    },

    mostFollowed(limit: number): Promise<CreatorRow[]> {
      return creators().orderBy(desc(users.followerCount), users.id).limit(limit);
    },

    /** Adds the follow; false when it was there already. The counters follow by trigger. */
    async follow(followerId: number, creatorId: number): Promise<boolean> {
      const rows = await db
        .insert(follows)
        .values({ followerId, creatorId })
        .onConflictDoNothing()
        .returning({ creatorId: follows.creatorId });
      return rows.length > 0;
    },

    async unfollow(followerId: number, creatorId: number): Promise<boolean> {
      const rows = await db
        .delete(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.creatorId, creatorId)))
        .returning({ creatorId: follows.creatorId });
      return rows.length > 0;
    },

    async isFollowing(followerId: number, creatorId: number): Promise<boolean> {
      const rows = await db
        .select({ one: sql`1` })
        .from(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.creatorId, creatorId)));
      return rows.length > 0;
    },

    async followerCount(creatorId: number): Promise<number> {
      const [row] = await db
        .select({ n: users.followerCount })
        .from(users)
        .where(eq(users.id, creatorId));
      return row?.n ?? 0;
    },

    async postCount(authorId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(posts)
        .where(eq(posts.authorId, authorId));
      return row?.n ?? 0;
    },
  };
}

export type CreatorsRepo = ReturnType<typeof createCreatorsRepo>;

import { and, desc, eq, gt, isNotNull, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
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
  country: creatorProfiles.country,
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
  country: string | null;
};

export interface NewCreatorProfile {
  category: string;
  tagline: string;
  accent: string;
  subscriptionPriceCents: number;
  isDemo?: boolean;
  /** ISO 3166-1 alpha-2, upper case; null clears it. */
  country?: string | null;
}

/** How many of the most followed creators a search looks at first. */
export const FIRST_LOOK_WINDOW = 500;

/** What a search looks for: the query as a tsquery, the whole query lower-cased, a category. */
export interface SearchScope {
  tsquery: string;
  /** The whole query, lower-cased, without spaces: to lift an exact or leading username match. */
  name: string;
  category: string | null;
}

export interface PageWindow {
  limit: number;
  offset: number;
}

export type SearchParams = SearchScope &
  PageWindow & {
    /** How many of the most followed creators to look at. */
    window: number;
    /** Look at the most followed of this category only. */
    within: string | null;
    /** Rank every match instead when fewer than this many matched in the window. */
    rankAllBelow: number;
  };

/** A page of ranked creators, and what the look at the most followed counted. */
export interface RankedPage {
  /** Matches among the creators looked at, in any category. */
  matched: number;
  /** Of those, the ones in the scope's category, with an exact username match. */
  inScope: number;
  rows: (CreatorRow & { score: number })[];
}

export function createCreatorsRepo(db: Db) {
  // Suspended members are hidden from every creator listing and page.
  const creators = (where?: SQL) =>
    db
      .select(creatorColumns)
      .from(creatorProfiles)
      .innerJoin(users, eq(users.id, creatorProfiles.userId))
      .where(and(isNull(users.suspendedAt), where));

  // A match's score: the document's rank for the query (names weigh most, then category words and
  // tagline, then the bio), plus 2 when the username is the whole query and 1 when it starts with
  // it. Everything it reads is on the profile row (migration 0018), so ranking a few thousand
  // matches does not visit their accounts.
  const scoreOf = (row: SQL, query: SQL, name: SQL | string) =>
    sql`ts_rank('{0.1, 0.2, 0.4, 1.0}', ${row}.search, ${query})
      + CASE WHEN ${row}.search_name = ${name} THEN 2
             WHEN starts_with(${row}.search_name, ${name}) THEN 1 ELSE 0 END`;

  // The query, parsed once per statement (a generic plan would parse it again for every row).
  const tsquery = sql`(SELECT to_tsquery('simple', ${sql.placeholder('tsquery')}))`;
  const name = sql`${sql.placeholder('name')}::text`;
  const category = sql`${sql.placeholder('category')}::text`;
  const limit = sql.placeholder('limit');
  const offset = sql.placeholder('offset');
  const rank = sql`ORDER BY score DESC, follower_count DESC, user_id LIMIT ${limit} OFFSET ${offset}`;
  const rankAll = sql`(SELECT in_scope < ${limit}::int + ${offset}::int AND matched < ${sql.placeholder('rankAllBelow')}::int FROM counts)`;

  // Each branch below runs only when its condition holds.
  // - `matches`: the matches among the `window` most followed creators (of `within`, or all),
  //   walking the profiles' popularity index (migration 0024; the count is the account's,
  //   copied by trigger); `candidates`: those in `category`, and the creator whose
  //   username is the whole query when they match.
  // - The page is ranked among the candidates when they fill it; otherwise, when fewer than
  //   `rankAllBelow` matched, among every match (found by the search index, and in a category
  //   by its index too); otherwise it is empty, and the caller looks further down the
  //   popularity index.
  // The account and profile columns are read for the page's rows only. One row at least comes
  // back, so the counts arrive with an empty page.
  const searchStatement = (window: SQL | Placeholder, within: SQL) =>
    db
      .select({
        matched: sql<number>`ranked.matched`.mapWith(Number),
        inScope: sql<number>`ranked.in_scope`.mapWith(Number),
        score: sql<number | null>`ranked.score`.mapWith(Number),
        creator: creatorColumns,
      })
      .from(sql`(
        WITH matches AS (
          SELECT top.user_id, top.follower_count, top.category,
            ${scoreOf(sql`top`, tsquery, name)} AS score
          FROM (
            SELECT p.user_id, p.follower_count, p.category, p.search_name, p.search, p.suspended
            FROM creator_profiles p
            WHERE ${within} IS NULL OR p.category = ${within}
            ORDER BY p.follower_count DESC, p.user_id
            LIMIT ${window}
          ) top
          WHERE top.search @@ ${tsquery} AND NOT top.suspended
        ),
        candidates AS (
          SELECT user_id, follower_count, score FROM matches
          WHERE ${category} IS NULL OR category = ${category}
          UNION ALL
          SELECT p.user_id, p.follower_count, ${scoreOf(sql`p`, tsquery, name)}
          FROM users u JOIN creator_profiles p ON p.user_id = u.id
          WHERE lower(u.username) = ${name} AND p.search @@ ${tsquery} AND NOT p.suspended
            AND (${category} IS NULL OR p.category = ${category})
            AND p.user_id NOT IN (SELECT user_id FROM matches)
        ),
        counts AS (
          SELECT (SELECT count(*) FROM matches)::int AS matched,
            (SELECT count(*) FROM candidates)::int AS in_scope
        ),
        page AS (
          (SELECT user_id, follower_count, score FROM candidates
            WHERE (SELECT in_scope >= ${limit}::int + ${offset}::int FROM counts)
            ${rank})
          UNION ALL
          (SELECT p.user_id, p.follower_count, ${scoreOf(sql`p`, tsquery, name)} AS score
            FROM creator_profiles p
            WHERE ${rankAll} AND ${category} IS NULL
              AND p.search @@ ${tsquery} AND NOT p.suspended
            ${rank})
          UNION ALL
          (SELECT p.user_id, p.follower_count, ${scoreOf(sql`p`, tsquery, name)} AS score
            FROM creator_profiles p
            WHERE ${rankAll} AND ${category} IS NOT NULL AND p.category = ${category}
              AND p.search @@ ${tsquery} AND NOT p.suspended
            ${rank})
        )
        SELECT page.*, counts.matched, counts.in_scope FROM counts LEFT JOIN page ON true
      ) AS ranked`)
      .leftJoin(users, sql`${users.id} = ranked.user_id`)
      .leftJoin(creatorProfiles, sql`${creatorProfiles.userId} = ranked.user_id`)
      .orderBy(sql`ranked.score DESC NULLS LAST, ranked.follower_count DESC, ranked.user_id`);

  // The first look at every search reads the same window, so PostgreSQL keeps one plan for it;
  // with the window a parameter it would plan each search again (about 0.5 ms).
  const firstLook = searchStatement(sql.raw(String(FIRST_LOOK_WINDOW)), sql`NULL::text`).prepare(
    'creators_search',
  );
  const walk = searchStatement(
    sql.placeholder('window'),
    sql`${sql.placeholder('within')}::text`,
  ).prepare('creators_search_walk');

  // A creator's page reads these on every visit: prepared once, they are not built again for
  // each request, nor parsed and planned again by PostgreSQL.
  const byUsername = creators(
    sql`lower(${users.username}) = lower(${sql.placeholder('username')})`,
  ).prepare('creators_by_username');
  const postsBy = db
    .select({ n: sql<number>`count(*)::int` })
    .from(posts)
    .where(eq(posts.authorId, sql.placeholder('authorId')))
    .prepare('creators_post_count');

  return {
    async findByUsername(username: string): Promise<CreatorRow | undefined> {
      const [row] = await byUsername.execute({ username });
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

    /**
     * A page of matches: ranked among the matches of the `window` most followed creators (of
     * the `within` category, or of all) that are in the scope's category, with an exact
     * username match, when they fill the page; else ranked among every match when fewer than
     * `rankAllBelow` matched in the window; else empty. With how many matched in the window
     * (`matched`) and how many of those and the exact match are in scope (`inScope`).
     */
    async search(params: SearchParams): Promise<RankedPage> {
      const rows =
        params.window === FIRST_LOOK_WINDOW && params.within === null
          ? await firstLook.execute({ ...params })
          : await walk.execute({ ...params });
      return {
        matched: rows[0]?.matched ?? 0,
        inScope: rows[0]?.inScope ?? 0,
        // The left joins leave the columns nullable; only the row of an empty page has them null.
        rows: rows.flatMap((row) =>
          row.creator.id === null
            ? []
            : [{ ...(row.creator as CreatorRow), score: row.score ?? 0 }],
        ),
      };
    },

    /** The planner's last count of creators (0 before statistics were first gathered). */
    async estimatedCreatorCount(): Promise<number> {
      const result = (await db.execute(
        sql`select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'creator_profiles'::regclass`,
      )) as unknown as { rows: { n: number }[] };
      return Number(result.rows[0]?.n ?? 0);
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
      const [row] = await postsBy.execute({ authorId });
      return row?.n ?? 0;
    },
  };
}

export type CreatorsRepo = ReturnType<typeof createCreatorsRepo>;

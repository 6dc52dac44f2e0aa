import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import {
  belongsTo,
  bigSerialId,
  createdAt,
  creatorChoices,
  memberPairKey,
  notNegative,
  sameRowAs,
  serialId,
  timestamps,
  timestampTz,
  tsvector,
} from './columns.js';
import { users } from './users.js';

/**
 * A member's creator profile; its row exists exactly when `users.is_creator` is true. The search
 * document is kept by triggers (migration 0007) from this row and the account's username, display
 * name and bio, so a change made on either side is searchable at once.
 */
export const creatorProfiles = pgTable(
  'creator_profiles',
  {
    userId: sameRowAs('user_id', () => users.id),
    ...creatorChoices(),
    /** Set by an administrator: featured creators lead the discovery page, newest pick first. */
    featuredAt: timestampTz('featured_at'),
    /** Seeded demonstration creator, never a real member. */
    isDemo: boolean('is_demo').notNull().default(false),
    search: tsvector('search').notNull().default(sql`''::tsvector`),
    /**
     * What a search ranks by besides the document, copied from the account by triggers
     * (migration 0018), so the matches of a query are ranked from this row alone: the username
     * lower-cased, the follower count and whether the account is suspended. The table keeps a
     * tenth of each page free (fillfactor 90), so the copy a follow makes stays on its page and
     * leaves the indexes alone.
     */
    searchName: text('search_name').notNull().default(''),
    followerCount: integer('follower_count').notNull().default(0),
    suspended: boolean('suspended').notNull().default(false),
    /**
     * Where the creator is from, when they say: an ISO 3166-1 alpha-2 code, upper case (the
     * artist directory's global view). The service checks it against the assigned codes; the
     * check here keeps any other writer to the shape.
     */
    country: text('country'),
    createdAt: createdAt(),
  },
  (t) => [
    notNegative('creator_profiles_price_check', t.subscriptionPriceCents),
    check('creator_profiles_country_check', sql`${t.country} ~ '^[A-Z]{2}$'`),
    // The global view: creators of one country, and the count per country.
    index('creator_profiles_country_idx').on(t.country).where(sql`${t.country} is not null`),
    index('creator_profiles_search_idx').using('gin', t.search).with({ fastupdate: 'off' }),
    index('creator_profiles_category_idx').on(t.category),
    index('creator_profiles_featured_idx').on(t.featuredAt),
    // The most followed first, as a search's first look walks them: read off this index, the
    // walk needs neither the accounts table nor a sort.
    index('creator_profiles_followers_idx').on(t.followerCount.desc().nullsFirst(), t.userId),
  ],
);

/** A fan following a creator. Counts on `users` follow these rows by trigger. */
export const follows = pgTable(
  'follows',
  {
    followerId: belongsTo('follower_id', () => users.id),
    creatorId: belongsTo('creator_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    ...memberPairKey('follows_not_self_check', t.followerId, t.creatorId),
    index('follows_creator_time_idx').on(t.creatorId, t.createdAt),
    index('follows_time_idx').on(t.createdAt),
  ],
);

export const posts = pgTable(
  'posts',
  {
    id: serialId(),
    authorId: belongsTo('author_id', () => users.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    teaser: text('teaser').notNull().default(''),
    visibility: text('visibility').notNull().default('public'),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    /** Hidden by an administrator after a report: only its author and administrators see it. */
    hiddenAt: timestampTz('hidden_at'),
    ...timestamps(),
  },
  (t) => [
    index('posts_author_time_idx').on(t.authorId, t.createdAt, t.id),
    index('posts_public_time_idx').on(t.createdAt, t.id).where(sql`${t.visibility} = 'public'`),
  ],
);

/**
 * A like. `creator_id` repeats the post's author so a creator's likes of the last 30 days are one
 * index range, however many posts they have.
 */
export const postLikes = pgTable(
  'post_likes',
  {
    postId: belongsTo('post_id', () => posts.id),
    userId: belongsTo('user_id', () => users.id),
    creatorId: belongsTo('creator_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('post_likes_creator_time_idx').on(t.creatorId, t.createdAt),
    index('post_likes_user_idx').on(t.userId),
  ],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: bigSerialId(),
    postId: belongsTo('post_id', () => posts.id),
    authorId: belongsTo('author_id', () => users.id),
    /** The post's creator, as on likes. */
    creatorId: belongsTo('creator_id', () => users.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('post_comments_post_time_idx').on(t.postId, t.createdAt, t.id),
    index('post_comments_creator_time_idx').on(t.creatorId, t.createdAt),
    index('post_comments_author_idx').on(t.authorId),
  ],
);

import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt } from './columns.js';

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer: normalise to Buffer.
  fromDriver: (value) => Buffer.from(value),
});

const timestamps = {
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Kept as typed; uniqueness ignores case. */
    username: text('username').notNull(),
    /** Stored lower-cased. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    displayName: text('display_name').notNull(),
    bio: text('bio').notNull().default(''),
    isCreator: boolean('is_creator').notNull().default(false),
    isDj: boolean('is_dj').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    followerCount: integer('follower_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    avatarUpdatedAt: timestamp('avatar_updated_at', { withTimezone: true }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** The avatar builder's choices; null until the member makes one. */
    hairColor: text('hair_color'),
    eyeColor: text('eye_color'),
    skinTone: text('skin_tone'),
    /** When the member last had a page of the site open (kept by presence). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** Set by an administrator: sign-in refused, sessions ended, content hidden. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    // Creators by popularity (category pages, ties in search) without sorting every creator.
    index('users_follower_count_idx').on(t.followerCount.desc().nullsFirst(), t.id),
    // People search matches the start of a username or a name, in any case.
    index('users_username_prefix_idx').using('btree', sql`lower(${t.username}) text_pattern_ops`),
    index('users_display_name_prefix_idx').using(
      'btree',
      sql`lower(${t.displayName}) text_pattern_ops`,
    ),
    index('users_first_name_prefix_idx').using(
      'btree',
      sql`lower(${t.firstName}) text_pattern_ops`,
    ),
    index('users_last_name_prefix_idx').using('btree', sql`lower(${t.lastName}) text_pattern_ops`),
    // The admin's sign-ups per day and active members.
    index('users_created_idx').on(t.createdAt),
    index('users_last_seen_idx').on(t.lastSeenAt),
  ],
);

export const userAvatars = pgTable('user_avatars', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sign-in sessions; only a SHA-256 hash of each token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: belongsTo('user_id', () => users.id),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Failed sign-ins, counted per account and per address to slow down guessing. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_failures_key_time_idx').on(t.key, t.createdAt)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_time_idx').on(t.userId, t.createdAt)],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    title: text('title').notNull(),
    url: text('url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('bookmarks_user_url_unique').on(t.userId, t.url)],
);

export const userLists = pgTable(
  'user_lists',
  {
    id: serial('id').primaryKey(),
    ownerId: belongsTo('owner_id', () => users.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('user_lists_owner_idx').on(t.ownerId)],
);

export const userListMembers = pgTable(
  'user_list_members',
  {
    listId: belongsTo('list_id', () => userLists.id),
    userId: belongsTo('user_id', () => users.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.userId] })],
);

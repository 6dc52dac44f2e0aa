import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  belongsTo,
  bigSerialId,
  bytea,
  createdAt,
  sameRowAs,
  serialId,
  timestamps,
  timestampTz,
  updatedAt,
} from './columns.js';

/** People search matches the start of a username or a name, in any case. */
const prefixIndex = (name: string, column: AnyPgColumn) =>
  index(name).using('btree', sql`lower(${column}) text_pattern_ops`);

export const users = pgTable(
  'users',
  {
    id: serialId(),
    /** Kept as typed; uniqueness ignores case. */
    username: text('username').notNull(),
    /** Stored lower-cased. */
    email: text('email').notNull().unique(),
    /** When the member confirmed `email` by its link; null until then, and again after a change. */
    emailVerifiedAt: timestampTz('email_verified_at'),
    passwordHash: text('password_hash').notNull(),
    displayName: text('display_name').notNull(),
    bio: text('bio').notNull().default(''),
    isCreator: boolean('is_creator').notNull().default(false),
    isDj: boolean('is_dj').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    followerCount: integer('follower_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    avatarUpdatedAt: timestampTz('avatar_updated_at'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** The avatar builder's choices; null until the member makes one. */
    hairColor: text('hair_color'),
    eyeColor: text('eye_color'),
    skinTone: text('skin_tone'),
    /** When the member last had a page of the site open (kept by presence). */
    lastSeenAt: timestampTz('last_seen_at'),
    /** Set by an administrator: sign-in refused, sessions ended, content hidden. */
    suspendedAt: timestampTz('suspended_at'),
    suspensionReason: text('suspension_reason'),
    /**
     * Two-factor sign-in: on once the member confirmed a code from their authenticator app.
     * Administrators act as such only while it is on.
     */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** The authenticator's shared secret (base32), in force while two-factor sign-in is on. */
    twoFactorSecret: text('two_factor_secret'),
    /** A secret offered at set-up that waits for its first code before it replaces the above. */
    twoFactorPendingSecret: text('two_factor_pending_secret'),
    /** The 30-second step of the last code accepted: that code and older ones are refused. */
    twoFactorLastStep: integer('two_factor_last_step'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    // Creators by popularity (category pages, ties in search) without sorting every creator.
    index('users_follower_count_idx').on(t.followerCount.desc().nullsFirst(), t.id),
    prefixIndex('users_username_prefix_idx', t.username),
    prefixIndex('users_display_name_prefix_idx', t.displayName),
    prefixIndex('users_first_name_prefix_idx', t.firstName),
    prefixIndex('users_last_name_prefix_idx', t.lastName),
    // The admin's sign-ups per day and active members.
    index('users_created_idx').on(t.createdAt),
    index('users_last_seen_idx').on(t.lastSeenAt),
  ],
);

export const userAvatars = pgTable('user_avatars', {
  userId: sameRowAs('user_id', () => users.id),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  updatedAt: updatedAt(),
});

/** Sign-in sessions; only a SHA-256 hash of each token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: serialId(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: belongsTo('user_id', () => users.id),
    createdAt: createdAt(),
    lastSeenAt: timestampTz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestampTz('expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use codes that stand in for an authenticator code; only a SHA-256 of each is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serialId(),
    userId: belongsTo('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: timestampTz('used_at'),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_idx').on(t.userId, t.codeHash)],
);

/** Failed sign-ins, counted per account and per address to slow down guessing. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: bigSerialId(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_failures_key_time_idx').on(t.key, t.createdAt)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serialId(),
    userId: belongsTo('user_id', () => users.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    /**
     * What the notification is about when answering it elsewhere settles it (`friend-request:42`):
     * accepting the request marks its notification read.
     */
    subject: text('subject'),
    readAt: timestampTz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_time_idx').on(t.userId, t.createdAt)],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    id: serialId(),
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
    id: serialId(),
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
    addedAt: timestampTz('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.userId] })],
);

import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  CLUB_ROLES,
  CLUB_TOPIC_KINDS,
  CLUB_VISIBILITIES,
} from '../../../shared/clubs.constants.js';
import {
  belongsTo,
  createdAt,
  mentions,
  oneOf,
  serialId,
  timestamps,
  timestampTz,
} from './columns.js';
import { users } from './users.js';

/**
 * Listener clubs around a show, an era or a city. The name is unique ignoring case (the index
 * decides between two members picking the same name at once); the slug is made from the name
 * once and never changes, so links to a club keep working.
 */
export const clubs = pgTable(
  'clubs',
  {
    id: serialId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    topicKind: text('topic_kind', { enum: CLUB_TOPIC_KINDS }).notNull(),
    topic: text('topic').notNull(),
    visibility: text('visibility', { enum: CLUB_VISIBILITIES }).notNull(),
    ownerId: belongsTo('owner_id', () => users.id),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('clubs_slug_unique').on(t.slug),
    uniqueIndex('clubs_name_lower_unique').on(sql`lower(${t.name})`),
    oneOf('clubs_topic_kind_check', t.topicKind, CLUB_TOPIC_KINDS),
    oneOf('clubs_visibility_check', t.visibility, CLUB_VISIBILITIES),
    index('clubs_owner_idx').on(t.ownerId),
  ],
);

/** Who belongs to a club: one row per member, so counts are exact whatever the race. */
export const clubMembers = pgTable(
  'club_members',
  {
    clubId: belongsTo('club_id', () => clubs.id),
    userId: belongsTo('user_id', () => users.id),
    role: text('role', { enum: CLUB_ROLES }).notNull().default('member'),
    joinedAt: timestampTz('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clubId, t.userId] }),
    oneOf('club_members_role_check', t.role, CLUB_ROLES),
    // "My clubs" reads a member's rows.
    index('club_members_user_idx').on(t.userId),
  ],
);

/** An owner's invitation to join; joining uses it up. */
export const clubInvitations = pgTable(
  'club_invitations',
  {
    clubId: belongsTo('club_id', () => clubs.id),
    userId: belongsTo('user_id', () => users.id),
    invitedBy: mentions('invited_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.clubId, t.userId] }),
    index('club_invitations_user_idx').on(t.userId),
  ],
);

/** A club's message board. A deleted message stays as a row, marked, with who deleted it. */
export const clubPosts = pgTable(
  'club_posts',
  {
    id: serialId(),
    clubId: belongsTo('club_id', () => clubs.id),
    userId: belongsTo('user_id', () => users.id),
    message: text('message').notNull(),
    createdAt: createdAt(),
    deletedAt: timestampTz('deleted_at'),
    deletedBy: mentions('deleted_by', () => users.id),
  },
  (t) => [
    // The board reads a club's live messages newest first, a page at a time.
    index('club_posts_board_idx').on(t.clubId, t.id).where(sql`${t.deletedAt} is null`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  APPROVAL_STATUSES,
  REPORT_STATUSES,
  REPORT_TARGETS,
} from '../../../shared/admin.constants.js';
import {
  bigSerialId,
  createdAt,
  creatorChoices,
  mentions,
  oneOf,
  onlyRow,
  sameRowAs,
  serialId,
  singleRowId,
  timestampTz,
} from './columns.js';
import { users } from './users.js';

/**
 * The platform's settings: one row. `version` goes up with every change, so a write that names
 * the version it read can be refused when someone else wrote in between.
 */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: singleRowId(),
    version: integer('version').notNull().default(1),
    artistRegistrationEnabled: boolean('artist_registration_enabled').notNull().default(true),
    streamingEnabled: boolean('streaming_enabled').notNull().default(true),
    paymentsEnabled: boolean('payments_enabled').notNull().default(true),
    tippingEnabled: boolean('tipping_enabled').notNull().default(true),
    merchandiseEnabled: boolean('merchandise_enabled').notNull().default(true),
    betaMode: boolean('beta_mode').notNull().default(false),
    artistStreamingRate: integer('artist_streaming_rate').notNull().default(80),
    artistMerchandiseRate: integer('artist_merchandise_rate').notNull().default(85),
    updatedAt: timestampTz('updated_at'),
    updatedBy: mentions('updated_by', () => users.id),
  },
  (t) => [onlyRow('platform_settings_one_row', t.id)],
);

/**
 * Every administrative act: who, when, what it was about, and the state before and after.
 * Rows are only ever added; the actor's name is kept as it was, so the trail outlives accounts.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigSerialId(),
    /** A plain id, no foreign key: the trail is append-only and outlives the account. */
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    summary: text('summary').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_time_idx').on(t.createdAt, t.id)],
);

/**
 * A member's request to become a creator, made while the platform is in beta mode: the profile
 * they asked for waits here until an administrator approves (then it becomes their creator
 * profile) or rejects it.
 */
export const creatorApplications = pgTable(
  'creator_applications',
  {
    userId: sameRowAs('user_id', () => users.id),
    ...creatorChoices(),
    status: text('status').notNull().default('pending'),
    note: text('note').notNull().default(''),
    decidedBy: mentions('decided_by', () => users.id),
    decidedAt: timestampTz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('creator_applications_status_idx').on(t.status, t.createdAt),
    oneOf('creator_applications_status_check', t.status, APPROVAL_STATUSES),
  ],
);

/** A member's report of a post, song, profile or chat message, and how it was resolved. */
export const reports = pgTable(
  'reports',
  {
    id: serialId(),
    reporterId: mentions('reporter_id', () => users.id),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    /** The reported content's author when reported. */
    authorId: mentions('author_id', () => users.id),
    excerpt: text('excerpt').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('open'),
    action: text('action'),
    resolutionNote: text('resolution_note').notNull().default(''),
    resolvedBy: mentions('resolved_by', () => users.id),
    resolvedAt: timestampTz('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_status_time_idx').on(t.status, t.createdAt),
    // A member reports the same thing once while it is open.
    uniqueIndex('reports_open_once')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    oneOf('reports_target_check', t.targetType, REPORT_TARGETS),
    oneOf('reports_status_check', t.status, REPORT_STATUSES),
  ],
);

/**
 * The admin statistics of one finished day (UTC), written once by the job runner after the day
 * ends. Money excludes demo creators. Today's figures are read live from the day's rows.
 */
export const adminDailyStats = pgTable('admin_daily_stats', {
  day: date('day', { mode: 'string' }).primaryKey(),
  signups: integer('signups').notNull().default(0),
  revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
  artistCents: bigint('artist_cents', { mode: 'number' }).notNull().default(0),
  platformCents: bigint('platform_cents', { mode: 'number' }).notNull().default(0),
  processorCents: bigint('processor_cents', { mode: 'number' }).notNull().default(0),
  tipsCents: bigint('tips_cents', { mode: 'number' }).notNull().default(0),
  plays: bigint('plays', { mode: 'number' }).notNull().default(0),
  airplays: integer('airplays').notNull().default(0),
  rolledAt: timestampTz('rolled_at').notNull().defaultNow(),
});

/** The member and song counts, taken by the job runner every minute: one row. */
export const adminCounts = pgTable(
  'admin_counts',
  {
    id: singleRowId(),
    totalUsers: integer('total_users').notNull(),
    totalArtists: integer('total_artists').notNull(),
    activeUsers: integer('active_users').notNull(),
    totalSongs: integer('total_songs').notNull(),
    countedAt: timestampTz('counted_at').notNull(),
  },
  (t) => [onlyRow('admin_counts_one_row', t.id)],
);

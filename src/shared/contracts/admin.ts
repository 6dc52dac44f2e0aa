import { z } from 'zod';
import {
  APPROVAL_STATUSES,
  ARTIST_RATE_MAX,
  ARTIST_RATE_MIN,
  PEOPLE_QUERY_MAX,
  REPORT_ACTIONS,
  REPORT_NOTE_MAX,
  REPORT_REASON_MAX,
  REPORT_REASON_MIN,
  REPORT_STATUSES,
  REPORT_TARGETS,
  SUSPENSION_REASON_MAX,
} from '../admin.constants.js';
import { creatorAccentSchema, creatorCategorySchema } from './creators.js';
import {
  countParam,
  cursorPage,
  memberIdentityFields,
  partialUpdate,
  ROW_ID_MAX,
  rowIdSchema,
  trimmedText,
} from './fields.js';

export * from '../admin.constants.js';

const rate = (name: string) =>
  z
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole percent`)
    .min(ARTIST_RATE_MIN, `${name} must be at least ${ARTIST_RATE_MIN}%`)
    .max(ARTIST_RATE_MAX, `${name} must be at most ${ARTIST_RATE_MAX}%`);

const switchField = () => z.boolean({ message: 'must be true or false' });

/** The on/off switches every settings object carries, each read with `field`. */
const switchFields = <Field extends z.ZodType>(field: () => Field) => ({
  artistRegistrationEnabled: field(),
  streamingEnabled: field(),
  paymentsEnabled: field(),
  tippingEnabled: field(),
  merchandiseEnabled: field(),
});

/** The platform settings (spec section 3), with the version a write must name. */
export const platformSettingsSchema = z.object({
  ...switchFields(() => z.boolean()),
  betaMode: z.boolean(),
  artistStreamingRate: z.number().int(),
  artistMerchandiseRate: z.number().int(),
  /** Goes up by one with every change; a write naming an older version is refused. */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

/**
 * `PUT /api/admin/settings`: the full object, as read, with one or more fields changed. A
 * settings object without `betaMode` means beta mode on (spec: enabled unless explicitly false).
 */
export const updateSettingsRequestSchema = z.object({
  ...switchFields(switchField),
  betaMode: switchField().optional(),
  artistStreamingRate: rate('The streaming rate'),
  artistMerchandiseRate: rate('The merchandise rate'),
  version: z
    .number({ message: 'must be the version you read' })
    .int('must be a whole number')
    .min(1, 'must be the version you read'),
});
export type UpdateSettingsRequest = z.input<typeof updateSettingsRequestSchema>;

/** What every page may know of the switches: what is on, and the shares in force. */
export const platformFeaturesSchema = platformSettingsSchema.omit({
  version: true,
  updatedAt: true,
  updatedBy: true,
});
export type PlatformFeatures = z.infer<typeof platformFeaturesSchema>;

const money = () => z.string();
const cents = () => z.number().int();

export const dailyFigureSchema = z.object({
  day: z.string(),
  signups: z.number().int(),
  revenueCents: cents(),
  plays: z.number().int(),
});

/**
 * `GET /api/admin/stats` (spec section 3, "Admin stats"). Money is in cents, with the spec's
 * decimal strings beside; demo creators' money is left out.
 */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  totalArtists: z.number().int(),
  totalFans: z.number().int(),
  activeUsers: z.number().int(),
  totalRevenue: money(),
  totalRevenueCents: cents(),
  artistPayouts: money(),
  artistPayoutsCents: cents(),
  platformFees: money(),
  platformFeesCents: cents(),
  processorFeesCents: cents(),
  totalTips: money(),
  totalTipsCents: cents(),
  totalStreams: z.number().int(),
  totalSongs: z.number().int(),
  airplays: z.number().int(),
  /** The last days, oldest first, today included. */
  daily: z.array(dailyFigureSchema),
  /** When the member counts were last taken (the job runner refreshes them every minute). */
  membersCountedAt: z.string(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int().nullable(), username: z.string() }),
  action: z.string(),
  summary: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  note: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = cursorPage('entries', auditEntrySchema, z.number().int());

export const auditQuerySchema = z.object({
  before: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .positive('must be positive')
    .max(Number.MAX_SAFE_INTEGER)
    .optional(),
});

export const memberSchema = z.object({
  ...memberIdentityFields,
  email: z.string(),
  isDj: z.boolean(),
  isCreator: z.boolean(),
  isAdmin: z.boolean(),
  suspended: z.boolean(),
  suspensionReason: z.string().nullable(),
  joinedAt: z.string(),
  lastSeenAt: z.string().nullable(),
});
export type Member = z.infer<typeof memberSchema>;

export const peopleQuerySchema = z.object({
  q: trimmedText(PEOPLE_QUERY_MAX).optional().default(''),
  page: countParam(500).optional().default(1),
});

export const peoplePageSchema = z.object({
  members: z.array(memberSchema),
  hasMore: z.boolean(),
});

/** Grant or revoke roles: only the roles named change. */
export const updateRolesRequestSchema = partialUpdate(
  {
    isDj: switchField().optional(),
    isCreator: switchField().optional(),
    isAdmin: switchField().optional(),
  },
  'name at least one role to change',
);

export const suspendRequestSchema = z.object({
  reason: trimmedText(SUSPENSION_REASON_MAX).min(1, 'say why the account is suspended'),
});

export const approvalSchema = z.object({
  user: z.object(memberIdentityFields),
  category: creatorCategorySchema,
  tagline: z.string(),
  accent: creatorAccentSchema,
  subscriptionPriceCents: z.number().int(),
  status: z.enum(APPROVAL_STATUSES),
  note: z.string(),
  appliedAt: z.string(),
});
export type Approval = z.infer<typeof approvalSchema>;
export const approvalListSchema = z.object({ approvals: z.array(approvalSchema) });

export const decideApprovalRequestSchema = z.object({
  note: trimmedText(REPORT_NOTE_MAX).optional().default(''),
});

/** A member's own creator application, for the Become a Creator prompt. */
export const myApplicationSchema = z.object({
  application: approvalSchema.nullable(),
});

export const reportTargetSchema = z.enum(REPORT_TARGETS, {
  message: `must be one of ${REPORT_TARGETS.join(', ')}`,
});

export const createReportRequestSchema = z.object({
  targetType: reportTargetSchema,
  targetId: rowIdSchema,
  reason: trimmedText(REPORT_REASON_MAX).min(
    REPORT_REASON_MIN,
    `must be at least ${REPORT_REASON_MIN} characters`,
  ),
});
export type CreateReportRequest = z.input<typeof createReportRequestSchema>;

export const reportSchema = z.object({
  id: z.number().int(),
  targetType: reportTargetSchema,
  targetId: z.number().int(),
  /** What was reported, as it read when reported. */
  excerpt: z.string(),
  /** Where to see it on the site, when it has a page. */
  link: z.string().nullable(),
  author: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  reporter: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  reason: z.string(),
  status: z.enum(REPORT_STATUSES),
  action: z.enum(REPORT_ACTIONS).nullable(),
  resolutionNote: z.string(),
  resolvedBy: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportListSchema = z.object({ reports: z.array(reportSchema) });

export const reportQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).optional().default('open'),
});

export const reportCreatedSchema = z.object({ id: z.number().int() });

export const resolveReportRequestSchema = z.object({
  action: z.enum(REPORT_ACTIONS, { message: `must be one of ${REPORT_ACTIONS.join(', ')}` }),
  note: trimmedText(REPORT_NOTE_MAX).min(1, 'say what was decided'),
});
export type ResolveReportRequest = z.input<typeof resolveReportRequestSchema>;

export const userIdParamsSchema = z.object({
  userId: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .positive('must be positive')
    .max(ROW_ID_MAX),
});

import { z } from 'zod';
import { personSchema } from './posts.js';

/**
 * GET /api/stats/dashboard: the member's own numbers. Creators get what they received in the
 * last 30 days; everyone gets what they gave.
 */
export const dashboardStatsSchema = z.object({
  role: z.enum(['creator', 'fan']),
  /** As a creator: fans in total, and how many of them followed in the last 30 days. */
  followers: z.number().int(),
  followersGained30d: z.number().int(),
  posts: z.number().int(),
  likesReceived30d: z.number().int(),
  commentsReceived30d: z.number().int(),
  /** As a fan. */
  following: z.number().int(),
  likesGiven: z.number().int(),
  commentsGiven: z.number().int(),
});

/**
 * One line of recent activity: for a creator what fans did to them (followed, liked, commented);
 * for a fan what they did themselves.
 */
export const activityItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['follow', 'like', 'comment']),
  at: z.string(),
  /** Who acted. */
  actor: personSchema,
  /** The creator followed, or whose post it was. */
  creator: personSchema,
  post: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});

export const activityListSchema = z.object({
  direction: z.enum(['received', 'given']),
  items: z.array(activityItemSchema),
});

export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
export type ActivityItem = z.infer<typeof activityItemSchema>;
export type ActivityList = z.infer<typeof activityListSchema>;

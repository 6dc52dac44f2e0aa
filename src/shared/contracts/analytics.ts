import { z } from 'zod';
import {
  ANALYTICS_WINDOWS,
  type AnalyticsDays,
  DEFAULT_ANALYTICS_DAYS,
} from '../analytics.constants.js';

export * from '../analytics.constants.js';

const windowNames = ANALYTICS_WINDOWS.map(String) as [string, ...string[]];
const windowList = `${ANALYTICS_WINDOWS.slice(0, -1).join(', ')} or ${ANALYTICS_WINDOWS.at(-1)}`;

/** GET /api/artist/analytics?days=: one of the fixed windows, 30 when not given. */
export const analyticsQuerySchema = z.object({
  days: z
    .enum(windowNames, { message: `must be ${windowList}` })
    .default(String(DEFAULT_ANALYTICS_DAYS))
    .transform((value) => Number(value) as AnalyticsDays),
});

export const analyticsDaysSchema = z.literal(ANALYTICS_WINDOWS);

/** A calendar day in UTC, `YYYY-MM-DD`. */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const count = z.number().int().nonnegative();

/** Plays on the station's air, and the listeners tuned in as each one started, added up. */
const airplayFiguresSchema = z.object({ plays: count, listeners: count });

/**
 * The artist's songs played on the station (airplay), beside the on-demand plays: over the
 * window, since the first, and per song in the window.
 */
export const airplayAnalyticsSchema = z.object({
  period: airplayFiguresSchema,
  allTime: airplayFiguresSchema,
  /** The songs aired most in the window, most plays first; equal plays by listeners, then title. */
  songs: z.array(
    z.object({ id: z.number().int(), title: z.string(), plays: count, listeners: count }),
  ),
});

/**
 * The artist's figures over the last `days` days, today (UTC) included: every day listed, oldest
 * first, a day without plays as 0.
 */
export const artistAnalyticsSchema = z.object({
  days: analyticsDaysSchema,
  playsByDay: z.array(z.object({ day: isoDay, plays: count })),
  /** The plays of `playsByDay` added up. */
  totalPlays: count,
  /** The most played songs in the window, most played first; equal plays by title. */
  topSongs: z.array(z.object({ id: z.number().int(), title: z.string(), plays: count })),
  /** Active subscribers at the end of each day (the last one: now). */
  subscribersByDay: z.array(z.object({ day: isoDay, subscribers: count })),
  /** Now. */
  followers: count,
  subscribers: count,
  /** Active subscribers per hundred followers, as in the artist's stats. */
  conversionRate: z.number(),
  airplay: airplayAnalyticsSchema,
});

export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;
export type ArtistAnalytics = z.infer<typeof artistAnalyticsSchema>;
export type PlaysDay = ArtistAnalytics['playsByDay'][number];
export type TopSong = ArtistAnalytics['topSongs'][number];
export type SubscribersDay = ArtistAnalytics['subscribersByDay'][number];
export type AirplayAnalytics = z.infer<typeof airplayAnalyticsSchema>;
export type AiredSong = AirplayAnalytics['songs'][number];

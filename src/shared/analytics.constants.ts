/** The artist analytics' windows and limits that both sides use; free of zod. */

/** The windows an artist may look back over, in days (today included). */
export const ANALYTICS_WINDOWS = [7, 30, 90] as const;
export type AnalyticsDays = (typeof ANALYTICS_WINDOWS)[number];

/** The window shown when none is asked for. */
export const DEFAULT_ANALYTICS_DAYS: AnalyticsDays = 30;

/** How many of the artist's most played songs in the window are listed. */
export const TOP_SONGS_LIMIT = 5;

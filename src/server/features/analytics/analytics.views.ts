import type { AnalyticsDays } from '../../../shared/analytics.constants.js';
import type { ArtistAnalytics } from '../../../shared/contracts/analytics.js';
import { followerConversionRate } from '../../../shared/domain/audience.js';
import type { AnalyticsRepo } from './analytics.repo.js';

type Read<K extends keyof AnalyticsRepo> = NonNullable<Awaited<ReturnType<AnalyticsRepo[K]>>>;

/** What the repository read for one window of days. */
export interface AnalyticsRows {
  playsByDay: Read<'playsByDay'>;
  topSongs: Read<'topSongs'>;
  subscribersByDay: Read<'subscribersByDay'>;
  audience: Read<'audience'>;
  airplay: Read<'airplay'>;
  airedSongs: Read<'airedSongs'>;
}

/** A creator's analytics over `days`: the figures read, their totals and the conversion rate. */
export function toArtistAnalytics(days: AnalyticsDays, rows: AnalyticsRows): ArtistAnalytics {
  const { playsByDay, audience } = rows;
  return {
    days,
    playsByDay,
    totalPlays: playsByDay.reduce((sum, day) => sum + day.plays, 0),
    topSongs: rows.topSongs,
    subscribersByDay: rows.subscribersByDay,
    followers: audience.followers,
    subscribers: audience.subscribers,
    conversionRate: followerConversionRate(audience.subscribers, audience.followers),
    airplay: { ...rows.airplay, songs: rows.airedSongs },
  };
}

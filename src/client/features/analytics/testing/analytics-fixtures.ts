import type { AnalyticsDays, ArtistAnalytics } from '../../../../shared/contracts/analytics';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `days` consecutive UTC days ending on 2026-11-21, oldest first. */
export function windowDays(days: number, last = '2026-11-21'): string[] {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) =>
    new Date(end - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** An artist's analytics as the API answers them: plays on the last two days, one subscriber. */
export function artistAnalytics(
  days: AnalyticsDays = 30,
  overrides: Partial<ArtistAnalytics> = {},
): ArtistAnalytics {
  const dates = windowDays(days);
  const playsByDay = dates.map((day, i) => ({
    day,
    plays: i === days - 1 ? 40 : i === days - 2 ? 2 : 0,
  }));
  return {
    days,
    playsByDay,
    totalPlays: playsByDay.reduce((sum, day) => sum + day.plays, 0),
    topSongs: [
      { id: 7, title: 'Night Drive', plays: 30 },
      { id: 8, title: 'Sunset Grid', plays: 12 },
    ],
    subscribersByDay: dates.map((day, i) => ({ day, subscribers: i >= days - 3 ? 1 : 0 })),
    followers: 8,
    subscribers: 1,
    conversionRate: 12.5,
    airplay: {
      period: { plays: 3, listeners: 57 },
      allTime: { plays: 9, listeners: 140 },
      songs: [{ id: 7, title: 'Night Drive', plays: 3, listeners: 57 }],
    },
    ...overrides,
  };
}

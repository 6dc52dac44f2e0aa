import type { AdminStats } from '../../../../shared/contracts/admin';
import { formatCount, money } from './admin-display';

export type DailyFigure = AdminStats['daily'][number];

/** The three daily series the analytics card draws, each with its words and its units. */
export const DAILY_METRICS = [
  { key: 'signups', title: 'Sign-ups per day', valueLabel: 'Sign-ups', format: formatCount },
  { key: 'revenueCents', title: 'Revenue per day', valueLabel: 'Revenue', format: money },
  { key: 'plays', title: 'Plays per day', valueLabel: 'Plays', format: formatCount },
] as const satisfies readonly {
  key: keyof Omit<DailyFigure, 'day'>;
  title: string;
  valueLabel: string;
  format: (value: number) => string;
}[];

export type DailyMetric = (typeof DAILY_METRICS)[number];

import type { LedgerKind } from '../payments.constants';
import { allocate, type Cents } from './money';

/**
 * The kinds of income the revenue split names, in the ledger's own words (`tip`, `merchandise`),
 * with `streaming` for what the ledger books as subscriptions and song purchases.
 */
export type RevenueKind = 'streaming' | Extract<LedgerKind, 'tip' | 'merchandise'>;

/**
 * The Tuneslingers revenue split (spec section 9): the default share of each kind of income that
 * goes to the artist, in percent of what the fan pays. Read the shares in force through
 * `artistSharePercent`, never from here: the admin settings may change the first two.
 */
export const ARTIST_SHARE_PERCENT = Object.freeze({
  streaming: 80,
  merchandise: 85,
  tip: 100,
} as const satisfies Record<RevenueKind, number>);

export const REVENUE_KINDS: readonly RevenueKind[] = Object.freeze([
  'streaming',
  'merchandise',
  'tip',
]);

/** Which share applies to what the ledger books: tips and merchandise their own, the rest streaming. */
export function revenueKindOf(kind: LedgerKind): RevenueKind {
  return kind === 'tip' || kind === 'merchandise' ? kind : 'streaming';
}

/** "About 12%": what an artist typically keeps of streaming revenue at a traditional service. */
export const TRADITIONAL_STREAMING_SHARE_PERCENT = 12;

/**
 * The admin settings that set the artist's shares (spec: `artistStreamingRate`,
 * `artistMerchandiseRate`, in percent). A missing or null rate means the default. The whole
 * settings object may be passed; other fields are ignored.
 */
export interface RevenueRateSettings {
  artistStreamingRate?: number | null;
  artistMerchandiseRate?: number | null;
}

const RATE_SETTING = {
  streaming: 'artistStreamingRate',
  merchandise: 'artistMerchandiseRate',
} as const satisfies Partial<Record<RevenueKind, keyof RevenueRateSettings>>;

const BASIS_POINTS_PER_PERCENT = 100;

/**
 * The one converter of a rate in percent (80, 85, 100, or with two decimals) to whole basis
 * points (hundredths of a percent), refusing anything finer or outside 0-100. `name` says which
 * rate was wrong in the error.
 */
export function percentToBasisPoints(percent: number, name = 'A rate'): number {
  const points = Math.round(percent * BASIS_POINTS_PER_PERCENT);
  if (
    typeof percent !== 'number' ||
    !Number.isFinite(percent) ||
    percent < 0 ||
    percent > 100 ||
    Math.abs(percent * BASIS_POINTS_PER_PERCENT - points) > 1e-6
  ) {
    throw new RangeError(
      `${name} must be a percentage from 0 to 100 with at most two decimals, got ${percent}`,
    );
  }
  return points;
}

export const basisPointsToPercent = (points: number) => points / BASIS_POINTS_PER_PERCENT;

/**
 * The one place the artist's share is read: the percentage of what the fan pays that goes to the
 * artist for this kind of income, from the admin settings when given, else the default.
 * Tips always go 100% to the artist, whatever the settings say.
 */
export function artistSharePercent(kind: RevenueKind, settings: RevenueRateSettings = {}): number {
  if (kind === 'tip') return ARTIST_SHARE_PERCENT.tip;
  const name = RATE_SETTING[kind];
  const configured = settings[name];
  if (configured === undefined || configured === null) return ARTIST_SHARE_PERCENT[kind];
  percentToBasisPoints(configured, name);
  return configured;
}

/** The artist's share of each kind of income, in percent. */
export type ArtistShares = Readonly<Record<RevenueKind, number>>;

/** Every share in force at once, from the admin settings when given (see artistSharePercent). */
export function artistShares(settings: RevenueRateSettings = {}): ArtistShares {
  return Object.freeze({
    streaming: artistSharePercent('streaming', settings),
    merchandise: artistSharePercent('merchandise', settings),
    tip: artistSharePercent('tip', settings),
  });
}

/**
 * Splits what a fan paid into the artist's part and the platform's part, in cents. The artist's
 * part is the stated share rounded to the nearest cent (a half cent goes to the artist); the
 * platform gets the rest, so the two always sum exactly to `amount`.
 */
export function splitRevenue(
  amount: Cents,
  kind: RevenueKind,
  settings: RevenueRateSettings = {},
): { artist: Cents; platform: Cents } {
  const points = percentToBasisPoints(artistSharePercent(kind, settings), 'The artist share');
  const [artist, platform] = allocate(amount, [points, 100_00 - points]);
  if (artist === undefined || platform === undefined) {
    throw new Error('A two-way split returned fewer than two parts');
  }
  return { artist, platform };
}

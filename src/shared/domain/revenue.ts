/**
 * The Tuneslingers revenue split (spec section 9): the share of each kind of income that goes to
 * the artist, in percent, and the share a traditional streaming service is compared at.
 */
export const ARTIST_SHARE_PERCENT = {
  streaming: 80,
  merchandise: 85,
  tips: 100,
} as const;

export type RevenueKind = keyof typeof ARTIST_SHARE_PERCENT;

/** "About 12%": what an artist typically keeps of streaming revenue at a traditional service. */
export const TRADITIONAL_STREAMING_SHARE_PERCENT = 12;

/** What an artist keeps of an amount at a share, rounded to whole cents. */
export function artistTake(amount: number, sharePercent: number): number {
  return Math.round(amount * sharePercent) / 100;
}

/**
 * Followers to subscribers: active subscribers per hundred followers, rounded to one decimal
 * (12.5 means 12.5%), and 0 for a creator nobody follows. The artist's stats and analytics both
 * read it from here so they never disagree.
 */
export function followerConversionRate(subscribers: number, followers: number): number {
  if (followers <= 0) return 0;
  return Math.round((subscribers / followers) * 1000) / 10;
}

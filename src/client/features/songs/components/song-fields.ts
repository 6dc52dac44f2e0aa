import { cents, fromDecimalString, toDecimalString } from '../../../../shared/domain/money';
import { SONG_PRICE_MAX_CENTS } from '../../../../shared/songs.constants';
import { songPrice } from './song-display';

/** What a song costs when the artist first makes it premium. */
export const DEFAULT_SONG_PRICE = '0.99';
const MIN_CENTS = 1;

export const SONG_PRICE_HINT = `In US dollars, from ${songPrice(MIN_CENTS)} to ${songPrice(SONG_PRICE_MAX_CENTS)}.`;

/**
 * A typed price ("0.99", "$1.50", "2") as whole cents, read digit by digit (never through a
 * float), or the reason it cannot be one, phrased to follow the field's label.
 */
export function parseSongPrice(typed: string): { priceCents: number } | { problem: string } {
  let priceCents: number;
  try {
    priceCents = fromDecimalString(typed.trim().replace(/^\$\s*/, ''));
  } catch {
    return { problem: 'must be an amount in dollars, like 0.99' };
  }
  if (priceCents < MIN_CENTS || priceCents > SONG_PRICE_MAX_CENTS) {
    return {
      problem: `must be from ${songPrice(MIN_CENTS)} to ${songPrice(SONG_PRICE_MAX_CENTS)}`,
    };
  }
  return { priceCents };
}

/** The price field's starting text: the song's own price when it has one. */
export const priceText = (priceCents: number) =>
  priceCents > 0 ? toDecimalString(cents(priceCents)) : DEFAULT_SONG_PRICE;

/** Why a title or genre cannot be sent, phrased to follow the field's label; else undefined. */
export function textProblem(value: string, max: number): string | undefined {
  if (!value.trim()) return 'is required';
  return value.trim().length > max ? `must be at most ${max} characters` : undefined;
}

import { cents, fromDecimalString, toDecimalString } from '../../../../shared/domain/money';
import { SONG_PRICE_MAX_CENTS } from '../../../../shared/songs.constants';
import { formatDuration, songPrice } from './song-display';

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

/** The preview start's starting text: "1:05". */
export const previewStartText = (seconds: number) => formatDuration(seconds);

/**
 * A typed preview start ("1:05", "65") as seconds within a song of `songSeconds`, or the
 * reason it cannot be one, phrased to follow the field's label.
 */
export function parsePreviewStart(
  typed: string,
  songSeconds: number,
): { seconds: number } | { problem: string } {
  const text = typed.trim();
  const clock = /^(\d{1,3}):([0-5]\d)$/.exec(text);
  const seconds = clock
    ? Number(clock[1]) * 60 + Number(clock[2])
    : /^\d{1,5}$/.test(text)
      ? Number(text)
      : null;
  if (seconds === null) return { problem: 'must be a time like 1:05' };
  if (seconds >= songSeconds) {
    return { problem: `must be before the end of the song (${formatDuration(songSeconds)})` };
  }
  return { seconds };
}

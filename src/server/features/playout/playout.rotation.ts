import {
  ROTATION_ARTIST_SEPARATION,
  ROTATION_SONG_SEPARATION_MS,
} from '../../../shared/radio.constants.js';

/** A track the rotation may choose, with who it is by. */
export interface RotationCandidate {
  id: number;
  artistKey: string;
}

/** A past play, newest first in the lists below. */
export interface RotationPlay {
  trackId: number;
  artistKey: string;
  startedAt: Date;
}

/** One artist, whether a platform creator (by account) or a name on a demo track. */
export const artistKeyOf = (track: { creatorId: number | null; artist: string }) =>
  track.creatorId !== null ? `creator:${track.creatorId}` : `name:${track.artist.toLowerCase()}`;

/** How many of the best candidates the choice is drawn from, so the order is not a loop. */
const DRAW_FROM = 3;

/**
 * The AutoDJ's choice, by rules in this order:
 * 1. no artist within the last ROTATION_ARTIST_SEPARATION tracks (the new one included) and no
 *    song played within ROTATION_SONG_SEPARATION_MS;
 * 2. when a small library leaves nothing, the song rule gives way first (the song played
 *    longest ago, still keeping artists apart), then the artist rule (the artist heard longest
 *    ago), and never the track that just played unless it is the only one;
 * among those allowed, the least recently played come first (never played before all), and one
 * of the first three is drawn, so a fixed library does not repeat in a fixed order.
 */
export function chooseFromRotation<C extends RotationCandidate>(
  candidates: readonly C[],
  recent: readonly RotationPlay[],
  now: Date,
  random: () => number = Math.random,
): C | null {
  if (candidates.length === 0) return null;
  const lastPlayed = new Map<number, number>();
  const lastArtist = new Map<string, number>();
  for (const play of recent) {
    if (!lastPlayed.has(play.trackId)) lastPlayed.set(play.trackId, play.startedAt.getTime());
    if (!lastArtist.has(play.artistKey)) lastArtist.set(play.artistKey, play.startedAt.getTime());
  }
  const recentArtists = new Set(
    recent.slice(0, ROTATION_ARTIST_SEPARATION - 1).map((play) => play.artistKey),
  );
  const songAllowedAfter = now.getTime() - ROTATION_SONG_SEPARATION_MS;
  const artistFree = (c: C) => !recentArtists.has(c.artistKey);
  const songFree = (c: C) => (lastPlayed.get(c.id) ?? -Infinity) < songAllowedAfter;
  const byTrackAge = (a: C, b: C) =>
    (lastPlayed.get(a.id) ?? -Infinity) - (lastPlayed.get(b.id) ?? -Infinity) || a.id - b.id;
  const byArtistAge = (a: C, b: C) =>
    (lastArtist.get(a.artistKey) ?? -Infinity) - (lastArtist.get(b.artistKey) ?? -Infinity) ||
    byTrackAge(a, b);

  const justPlayed = recent[0]?.trackId;
  const notRepeat = candidates.filter((c) => c.id !== justPlayed);
  const pool = notRepeat.length ? notRepeat : [...candidates];

  const both = pool.filter((c) => artistFree(c) && songFree(c)).sort(byTrackAge);
  if (both.length) return draw(both, random);
  const artistOnly = pool.filter(artistFree).sort(byTrackAge);
  if (artistOnly.length) return artistOnly[0] ?? null;
  return [...pool].sort(byArtistAge)[0] ?? null;
}

function draw<C>(sorted: C[], random: () => number): C | null {
  const span = Math.min(DRAW_FROM, sorted.length);
  const index = Math.min(span - 1, Math.floor(random() * span));
  return sorted[index] ?? null;
}

import { describe, expect, it } from 'vitest';
import {
  ROTATION_ARTIST_SEPARATION,
  ROTATION_SONG_SEPARATION_MS,
} from '../../../shared/radio.constants.js';
import { chooseFromRotation, type RotationPlay } from './playout.rotation.js';

const MINUTE = 60_000;
const now = new Date('2026-11-26T12:00:00Z');
const track = (id: number, artist: string) => ({ id, artistKey: `name:${artist}` });
const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);
const play = (t: { id: number; artistKey: string }, minutesAgo: number): RotationPlay => ({
  trackId: t.id,
  artistKey: t.artistKey,
  startedAt: ago(minutesAgo),
});

/** Plays `rounds` tracks through the rotation, four minutes apart, newest first in `recent`. */
function simulate(
  library: { id: number; artistKey: string }[],
  rounds: number,
  random: () => number = Math.random,
) {
  const recent: RotationPlay[] = [];
  const order: { id: number; artistKey: string }[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const at = new Date(now.getTime() + i * 4 * MINUTE);
    const next = chooseFromRotation(library, recent, at, random);
    if (!next) throw new Error('the rotation chose nothing');
    order.push(next);
    recent.unshift({ trackId: next.id, artistKey: next.artistKey, startedAt: at });
  }
  return order;
}

describe('the AutoDJ rotation', () => {
  it('plays no artist twice within four tracks when the library allows it', () => {
    const library = Array.from({ length: 40 }, (_, i) => track(i + 1, `artist-${i % 8}`));
    const order = simulate(library, 200);
    for (let i = 0; i + ROTATION_ARTIST_SEPARATION <= order.length; i += 1) {
      const window = order.slice(i, i + ROTATION_ARTIST_SEPARATION).map((t) => t.artistKey);
      expect(new Set(window).size).toBe(ROTATION_ARTIST_SEPARATION);
    }
  });

  it('plays no song twice within two hours when the library allows it', () => {
    // 40 tracks of 4 minutes: 160 minutes of music, more than the two-hour window.
    const library = Array.from({ length: 40 }, (_, i) => track(i + 1, `artist-${i % 8}`));
    const order = simulate(library, 200);
    const lastAt = new Map<number, number>();
    order.forEach((t, i) => {
      const previous = lastAt.get(t.id);
      if (previous !== undefined) {
        expect((i - previous) * 4 * MINUTE).toBeGreaterThanOrEqual(ROTATION_SONG_SEPARATION_MS);
      }
      lastAt.set(t.id, i);
    });
  });

  it('with a small library keeps artists apart first and plays the song heard longest ago', () => {
    // Eight tracks by eight artists: 32 minutes, so the two-hour rule must give way.
    const library = Array.from({ length: 8 }, (_, i) => track(i + 1, `artist-${i}`));
    const order = simulate(library, 64);
    for (let i = 0; i + ROTATION_ARTIST_SEPARATION <= order.length; i += 1) {
      const window = order.slice(i, i + ROTATION_ARTIST_SEPARATION).map((t) => t.artistKey);
      expect(new Set(window).size).toBe(ROTATION_ARTIST_SEPARATION);
    }
    // Every track comes round before any plays a third time.
    const counts = new Map<number, number>();
    for (const t of order) counts.set(t.id, (counts.get(t.id) ?? 0) + 1);
    expect(Math.max(...counts.values()) - Math.min(...counts.values())).toBeLessThanOrEqual(1);
  });

  it('with one artist only still plays, never the same track twice in a row', () => {
    const library = [track(1, 'solo'), track(2, 'solo'), track(3, 'solo')];
    const order = simulate(library, 30);
    for (let i = 1; i < order.length; i += 1) expect(order[i]?.id).not.toBe(order[i - 1]?.id);
  });

  it('plays the only track again and again rather than nothing', () => {
    const only = track(7, 'lonely');
    expect(chooseFromRotation([only], [play(only, 3)], now)).toEqual(only);
  });

  it('chooses nothing from an empty library', () => {
    expect(chooseFromRotation([], [], now)).toBeNull();
  });

  it('puts tracks never played before ones played long ago', () => {
    const old = track(1, 'a');
    const fresh = track(2, 'b');
    const recent = [play(old, 300)];
    expect(chooseFromRotation([old, fresh], recent, now, () => 0)).toEqual(fresh);
  });

  it('does not play a library longer than the song window in a fixed order', () => {
    const library = Array.from({ length: 40 }, (_, i) => track(i + 1, `artist-${i % 10}`));
    let seed = 1;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const order = simulate(library, 120, random).map((t) => t.id);
    const firstRound = order.slice(0, 40).join(',');
    expect(order.slice(40, 80).join(',')).not.toBe(firstRound);
    expect(order.slice(80, 120).join(',')).not.toBe(firstRound);
  });
});

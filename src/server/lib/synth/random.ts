/**
 * A small seeded generator (mulberry32): the same seed gives the same numbers on every
 * machine, so a composition's variations, its noise and so its audio are the same each render.
 */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [0, count). */
  int(count: number): number;
  /** One of the items, each as likely as the others. */
  pick<T>(items: readonly T[]): T;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** A number in [low, high). */
  between(low: number, high: number): number;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (count: number) => Math.floor(next() * count);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      const item = items[int(items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
    between: (low, high) => low + next() * (high - low),
  };
}

/** A seed of its own for each part of a piece, so adding a part leaves the others as they were. */
export function childSeed(seed: number, name: string): number {
  let hash = seed >>> 0;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

import type { ChordSymbol, ModeName, MusicalKey, NoteName } from './spec.js';

const PITCH_CLASS: Record<NoteName, number> = {
  C: 0,
  'C#': 1,
  Db: 1,
  D: 2,
  'D#': 3,
  Eb: 3,
  E: 4,
  F: 5,
  'F#': 6,
  Gb: 6,
  G: 7,
  'G#': 8,
  Ab: 8,
  A: 9,
  'A#': 10,
  Bb: 10,
  B: 11,
};

/** Semitones of each degree above the tonic. */
export const MODES: Record<ModeName, readonly number[]> = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  dorian: [0, 2, 3, 5, 7, 9, 10],
  phrygian: [0, 1, 3, 5, 7, 8, 10],
  lydian: [0, 2, 4, 6, 7, 9, 11],
  mixolydian: [0, 2, 4, 5, 7, 9, 10],
  'harmonic-minor': [0, 2, 3, 5, 7, 8, 11],
};

/** MIDI note number of a note name in an octave (C4 = 60, A4 = 69). */
export const midiOf = (note: NoteName, octave: number) => 12 * (octave + 1) + PITCH_CLASS[note];

export const hzOf = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** A degree counted from 0 on the key's scale, any number of octaves up or down, as MIDI. */
export function scaleNote(key: MusicalKey, octave: number, degree: number): number {
  const scale = MODES[key.mode];
  const octaves = Math.floor(degree / 7);
  const step = degree - octaves * 7;
  return midiOf(key.root, octave) + 12 * octaves + (scale[step] ?? 0);
}

const NUMERALS = ['vii', 'iv', 'vi', 'v', 'iii', 'ii', 'i'] as const;
const DEGREE_OF: Record<(typeof NUMERALS)[number], number> = {
  i: 0,
  ii: 1,
  iii: 2,
  iv: 3,
  v: 4,
  vi: 5,
  vii: 6,
};

export interface Chord {
  /** Scale degree of the root, from 0. */
  degree: number;
  /** Scale steps above the root, in order: [0, 2, 4] for a triad. */
  steps: number[];
}

/** Reads a Roman-numeral chord ('VI', 'iv7', 'IIsus2'); throws on one it cannot read. */
export function parseChord(symbol: ChordSymbol): Chord {
  const lower = symbol.toLowerCase();
  const numeral = NUMERALS.find((candidate) => lower.startsWith(candidate));
  if (!numeral) throw new Error(`Not a chord numeral: ${symbol}`);
  const suffix = lower.slice(numeral.length).replace('°', '');
  const steps: Record<string, number[]> = {
    '': [0, 2, 4],
    '7': [0, 2, 4, 6],
    '9': [0, 2, 4, 6, 8],
    add9: [0, 2, 4, 8],
    sus2: [0, 1, 4],
    sus4: [0, 3, 4],
    '7sus4': [0, 3, 4, 6],
  };
  const chosen = steps[suffix];
  if (!chosen) throw new Error(`Unknown chord suffix in ${symbol}`);
  return { degree: DEGREE_OF[numeral], steps: chosen };
}

/** The chord's notes in root position from its root in `octave`, as MIDI. */
export function chordNotes(key: MusicalKey, chord: Chord, octave: number): number[] {
  return chord.steps.map((step) => scaleNote(key, octave, chord.degree + step));
}

/** The chord's root alone, in `octave`. */
export const chordRoot = (key: MusicalKey, chord: Chord, octave: number) =>
  scaleNote(key, octave, chord.degree);

/**
 * The chord's pitch classes laid out near `previous` (each voice moving as little as it can),
 * within an octave and a half around `centre`: pads then glide between chords instead of
 * jumping, as a player's hands would.
 */
export function voiceLead(notes: number[], previous: number[] | null, centre: number): number[] {
  const placed = notes.map((note) => {
    const target = previous ? nearest(previous, note) : centre;
    let best = note;
    for (let shift = -48; shift <= 48; shift += 12) {
      const candidate = note + shift;
      if (Math.abs(candidate - target) < Math.abs(best - target)) best = candidate;
    }
    return Math.min(centre + 12, Math.max(centre - 9, best));
  });
  return placed.sort((a, b) => a - b);
}

/** The note of `previous` closest to `note`'s pitch class, as the place to put it. */
function nearest(previous: number[], note: number): number {
  let best = previous[0] ?? note;
  let distance = Number.POSITIVE_INFINITY;
  for (const old of previous) {
    const offset = (((note - old) % 12) + 12) % 12;
    const step = Math.min(offset, 12 - offset);
    if (step < distance) {
      distance = step;
      best = old;
    }
  }
  return best;
}

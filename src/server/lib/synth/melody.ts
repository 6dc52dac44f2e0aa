import { childSeed, createRandom, type Random } from './random.js';
import type { DemoTrackSpec, NoteEvent, SectionSpec } from './spec.js';
import { type Chord, scaleNote } from './theory.js';

/*
 * Melodies as a songwriter builds them: a two-bar motif, heard, heard again with a new ending,
 * heard once more, then closed by a cadence on the chord's root. The motif is kept as steps of
 * the scale above the chord's root, so over the next chords it moves with the harmony as a
 * sequence does, and notes on strong beats are pulled onto the chord's own tones.
 */

interface MotifNote {
  /** Sixteenth within the two bars, 0 to 31. */
  step: number;
  length: number;
  /** Scale steps above the root of the chord the cell starts on. */
  offset: number;
}

const CELL_STEPS = 32;

function motifRhythm(random: Random, density: number): { step: number; length: number }[] {
  const lengths =
    density > 0.6 ? [2, 2, 2, 3, 4, 1] : density > 0.35 ? [2, 3, 4, 4, 6] : [4, 6, 8, 4];
  const notes: { step: number; length: number }[] = [];
  let step = random.chance(0.3) ? 2 : 0;
  // The cell breathes before the next: its last note ends by step 28.
  while (step < 26) {
    const length = Math.min(random.pick(lengths), 28 - step);
    notes.push({ step, length });
    step += length;
    if (random.chance(0.25 - density * 0.15)) step += 2;
  }
  return notes;
}

function motifContour(random: Random, count: number): number[] {
  const offsets: number[] = [random.pick([0, 2, 4])];
  for (let i = 1; i < count; i++) {
    const last = offsets[i - 1] ?? 0;
    let move = random.pick([-2, -1, -1, 1, 1, 2, 3, -3]);
    // Drift back towards the middle of the range rather than wander off it.
    if (last + move > 8 || last + move < -3) move = -move;
    offsets.push(last + move);
  }
  return offsets;
}

function makeMotif(random: Random, density: number): MotifNote[] {
  const rhythm = motifRhythm(random, density);
  const contour = motifContour(random, rhythm.length);
  return rhythm.map((note, i) => ({ ...note, offset: contour[i] ?? 0 }));
}

/** The same motif with a new ending: its last notes take another path. */
function vary(motif: MotifNote[], random: Random): MotifNote[] {
  return motif.map((note, i) =>
    i < motif.length - 2 ? note : { ...note, offset: note.offset + random.pick([-2, -1, 1, 2]) },
  );
}

/** The closing cell: the motif's first half, then a long note on the root. */
function cadence(motif: MotifNote[]): MotifNote[] {
  const head = motif.filter((note) => note.step < 14);
  const end = head.at(-1);
  const from = end ? end.step + end.length : 0;
  return [...head, { step: Math.max(from, 16), length: 12, offset: 0 }];
}

/** Nearest tone of the chord (as an absolute scale degree) to `degree`. */
function snapToChord(degree: number, chord: Chord): number {
  let best = degree;
  let distance = Number.POSITIVE_INFINITY;
  for (const step of chord.steps.slice(0, 3)) {
    const tone = chord.degree + step;
    for (const octave of [-7, 0, 7]) {
      const candidate = tone + octave + 7 * Math.round((degree - tone) / 7);
      const d = Math.abs(candidate - degree);
      if (d < distance) {
        distance = d;
        best = candidate;
      }
    }
  }
  return best;
}

export function writeMelody(
  spec: DemoTrackSpec,
  section: SectionSpec,
  chords: Chord[],
  start: number,
  barSeconds: number,
  sectionIndex: number,
): NoteEvent[] {
  const theme = section.theme ?? 'a';
  const themeRandom = createRandom(childSeed(spec.seed, `theme-${theme}`));
  const motif = makeMotif(themeRandom, spec.lead.density);
  const varied = vary(motif, themeRandom);
  const cells = [motif, varied, motif, cadence(motif)];
  const feel = createRandom(childSeed(spec.seed, `lead-${sectionIndex}`));
  const step = barSeconds / 16;
  const notes: NoteEvent[] = [];
  let previous = 2;
  for (let cell = 0; cell * 2 < section.bars; cell++) {
    const pattern = cells[cell % cells.length] ?? motif;
    const cellChord = chords[cell * 2];
    if (!cellChord) break;
    // The motif moves with the chord's root, up or down, to wherever its first note lies
    // nearest the note before (within the lead's range), as a singer would take it.
    const opening = pattern[0]?.offset ?? 0;
    const distance = (root: number) => Math.abs(root + opening - previous);
    const root = [cellChord.degree - 7, cellChord.degree + 7]
      .filter((candidate) => candidate + opening >= -3 && candidate + opening <= 9)
      .reduce(
        (best, candidate) => (distance(candidate) < distance(best) ? candidate : best),
        cellChord.degree,
      );
    for (const note of pattern) {
      const bar = cell * 2 + Math.floor(note.step / 16);
      const chord = chords[bar];
      if (!chord) continue;
      let degree = root + note.offset;
      if (note.step % 8 === 0 || note.length >= 6) degree = snapToChord(degree, chord);
      const accent = note.step % 16 === 0 ? 1 : note.step % 4 === 0 ? 0.85 : 0.7;
      previous = degree;
      notes.push({
        time: start + (cell * CELL_STEPS + note.step) * step,
        duration: note.length * step * 0.92,
        midi: scaleNote(spec.key, spec.lead.octave, degree),
        velocity: accent * feel.between(0.88, 1),
      });
    }
  }
  return notes;
}

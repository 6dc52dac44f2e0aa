import { writeMelody } from './melody.js';
import { childSeed, createRandom } from './random.js';
import type { DemoTrackSpec, Layer, NoteEvent, SectionSpec } from './spec.js';
import { type Chord, chordNotes, chordRoot, parseChord, scaleNote, voiceLead } from './theory.js';

/*
 * The arranger: a spec in, every note and drum hit of the track out, in seconds. Nothing
 * here makes sound; the render turns the score into audio a stretch at a time.
 */

export type { NoteEvent } from './spec.js';

export interface ChordEvent {
  time: number;
  duration: number;
  midis: number[];
}

export type DrumVoice = 'kick' | 'snare' | 'clap' | 'hat' | 'openHat' | 'crash' | 'tom';

export interface DrumHit {
  time: number;
  voice: DrumVoice;
  velocity: number;
  /** For toms: how high, 0 (floor) to 1 (high). */
  pitch?: number;
}

/** How open the pad and arp filters are, 0 (dark) to 1 (bright), moving linearly between. */
export interface BrightnessPoint {
  time: number;
  value: number;
}

export interface BarInfo {
  time: number;
  section: number;
  chord: Chord;
}

export interface Score {
  barSeconds: number;
  /** Where the music ends: the last bar's end (a cold ending rings on after it). */
  endSeconds: number;
  bars: BarInfo[];
  sections: { part: SectionSpec['part']; start: number; end: number }[];
  pad: ChordEvent[];
  bass: NoteEvent[];
  arp: NoteEvent[];
  lead: NoteEvent[];
  drums: DrumHit[];
  brightness: BrightnessPoint[];
  /** A fade of the whole mix to silence, for tracks that do not end cold. */
  fadeOut: { start: number; end: number } | null;
}

const has = (section: SectionSpec, layer: Layer) => section.layers.includes(layer);

/** Each bar's chord, following the section's progression from its first bar. */
function chordsOf(spec: DemoTrackSpec, section: SectionSpec): Chord[] {
  const symbols =
    section.chords === 'alt' && spec.altProgression ? spec.altProgression : spec.progression;
  const per = spec.barsPerChord ?? 1;
  const chords = symbols.map(parseChord);
  return Array.from({ length: section.bars }, (_, bar) => {
    const chord = chords[Math.floor(bar / per) % chords.length];
    if (!chord) throw new Error(`${spec.id} has an empty progression`);
    return chord;
  });
}

const BRIGHTNESS: Record<NonNullable<SectionSpec['filter']>, [number, number]> = {
  open: [0.85, 0.85],
  closed: [0.35, 0.35],
  rise: [0.15, 0.9],
  fall: [0.85, 0.1],
};

export function arrange(spec: DemoTrackSpec): Score {
  const barSeconds = (4 * 60) / spec.bpm;
  const step = barSeconds / 16;
  const random = createRandom(childSeed(spec.seed, 'arrangement'));
  const swing = (index: number) => (index % 2 === 1 ? (spec.drums.swing ?? 0) * step : 0);
  const score: Score = {
    barSeconds,
    endSeconds: 0,
    bars: [],
    sections: [],
    pad: [],
    bass: [],
    arp: [],
    lead: [],
    drums: [],
    brightness: [],
    fadeOut: null,
  };

  let time = 0;
  let voicing: number[] | null = null;
  spec.sections.forEach((section, index) => {
    const start = time;
    const chords = chordsOf(spec, section);
    const [from, to] = BRIGHTNESS[section.filter ?? 'open'];
    score.sections.push({ part: section.part, start, end: start + section.bars * barSeconds });
    score.brightness.push(
      { time: start, value: from },
      {
        time: start + section.bars * barSeconds,
        value: to,
      },
    );
    const previous = spec.sections[index - 1];
    const drumsHere = has(section, 'drums') || has(section, 'half');
    const drumsBefore = previous && (has(previous, 'drums') || has(previous, 'half'));
    if (drumsHere && (!drumsBefore || section.part === 'chorus')) {
      score.drums.push({ time: start, voice: 'crash', velocity: 0.9 });
    }

    chords.forEach((chord, bar) => {
      const barStart = start + bar * barSeconds;
      score.bars.push({ time: barStart, section: index, chord });
      const per = spec.barsPerChord ?? 1;
      if (has(section, 'pad') && bar % per === 0) {
        const notes = chordNotes(spec.key, chord, spec.pad.octave);
        const filled = notes.slice(0, 4);
        voicing = voiceLead(filled, voicing, midiCentre(spec.pad.octave));
        const bars = Math.min(per, section.bars - bar);
        score.pad.push({ time: barStart, duration: bars * barSeconds, midis: voicing });
      }
      if (has(section, 'bass')) bassBar(spec, chord, barStart, step, score, swing);
      if (has(section, 'arp')) arpBar(spec, chord, barStart, barSeconds, score, random);
      const last = bar === section.bars - 1;
      drumBar(spec, section, barStart, step, last, score, random, swing);
    });
    if (has(section, 'lead')) {
      score.lead.push(...writeMelody(spec, section, chords, start, barSeconds, index));
    }
    time += section.bars * barSeconds;
  });
  score.endSeconds = time;
  const outro = score.sections.at(-1);
  if (!spec.coldEnding && outro) score.fadeOut = { start: outro.start, end: outro.end };
  return score;
}

const midiCentre = (octave: number) => 12 * (octave + 1) + 7;

function bassBar(
  spec: DemoTrackSpec,
  chord: Chord,
  barStart: number,
  step: number,
  score: Score,
  swing: (index: number) => number,
) {
  const root = chordRoot(spec.key, chord, spec.bass.octave);
  const pattern = spec.bass.pattern.padEnd(16, '.');
  for (let i = 0; i < 16; i++) {
    const symbol = pattern[i];
    if (symbol === '.' || symbol === '-') continue;
    let length = 1;
    while (pattern[i + length] === '-') length++;
    const offset =
      symbol === 'o'
        ? 12
        : symbol === '5'
          ? scaleNote(spec.key, spec.bass.octave, chord.degree + 4) - root
          : symbol === '3'
            ? scaleNote(spec.key, spec.bass.octave, chord.degree + 2) - root
            : 0;
    score.bass.push({
      time: barStart + i * step + swing(i),
      duration: length * step * 0.85,
      midi: root + offset,
      velocity: i % 4 === 0 ? 1 : 0.8,
    });
  }
}

function arpBar(
  spec: DemoTrackSpec,
  chord: Chord,
  barStart: number,
  barSeconds: number,
  score: Score,
  random: ReturnType<typeof createRandom>,
) {
  const notes = chordNotes(spec.key, chord, spec.arp.octave);
  const ladder = [...notes, ...notes.map((note) => note + 12)];
  const { pattern, rate } = spec.arp;
  const length = barSeconds / rate;
  for (let i = 0; i < rate; i++) {
    const index = pattern[i % pattern.length] ?? 0;
    if (index < 0) continue;
    const midi = ladder[index % ladder.length] ?? 60;
    const accent = i % (rate / 4) === 0 ? 1 : 0.75;
    score.arp.push({
      time: barStart + i * length,
      duration: length * 0.7,
      midi,
      velocity: accent * random.between(0.85, 1),
    });
  }
}

function drumBar(
  spec: DemoTrackSpec,
  section: SectionSpec,
  barStart: number,
  step: number,
  lastBar: boolean,
  score: Score,
  random: ReturnType<typeof createRandom>,
  swing: (index: number) => number,
) {
  const full = has(section, 'drums');
  const half = has(section, 'half');
  const d = spec.drums;
  const lanes: [NonNullable<DrumHit['voice']>, string | undefined][] = [];
  if (full || half || has(section, 'kick')) {
    lanes.push(['kick', half ? (d.halfKick ?? 'x.........x.....') : d.kick]);
  }
  if (full) lanes.push(['snare', d.snare], ['clap', d.clap]);
  if (half) lanes.push(['snare', d.halfSnare ?? '........x.......']);
  if (full || half || has(section, 'hats')) lanes.push(['hat', d.hat], ['openHat', d.openHat]);

  const fill = lastBar && section.fill && (full || half);
  for (const [voice, pattern] of lanes) {
    if (!pattern) continue;
    for (let i = 0; i < 16; i++) {
      if (fill && i >= 12 && voice !== 'kick') continue;
      const symbol = pattern[i];
      if (symbol !== 'x' && symbol !== 'X') continue;
      const base = symbol === 'X' ? 1 : voice === 'hat' ? (i % 4 === 2 ? 0.8 : 0.55) : 0.85;
      score.drums.push({
        time: barStart + i * step + swing(i),
        voice,
        velocity: Math.min(1, base * random.between(0.9, 1.08)),
      });
    }
  }
  if (fill) {
    // Four sixteenths of toms falling from high to floor, or a snare roll growing louder.
    const toms = random.chance(0.5);
    for (let i = 12; i < 16; i++) {
      score.drums.push({
        time: barStart + i * step,
        voice: toms ? 'tom' : 'snare',
        velocity: toms ? 0.85 : 0.5 + (i - 12) * 0.15,
        pitch: 1 - (i - 12) / 3,
      });
    }
  }
}

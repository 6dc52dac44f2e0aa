/*
 * A demo track is data: tempo, key, chords, patterns and the order of its sections. The
 * arranger turns it into notes, the instruments into sound. Specs are plain JSON (no
 * functions), so a spec can be hashed to tell whether a rendered copy is still current.
 */

export type NoteName =
  | 'C'
  | 'C#'
  | 'Db'
  | 'D'
  | 'D#'
  | 'Eb'
  | 'E'
  | 'F'
  | 'F#'
  | 'Gb'
  | 'G'
  | 'G#'
  | 'Ab'
  | 'A'
  | 'A#'
  | 'Bb'
  | 'B';

export type ModeName =
  | 'major'
  | 'minor'
  | 'dorian'
  | 'phrygian'
  | 'lydian'
  | 'mixolydian'
  | 'harmonic-minor';

export interface MusicalKey {
  root: NoteName;
  mode: ModeName;
}

/**
 * A chord as a Roman numeral on the key's scale ('i', 'VI', 'iv7', 'IVsus2', 'ii9'): the
 * numeral picks the degree, the scale gives the chord's quality (its case is for the reader),
 * and a suffix adds a seventh ('7'), a ninth ('9', 'add9') or suspends the third ('sus2',
 * 'sus4').
 */
export type ChordSymbol = string;

/**
 * Sixteen steps of one bar, one character each. Drums: 'x' a hit, 'X' an accent, '.' none.
 * Bass: 'x' the chord's root, 'o' its octave, '5' its fifth, '3' its third, '-' holds the
 * note before, '.' rests.
 */
export type StepPattern = string;

export interface DrumPatterns {
  kick: StepPattern;
  snare: StepPattern;
  hat: StepPattern;
  openHat?: StepPattern;
  clap?: StepPattern;
  /** Used for sections played in half time ('half' drums). */
  halfKick?: StepPattern;
  halfSnare?: StepPattern;
}

export type LeadSound = 'saw' | 'square' | 'bell' | 'brass' | 'sync';
export type ArpSound = 'pluck' | 'square' | 'glass' | 'saw';
export type PadSound = 'warm' | 'glass' | 'choir' | 'dark';
export type BassSound = 'saw' | 'square' | 'pulse' | 'sub';

/** What plays in a section. 'drums' is the whole kit; 'half' the kit in half time. */
export type Layer =
  | 'drums'
  | 'half'
  | 'kick'
  | 'hats'
  | 'bass'
  | 'pad'
  | 'arp'
  | 'lead'
  | 'counter';

export interface SectionSpec {
  part: 'intro' | 'verse' | 'chorus' | 'breakdown' | 'bridge' | 'outro';
  bars: number;
  layers: Layer[];
  /** Which progression: the main one or the alternative (for a chorus or bridge). */
  chords?: 'main' | 'alt';
  /** How the filters of pad and arp move through the section. */
  filter?: 'open' | 'rise' | 'fall' | 'closed';
  /** The section's last bar ends with a drum fill into the next. */
  fill?: boolean;
  /** The lead plays its second theme here. */
  theme?: 'a' | 'b';
}

export interface DemoTrackSpec {
  /** Stable kebab-case name: also the name of its files. */
  id: string;
  title: string;
  artist: string;
  bpm: number;
  key: MusicalKey;
  /** Varies the melody, the fills and the small irregularities of playing. */
  seed: number;
  progression: ChordSymbol[];
  altProgression?: ChordSymbol[];
  /** Bars each chord lasts: 1 by default, 2 for slower harmony. */
  barsPerChord?: number;
  arp: {
    sound: ArpSound;
    /** Indexes into the chord's notes from low to high, over two octaves; -1 rests. */
    pattern: number[];
    /** Notes per bar: 8, 12 (triplets) or 16. */
    rate: 8 | 12 | 16;
    octave: number;
  };
  bass: { sound: BassSound; pattern: StepPattern; octave: number };
  pad: { sound: PadSound; octave: number };
  lead: {
    sound: LeadSound;
    octave: number;
    /** 0 to 1: how busy the melody is. */
    density: number;
  };
  drums: DrumPatterns & {
    /** Delays every second sixteenth by this fraction of a sixteenth (0 to 0.5). */
    swing?: number;
    /** A big gated reverb on the snare, the sound of the decade. */
    gatedSnare?: boolean;
  };
  sections: SectionSpec[];
  /** Effect levels, 0 to 1. */
  mix?: { reverb?: number; delay?: number; drive?: number };
  /** The last chord rings out (true) or the track fades out over its outro. */
  coldEnding?: boolean;
}

/** One note the score plays: when, how long (seconds), which (MIDI number) and how hard. */
export interface NoteEvent {
  time: number;
  duration: number;
  midi: number;
  /** 0 to 1. */
  velocity: number;
}

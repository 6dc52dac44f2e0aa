/*
 * Envelopes written to AudioParams so that node-web-audio-api renders them as the Web Audio
 * specification says. Its 1.0 renderer computes a setTargetAtTime curve wrongly unless a
 * setValueAtTime at the same moment comes first (before the target's start it extrapolates
 * the curve backwards to values of 1e20; after a ramp it jumps). So every movement is kept
 * here first, sorted, with the value the parameter will have at each change worked out, and
 * written as setValueAtTime(value now) + setTargetAtTime(...) pairs: the curve is continuous
 * and renders as modelled (checked to 1e-7 over hundreds of events).
 */

type Move =
  | { kind: 'set'; time: number; value: number }
  | { kind: 'target'; time: number; value: number; timeConstant: number }
  | { kind: 'linear' | 'exponential'; time: number; value: number };

/** Where a parameter is heading from `time` on. */
type Segment =
  | { kind: 'hold'; value: number }
  | { kind: 'target'; time: number; from: number; value: number; timeConstant: number }
  | { kind: 'linear' | 'exponential'; time: number; from: number; end: number; value: number };

function valueAt(segment: Segment, time: number): number {
  switch (segment.kind) {
    case 'hold':
      return segment.value;
    case 'target': {
      const { from, value, timeConstant } = segment;
      return value + (from - value) * Math.exp(-(time - segment.time) / timeConstant);
    }
    default: {
      if (time >= segment.end) return segment.value;
      const share = (time - segment.time) / (segment.end - segment.time);
      return segment.kind === 'linear'
        ? segment.from + (segment.value - segment.from) * share
        : segment.from * (segment.value / segment.from) ** share;
    }
  }
}

export class Automation {
  private moves: Move[] = [];

  constructor(
    private readonly param: AudioParam,
    private readonly initial: number,
  ) {
    param.value = initial;
  }

  /** Jumps to `value` at `time`. */
  set(value: number, time: number) {
    this.moves.push({ kind: 'set', time, value });
  }

  /** Heads towards `value` from `time`, covering 63% of the way each `timeConstant` seconds. */
  target(value: number, time: number, timeConstant: number) {
    this.moves.push({ kind: 'target', time, value, timeConstant });
  }

  /** Ramps from the move before to `value`, arriving at `time`: in Hz, evenly in pitch. */
  exponential(value: number, time: number) {
    this.moves.push({ kind: 'exponential', time, value });
  }

  /** Ramps in a straight line from the move before to `value`, arriving at `time`. */
  linear(value: number, time: number) {
    this.moves.push({ kind: 'linear', time, value });
  }

  /**
   * Writes the moves to the parameter in time order. Of two moves at the same moment the one
   * made later wins, as a note's attack overrides the release of the note before.
   */
  flush() {
    const moves = this.moves
      // Times to the microsecond, so that a release and the next attack computed by different
      // sums (a bar's start, a chord's start plus its length) count as the same moment.
      .map((move, order) => ({ move: { ...move, time: Math.round(move.time * 1e6) / 1e6 }, order }))
      .sort((a, b) => a.move.time - b.move.time || a.order - b.order)
      .map(({ move }) => move)
      .filter((move, i, all) => all[i + 1]?.time !== move.time || move.kind !== all[i + 1]?.kind);
    this.moves = [];
    let segment: Segment = { kind: 'hold', value: this.initial };
    let last = 0;
    for (const move of moves) {
      const time = Math.max(0, move.time);
      if (move.kind === 'set') {
        this.param.setValueAtTime(move.value, time);
        segment = { kind: 'hold', value: move.value };
      } else if (move.kind === 'target') {
        const now = valueAt(segment, time);
        this.param.setValueAtTime(now, time);
        this.param.setTargetAtTime(move.value, time, move.timeConstant);
        segment = {
          kind: 'target',
          time,
          from: now,
          value: move.value,
          timeConstant: move.timeConstant,
        };
      } else {
        const from = valueAt(segment, last);
        if (move.kind === 'linear') this.param.linearRampToValueAtTime(move.value, time);
        else this.param.exponentialRampToValueAtTime(move.value, time);
        segment = { kind: move.kind, time: last, from, end: time, value: move.value };
      }
      last = time;
    }
  }
}

/** The automations of one render, written out together once every note is placed. */
export class Automations {
  private readonly all: Automation[] = [];

  /**
   * The automation of `param`, which from then on is computed once per 128-sample block
   * (k-rate) unless `audioRate`: automated at audio rate a filter recomputes its coefficients
   * every sample and costs ten times as much, and a block (2.9 ms) is finer than a pitch or a
   * filter sweep needs. Only attacks that must be sample-sharp (kick, snare) ask for audioRate.
   */
  of(param: AudioParam, options: { audioRate?: boolean } = {}): Automation {
    if (!options.audioRate) param.automationRate = 'k-rate';
    const automation = new Automation(param, param.value);
    this.all.push(automation);
    return automation;
  }

  flush() {
    for (const automation of this.all) automation.flush();
  }
}

const KEEP_MARKS = 8;

interface RingFrame {
  data: Uint8Array;
  durationMs: number;
}

interface TitleMark {
  /** Stream byte offset of the first byte of the track's first frame. */
  offset: number;
  title: string;
}

/**
 * The last few seconds of the stream as sent, whole frames only, and the titles that were on
 * air over them. A new listener starts with this burst so playback begins at once instead of
 * after the player has buffered in real time. Offsets count every audio byte ever sent.
 */
export class BurstRing {
  private frames: RingFrame[] = [];
  private head = 0;
  private bytes = 0;
  private durationMs = 0;
  private marks: TitleMark[] = [];
  private cached: Buffer | undefined;
  /** Stream offset of the first byte held. */
  private start = 0;

  constructor(private readonly keepMs: number) {}

  /** Records a title change at `offset` (the first byte of the new track's first frame). */
  mark(offset: number, title: string) {
    this.marks.push({ offset, title });
  }

  push(data: Uint8Array, durationMs: number) {
    this.frames.push({ data, durationMs });
    this.bytes += data.length;
    this.durationMs += durationMs;
    this.cached = undefined;
    // Keep just enough whole frames to cover keepMs.
    let first = this.frames[this.head];
    while (first && this.durationMs - first.durationMs >= this.keepMs) {
      this.bytes -= first.data.length;
      this.durationMs -= first.durationMs;
      this.start += first.data.length;
      this.head += 1;
      first = this.frames[this.head];
    }
    if (this.head > 1024) {
      this.frames = this.frames.slice(this.head);
      this.head = 0;
    }
    // Old marks go once a later one is before the held range; a few are kept, since one tick's
    // chunk (a catch-up after a stall) can reach back before the ring.
    while (this.marks.length > KEEP_MARKS && (this.marks[1]?.offset ?? this.start) < this.start) {
      this.marks.shift();
    }
  }

  /** The held frames as one Buffer (shared by every listener that joins before the next push). */
  burst(): { bytes: Buffer; offset: number } {
    this.cached ??= Buffer.concat(this.frames.slice(this.head).map((frame) => frame.data));
    return { bytes: this.cached, offset: this.start };
  }

  /** Audio bytes per millisecond over the held frames; `fallback` when empty. */
  bytesPerMs(fallback: number): number {
    return this.durationMs > 0 ? this.bytes / this.durationMs : fallback;
  }

  /** The title on air just before stream byte `offset` (the last track begun before it). */
  titleAt = (offset: number): string => {
    for (let i = this.marks.length - 1; i >= 0; i -= 1) {
      const mark = this.marks[i];
      if (mark && mark.offset < offset) return mark.title;
    }
    return this.marks[0]?.title ?? '';
  };

  /** Forgets the held audio (after a gap, it would be stale), keeping offsets and titles. */
  clear() {
    this.start += this.bytes;
    this.frames = [];
    this.head = 0;
    this.bytes = 0;
    this.durationMs = 0;
    this.cached = undefined;
  }

  /** Stream offset just past the last byte held. */
  get end() {
    return this.start + this.bytes;
  }
}

/**
 * ICY (Shoutcast/Icecast) in-band metadata. A listener that asks for it with `Icy-MetaData: 1`
 * gets, after every `icy-metaint` bytes of audio, one length byte N and then N×16 bytes of
 * metadata text, NUL-padded; N = 0 means "no change".
 */

/**
 * Titles longer than this are cut: players show one line. 256 characters of at most 4 UTF-8
 * bytes each always fit a block, whose length byte counts 16-byte units up to 255 (4,080 bytes).
 */
const MAX_TITLE_CHARS = 256;
const PREFIX = "StreamTitle='";
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;
const SUFFIX = "';";

/** A zero length byte: the title is the same as in this listener's previous block. */
export const ICY_UNCHANGED = Buffer.from([0]);

/**
 * The title as it can travel inside `StreamTitle='…';`: without control characters (a NUL ends
 * the text for most readers) and without the quote-semicolon pair that readers take for the
 * end of the value, cut to a sensible length.
 */
export function icyTitle(title: string): string {
  const clean = title.replace(CONTROL_CHARACTERS, ' ').replace(/';+/g, "'").trim();
  const chars = Array.from(clean);
  // A title ending in a quote stays safe: the first quote-semicolon pair is still the closing one.
  return chars.length > MAX_TITLE_CHARS ? chars.slice(0, MAX_TITLE_CHARS).join('') : clean;
}

/** The whole metadata block (length byte included) that announces `title`. */
export function icyMetadataBlock(title: string): Buffer {
  const text = `${PREFIX}${icyTitle(title)}${SUFFIX}`;
  const body = Buffer.from(text);
  const units = Math.ceil(body.length / 16);
  const block = Buffer.alloc(1 + units * 16);
  block[0] = units;
  body.copy(block, 1);
  return block;
}

/** Where one listener is in its own metadata rhythm. */
export interface IcyState {
  /** The stream byte offset (counted over audio bytes only) after which its next block goes. */
  nextBlockAt: number;
  /** The title its last block announced; undefined before its first block. */
  lastTitle: string | undefined;
}

/** Gives the (already cleaned) title on air just before stream byte `offset`. */
export type TitleAt = (offset: number) => string;

/**
 * The bytes to write to one ICY listener for the audio `chunk` that starts at stream byte
 * offset `chunkStart`: the chunk itself when no block falls inside it (the common case, no
 * copy), else the audio with its blocks in place as one Buffer, so each listener still gets a
 * single write.
 */
export function withIcyBlocks(
  chunk: Buffer,
  chunkStart: number,
  state: IcyState,
  metaInt: number,
  titleAt: TitleAt,
  blockFor: (title: string) => Buffer,
): Buffer {
  const chunkEnd = chunkStart + chunk.length;
  if (state.nextBlockAt > chunkEnd) return chunk;
  const pieces: Buffer[] = [];
  let from = 0;
  while (state.nextBlockAt <= chunkEnd) {
    const at = state.nextBlockAt - chunkStart;
    pieces.push(chunk.subarray(from, at));
    const title = titleAt(state.nextBlockAt);
    if (title === state.lastTitle) {
      pieces.push(ICY_UNCHANGED);
    } else {
      pieces.push(blockFor(title));
      state.lastTitle = title;
    }
    from = at;
    state.nextBlockAt += metaInt;
  }
  pieces.push(chunk.subarray(from));
  return Buffer.concat(pieces);
}

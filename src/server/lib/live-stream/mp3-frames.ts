import CodecParser, { type CodecFrame, type MPEGHeader } from 'codec-parser';

/** One whole MPEG audio frame as it goes on the wire, with what pacing and checks need. */
export interface Mp3Frame {
  /** The frame's bytes, header included; a view into the parsed track's memory. */
  data: Uint8Array;
  durationMs: number;
  sampleRate: number;
  channels: number;
  bitrateKbps: number;
  /** "Layer III" for MP3. */
  layer: string;
}

/**
 * Bytes handed to the parser before the event loop gets a turn: a five-minute track parses in
 * about 120 ms of CPU, which would hold up every listener's next tick if done at once; 64 KB
 * pieces take a few milliseconds each.
 */
const PARSE_PIECE_BYTES = 64 * 1024;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

// Encoders put a Xing/Info (LAME) or VBRI (Fraunhofer) tag in a first frame that carries no
// audio; in the middle of a stream a player would take it for a real frame of silence or noise.
const TAG_NAMES = ['Xing', 'Info', 'VBRI'];
/** The tag sits right after the header, CRC and side information: from byte 13 to byte 40. */
const TAG_SEARCH_END = 48;

function isEncoderTagFrame(data: Uint8Array): boolean {
  const head = Buffer.from(data.buffer, data.byteOffset, Math.min(data.length, TAG_SEARCH_END));
  const text = head.toString('latin1');
  return TAG_NAMES.some((name) => text.includes(name, 4));
}

function toFrame(frame: CodecFrame): Mp3Frame {
  const header = frame.header as MPEGHeader;
  return {
    data: frame.data,
    durationMs: frame.duration,
    sampleRate: header.sampleRate,
    channels: header.channels,
    bitrateKbps: header.bitrate,
    layer: header.layer,
  };
}

/**
 * Splits a whole MP3 file into its audio frames, in order. ID3 tags, encoder tag frames and any
 * bytes that are not part of a run of valid frames are left out, so what comes back can be
 * sent frame after frame into a live stream. Yields to the event loop between pieces. A file
 * with no frames gives an empty array; whatever the parser throws is passed on.
 */
export async function readMp3Frames(bytes: Uint8Array): Promise<Mp3Frame[]> {
  const parser = new CodecParser<CodecFrame>('audio/mpeg', {
    enableLogging: false,
    enableFrameCRC32: false,
  });
  const frames: Mp3Frame[] = [];
  for (let start = 0; start < bytes.length; start += PARSE_PIECE_BYTES) {
    if (start > 0) await yieldToEventLoop();
    const iterator = parser.parseChunk(bytes.subarray(start, start + PARSE_PIECE_BYTES));
    for (let next = iterator.next(); !next.done; next = iterator.next()) {
      frames.push(toFrame(next.value));
    }
  }
  const rest = parser.flush();
  for (let next = rest.next(); !next.done; next = rest.next()) frames.push(toFrame(next.value));
  const first = frames[0];
  if (first && isEncoderTagFrame(first.data)) frames.shift();
  return frames;
}

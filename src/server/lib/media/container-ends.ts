import { open } from 'node:fs/promises';

/*
 * Two containers hide a cut-off end from both music-metadata and ffmpeg: a WAV cut on a
 * sample boundary decodes cleanly (its length is taken from the file, not the header), and an
 * Ogg file cut mid-stream reports the length of what is left. Their own bytes tell: the WAV
 * header promises more data than the file holds; the last Ogg page lacks end-of-stream.
 */

async function readAt(path: string, position: number, length: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** Headers before the data chunk (fmt, LIST, bext…) fit in this much in any sane WAV. */
const WAV_HEADER_SCAN = 64 * 1024;
/** What a writer that could not seek back leaves as the data size: "unknown". */
const WAV_SIZE_UNKNOWN = [0, 0xffffffff];

/** Whether the WAV's data chunk claims more bytes than follow it in the file. */
export async function wavIsCut(path: string, sizeBytes: number): Promise<boolean> {
  const head = await readAt(path, 0, Math.min(sizeBytes, WAV_HEADER_SCAN));
  let offset = 12; // "RIFF", its size, "WAVE"
  while (offset + 8 <= head.length) {
    const id = head.toString('latin1', offset, offset + 4);
    const size = head.readUInt32LE(offset + 4);
    if (id === 'data') {
      return !WAV_SIZE_UNKNOWN.includes(size) && offset + 8 + size > sizeBytes;
    }
    offset += 8 + size + (size % 2); // chunks are padded to an even length
  }
  return false; // No data chunk in reach: nothing to compare, so no verdict against the file.
}

/** The largest Ogg page: a 27-byte header, 255 lacing values, 255 × 255 bytes of body. */
const OGG_MAX_PAGE = 27 + 255 + 255 * 255;
const OGG_END_OF_STREAM = 0x04;

/**
 * Whether an Ogg file ends without an end-of-stream page. The last complete page is found from
 * the end, checking the version byte and that the page fits, so that "OggS" inside compressed
 * audio (or junk appended after the stream) is not mistaken for it.
 */
export async function oggIsCut(path: string, sizeBytes: number): Promise<boolean> {
  const tailLength = Math.min(sizeBytes, 2 * OGG_MAX_PAGE);
  const tail = await readAt(path, sizeBytes - tailLength, tailLength);
  // A negative offset would search from the end again, hence the explicit stop at 0.
  const before = (at: number) => (at > 0 ? tail.lastIndexOf('OggS', at - 1) : -1);
  for (let at = tail.lastIndexOf('OggS'); at >= 0; at = before(at)) {
    if (at + 27 > tail.length || tail[at + 4] !== 0) continue;
    const segments = tail[at + 26] ?? 0;
    if (at + 27 + segments > tail.length) continue;
    let body = 0;
    for (let i = 0; i < segments; i++) body += tail[at + 27 + i] ?? 0;
    if (at + 27 + segments + body > tail.length) continue;
    return ((tail[at + 5] ?? 0) & OGG_END_OF_STREAM) === 0;
  }
  return true; // Not one whole page in the last 128 KB.
}

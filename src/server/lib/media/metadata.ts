import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type/node';
import { type IAudioMetadata, parseStream } from 'music-metadata';

/**
 * Tags and stated length of an audio file. The parser is chosen by the type read from the
 * bytes, never by the file name: parseFile goes by the extension, and a temporary upload may
 * have none, or a wrong one. `duration: true` makes music-metadata work the length out where
 * the container does not state it (VBR MP3 without a Xing header, raw AAC). Throws what
 * music-metadata throws on a file it cannot parse.
 */
export async function readAudioMetadata(path: string, mimeType?: string): Promise<IAudioMetadata> {
  const type = mimeType ?? (await fileTypeFromFile(path, { mpegOffsetTolerance: 10 }))?.mime;
  const { size } = await stat(path);
  const stream = createReadStream(path);
  try {
    return await parseStream(
      stream,
      { mimeType: type, size },
      { duration: true, skipCovers: true },
    );
  } finally {
    // The parser stops reading once it has what it needs; the rest of the file is not read.
    stream.destroy();
  }
}

/** A number that is really there: present, finite and above zero (music-metadata can say -0.0065). */
export const positive = (value: number | undefined): number | undefined =>
  value !== undefined && Number.isFinite(value) && value > 0 ? value : undefined;

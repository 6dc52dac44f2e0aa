import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ffmpegPath } from '../../lib/media/ffmpeg.js';

const run = promisify(execFile);

/**
 * A real MP3 as the station plays it (CBR, 44.1 kHz unless told, stereo unless told): a sine of
 * `frequency` Hz made by ffmpeg in `dir`. ffmpeg's MP3 muxer adds an ID3v2 tag and a LAME Info
 * frame, which the stream has to leave out.
 */
export async function sineMp3(
  dir: string,
  name: string,
  seconds: number,
  frequency: number,
  options: { sampleRate?: number; channels?: 1 | 2; bitrate?: string } = {},
): Promise<Buffer> {
  const file = join(dir, name);
  await run(ffmpegPath(), [
    '-v',
    'error',
    '-nostdin',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${frequency}:duration=${seconds}:sample_rate=${options.sampleRate ?? 44_100}`,
    '-ac',
    String(options.channels ?? 2),
    '-ar',
    String(options.sampleRate ?? 44_100),
    '-c:a',
    'libmp3lame',
    '-b:a',
    options.bitrate ?? '128k',
    '-metadata',
    `title=Sine ${frequency}`,
    '-f',
    'mp3',
    file,
  ]);
  return readFile(file);
}

/** Decodes an MP3 file with ffmpeg and answers what it reported as errors (empty: none). */
export async function decodeErrors(file: string): Promise<string> {
  const { stderr } = await run(ffmpegPath(), [
    '-v',
    'error',
    '-nostdin',
    '-i',
    file,
    '-f',
    'null',
    '-',
  ]);
  return stderr;
}

import { stat } from 'node:fs/promises';
import { type FileTypeResult, fileTypeFromFile } from 'file-type/node';
import type { IAudioMetadata } from 'music-metadata';
import { oggIsCut, wavIsCut } from './container-ends.js';
import { FfmpegError, type FfmpegOptions } from './ffmpeg.js';
import { positive, readAudioMetadata } from './metadata.js';
import { decodeMonoPcm, PCM_RATE } from './pcm.js';

export type AudioRejectionCode = 'NOT_AUDIO' | 'UNREADABLE' | 'TOO_LARGE' | 'TOO_LONG' | 'EMPTY';

/** Why an upload is not taken as a song; `message` is written for the person who sent it. */
export class AudioRejected extends Error {
  constructor(
    readonly code: AudioRejectionCode,
    message: string,
  ) {
    super(message);
    this.name = 'AudioRejected';
  }
}

export interface AudioInfo {
  /** From the file's bytes, e.g. 'audio/mpeg', 'audio/x-m4a', 'audio/ogg; codecs=opus'. */
  mime: string;
  /** The extension matching those bytes (mp3, m4a, aac, flac, wav, ogg, opus). */
  ext: string;
  sizeBytes: number;
  /** How long it plays, measured by decoding it. */
  durationSeconds: number;
  /** Bits per second, as the container states it or else size over duration. */
  bitrate: number | null;
  sampleRate: number | null;
  channels: number | null;
  title: string | null;
  artist: string | null;
}

export interface InspectOptions extends FfmpegOptions {
  maxBytes: number;
  maxSeconds: number;
}

/** The formats taken, by the MIME type file-type reads from the bytes, with ffmpeg's demuxer. */
const DEMUXERS: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/mp4': 'mov',
  'audio/x-m4a': 'mov',
  'audio/aac': 'aac',
  'audio/flac': 'flac',
  'audio/x-flac': 'flac',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/vnd.wave': 'wav',
  'audio/ogg': 'ogg',
  'audio/opus': 'ogg',
};

/**
 * How much shorter than its stated length a file may decode before it counts as cut off:
 * encoder delay and padding account for a few hundredths of a second, a cut upload for far more.
 */
const shortfallAllowed = (seconds: number) => Math.max(0.5, seconds * 0.02);

const MAX_TAG_CHARS = 500;

/**
 * Checks that the file at `path` is a song the site can take, cheapest check first: its size,
 * then its magic bytes (never its name), then its tags and stated length, then a full decode
 * with ffmpeg, which alone tells a complete file from one cut off mid-upload. Throws
 * AudioRejected with the reason; anything else thrown is the server's fault, not the file's.
 */
export async function inspectAudio(path: string, options: InspectOptions): Promise<AudioInfo> {
  const { size } = await stat(path);
  if (size === 0) throw new AudioRejected('EMPTY', 'The file is empty: it has no bytes in it');
  if (size > options.maxBytes) {
    throw new AudioRejected(
      'TOO_LARGE',
      `The file is ${megabytes(size, Math.ceil)}; the limit is ${megabytes(options.maxBytes, Math.floor)}`,
    );
  }

  // MP3 frames may follow a few stray bytes; music-metadata tolerates 10, so this does too.
  const type = await fileTypeFromFile(path, { mpegOffsetTolerance: 10 });
  const demuxer = type ? DEMUXERS[baseMime(type.mime)] : undefined;
  if (!type || !demuxer) throw notAudio(type);

  const metadata = await readMetadata(path, type.mime);
  const stated = positive(metadata.format.duration);
  if (stated !== undefined && stated > options.maxSeconds) throw tooLong(stated, options);

  const cut =
    (demuxer === 'wav' && (await wavIsCut(path, size))) ||
    (demuxer === 'ogg' && (await oggIsCut(path, size)));
  if (cut) throw truncated();

  const played = await decodedSeconds(path, demuxer, options);
  if (played > options.maxSeconds) throw tooLong(played, options);
  if (played === 0) {
    if (stated !== undefined) throw truncated();
    throw new AudioRejected('EMPTY', 'The audio is empty: there is no sound in the file');
  }
  // The tell of an MP3 or FLAC cut short: its header states the whole length, and decoding
  // stops early, usually without a single error message.
  if (stated !== undefined && played < stated - shortfallAllowed(stated)) {
    throw truncated(`only ${clock(played)} of its ${clock(stated)} can be played`);
  }

  const { format, common } = metadata;
  return {
    mime: type.mime,
    ext: type.ext,
    sizeBytes: size,
    durationSeconds: played,
    bitrate: positive(format.bitrate) ?? Math.round((size * 8) / played),
    sampleRate: positive(format.sampleRate) ?? null,
    channels: positive(format.numberOfChannels) ?? null,
    title: cleanTag(common.title),
    artist: cleanTag(common.artist),
  };
}

async function readMetadata(path: string, mimeType: string): Promise<IAudioMetadata> {
  try {
    return await readAudioMetadata(path, mimeType);
  } catch {
    throw truncated('it may be damaged or cut short');
  }
}

/** Decodes the whole file (at most just past the limit) and counts what comes out. */
async function decodedSeconds(path: string, demuxer: string, options: InspectOptions) {
  try {
    // The demuxer is forced to the detected format, so ffmpeg cannot be talked into reading
    // the upload as something else (a playlist pointing at other files, say).
    const { samples } = await decodeMonoPcm(path, null, {
      ...options,
      inputFormat: demuxer,
      maxSeconds: options.maxSeconds + 1,
    });
    return samples / PCM_RATE;
  } catch (error) {
    // A non-zero exit is ffmpeg refusing the file; a timeout, a kill or no ffmpeg is ours.
    if (error instanceof FfmpegError && error.code === 'FFMPEG_FAILED' && error.exitCode !== null) {
      throw truncated();
    }
    throw error;
  }
}

function truncated(detail = 'it may be truncated') {
  return new AudioRejected('UNREADABLE', `The audio could not be read: ${detail}`);
}

function tooLong(seconds: number, { maxSeconds }: { maxSeconds: number }) {
  // Minutes when the limit is a whole number of them, else seconds to a tenth; the length is
  // rounded up so that it never reads as equal to the limit it is over.
  const inMinutes = maxSeconds >= 60 && maxSeconds % 60 === 0;
  const length = inMinutes
    ? plural(Math.ceil(seconds / 60), 'minute')
    : plural(Math.ceil(seconds * 10) / 10, 'second');
  const limit = inMinutes ? plural(maxSeconds / 60, 'minute') : plural(maxSeconds, 'second');
  return new AudioRejected('TOO_LONG', `The audio is ${length} long; the limit is ${limit}`);
}

function notAudio(type: FileTypeResult | undefined) {
  if (!type) {
    return new AudioRejected('NOT_AUDIO', 'The file is not audio: its bytes match no audio format');
  }
  const name = type.ext.toUpperCase();
  const kind = baseMime(type.mime).split('/')[0];
  if (kind === 'audio') {
    return new AudioRejected(
      'NOT_AUDIO',
      `${name} audio is not taken: upload MP3, AAC/M4A, FLAC, WAV or Ogg (Vorbis, Opus)`,
    );
  }
  const noun = kind === 'image' || kind === 'video' ? kind : 'file';
  // "an" before letters whose names start with a vowel sound: an MP4, an SVG, a PNG.
  const article = /^[AEFHILMNORSX]/.test(name) ? 'an' : 'a';
  return new AudioRejected(
    'NOT_AUDIO',
    `The file is not audio: its bytes are ${article} ${name} ${noun}`,
  );
}

const baseMime = (mime: string) => (mime.split(';')[0] ?? '').trim().toLowerCase();

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** Sizes in binary megabytes, as the site's limits are (500 MB = 500 × 1024 × 1024 bytes). */
function megabytes(bytes: number, round: (n: number) => number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 10) return `${round(mb)} MB`;
  if (mb >= 0.1) return `${round(mb * 10) / 10} MB`;
  return `${round(bytes / 1024)} KB`;
}

/** 93.4 → "1:33". */
function clock(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Tag text as shown to people: control characters out, trimmed, bounded; blank is none. */
function cleanTag(value: string | undefined): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  const text = value?.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  return text ? text.slice(0, MAX_TAG_CHARS) : null;
}

import { rm } from 'node:fs/promises';
import { type FfmpegOptions, runFfmpeg } from './ffmpeg.js';
import { positive, readAudioMetadata } from './metadata.js';
import { decodeMonoPcm, PCM_RATE } from './pcm.js';

export interface SongTags {
  title?: string | null;
  artist?: string | null;
}

/**
 * What every streaming copy is: MP3 (plays in every browser and on the station), 44.1 kHz
 * stereo, the first audio stream only (cover art and other streams dropped), no tags but the
 * ones given, no chapters. ID3v2.3 because older players ignore v2.4. `framesOnly` is for a
 * file the station sends frame by frame after other files: no Xing/LAME header (its frame
 * would play as a blip of silence mid-stream) and an ID3v2 tag only when there are tags.
 */
export function mp3Output(
  output: string,
  bitrateKbps: number,
  tags: SongTags,
  framesOnly = false,
): string[] {
  const metadata = Object.entries(tags).flatMap(([key, value]) =>
    value ? ['-metadata', `${key}=${value}`] : [],
  );
  const header = framesOnly
    ? [
        '-write_xing',
        '0',
        '-fflags',
        '+bitexact',
        ...(metadata.length > 0 ? [] : ['-id3v2_version', '0']),
      ]
    : [];
  return [
    '-map_metadata',
    '-1',
    '-map_chapters',
    '-1',
    ...metadata,
    '-ac',
    '2',
    '-ar',
    '44100',
    '-c:a',
    'libmp3lame',
    '-b:a',
    `${bitrateKbps}k`,
    '-id3v2_version',
    '3',
    ...header,
    '-f',
    'mp3',
    '-y',
    output,
  ];
}

/** Runs ffmpeg and removes its half-written output when it fails, so no caller keeps it. */
export async function writeWithFfmpeg(args: string[], output: string, options: FfmpegOptions) {
  try {
    await runFfmpeg(args, options);
  } catch (error) {
    await rm(output, { force: true });
    throw error;
  }
}

const MAX_TAG_CHARS = 500;

interface Source {
  tags: SongTags;
  /** Stated by the file; MP4 states 2 channels for AAC whatever it holds, so false there. */
  mono: boolean;
  durationSeconds: number | undefined;
}

async function sourceOf(input: string): Promise<Source> {
  try {
    const { common, format } = await readAudioMetadata(input);
    const bounded = (text: string | undefined) => text?.slice(0, MAX_TAG_CHARS) ?? null;
    return {
      tags: { title: bounded(common.title), artist: bounded(common.artist) },
      mono: format.numberOfChannels === 1,
      durationSeconds: positive(format.duration),
    };
  } catch {
    // A file ffmpeg can decode needs none of this to be transcoded.
    return { tags: {}, mono: false, durationSeconds: undefined };
  }
}

/**
 * Mono goes to both sides at full level, as a browser plays a mono file. ffmpeg's own
 * upmix (-ac 2) puts it 3 dB down on each side, so a mono upload would stream quieter than
 * the artist's file sounds.
 */
const toStereo = (source: Source) => (source.mono ? ['pan=stereo|c0=c0|c1=c0'] : []);

/**
 * The copy that is streamed: MP3 at `bitrateKbps` (CBR, so seeking by byte range lands where
 * expected). Keeps only title and artist, from `tags` or else the input's own tags.
 */
export async function transcodeToMp3(
  input: string,
  output: string,
  options: FfmpegOptions & { bitrateKbps?: number; tags?: SongTags } = {},
): Promise<void> {
  const source = await sourceOf(input);
  const filters = toStereo(source);
  await writeWithFfmpeg(
    [
      ...['-v', 'error', '-i', input, '-map', '0:a:0'],
      ...(filters.length > 0 ? ['-af', filters.join(',')] : []),
      ...mp3Output(output, options.bitrateKbps ?? 192, options.tags ?? source.tags),
    ],
    output,
    options,
  );
}

export interface PreviewOptions extends FfmpegOptions {
  /** Where the artist wants the preview to begin; moved earlier when the clip would not fit. */
  startSeconds?: number;
  seconds?: number;
  bitrateKbps?: number;
  /** The song's length when the caller knows it; otherwise read from the file. */
  durationSeconds?: number;
  tags?: SongTags;
}

const FADE_IN_SECONDS = 1;
const FADE_OUT_SECONDS = 2;

/**
 * The clip everyone may hear of a premium song: `seconds` long from `startSeconds`, with the
 * start pulled back so the clip fits inside the song; a song no longer than the clip is given
 * whole. Fades where the clip cuts into the music, not at the song's own start or end.
 * Resolves with the part actually used.
 */
export async function cutPreview(
  input: string,
  output: string,
  options: PreviewOptions = {},
): Promise<{ startSeconds: number; seconds: number }> {
  const source = await sourceOf(input);
  const total =
    positive(options.durationSeconds) ??
    source.durationSeconds ??
    // A file that states no length is measured by decoding it.
    (await decodeMonoPcm(input, null, options)).samples / PCM_RATE;
  if (total <= 0) throw new Error(`No audio to cut a preview from in ${input}`);
  const seconds = Math.min(positive(options.seconds) ?? 30, total);
  const requested = Number.isFinite(options.startSeconds) ? (options.startSeconds ?? 0) : 0;
  const start = Math.min(Math.max(0, requested), total - seconds);

  const filters = [
    // atrim counts decoded samples, so the cut is exact even in a VBR MP3 whose seeking by
    // byte estimates would land seconds off; decoding up to the start is cheap next to encoding.
    `atrim=start=${start.toFixed(3)}:duration=${seconds.toFixed(3)}`,
    'asetpts=PTS-STARTPTS',
    ...toStereo(source),
  ];
  if (start > 0) {
    filters.push(`afade=t=in:st=0:d=${Math.min(FADE_IN_SECONDS, seconds / 4).toFixed(3)}`);
  }
  if (start + seconds < total - 0.05) {
    const fade = Math.min(FADE_OUT_SECONDS, seconds / 4);
    filters.push(`afade=t=out:st=${(seconds - fade).toFixed(3)}:d=${fade.toFixed(3)}`);
  }
  await writeWithFfmpeg(
    [
      ...['-v', 'error', '-i', input, '-map', '0:a:0', '-af', filters.join(',')],
      ...mp3Output(output, options.bitrateKbps ?? 128, options.tags ?? source.tags),
    ],
    output,
    options,
  );
  return { startSeconds: start, seconds };
}

/**
 * Peak buckets that stay small however long the song: each holds the loudest sample of
 * `width` samples, and when there are too many, neighbours merge and the width doubles.
 */
function createPeakBuckets(limit: number) {
  let peaks: number[] = [];
  let width = 1;
  let loudest = 0;
  let filled = 0;
  return {
    add(samples: Int16Array) {
      for (let i = 0; i < samples.length; i++) {
        const sample = samples[i] ?? 0;
        const level = sample < 0 ? -sample : sample;
        if (level > loudest) loudest = level;
        if (++filled < width) continue;
        peaks.push(loudest);
        loudest = 0;
        filled = 0;
        if (peaks.length >= limit) {
          const merged: number[] = [];
          for (let i = 0; i < peaks.length; i += 2) {
            merged.push(Math.max(peaks[i] ?? 0, peaks[i + 1] ?? 0));
          }
          peaks = merged;
          width *= 2;
        }
      }
    },
    finish(): number[] {
      return filled > 0 ? [...peaks, loudest] : peaks;
    },
  };
}

/**
 * The waveform drawn for a song (wavesurfer.js takes these as precomputed peaks): `points`
 * values in [0, 1], each the loudest moment of its slice of the song, as a fraction of full
 * scale (not normalised, so a quiet master looks quiet). Computed while decoding, in bounded
 * memory.
 */
export async function waveformPeaks(
  input: string,
  options: FfmpegOptions & { points?: number } = {},
): Promise<number[]> {
  const points = Math.max(1, Math.floor(options.points ?? 800));
  // Many more buckets than points, so bucket edges fall within a fraction of a point.
  const buckets = createPeakBuckets(Math.max(65_536, points * 64));
  await decodeMonoPcm(input, (samples) => buckets.add(samples), options);
  const peaks = buckets.finish();
  const count = peaks.length;
  return Array.from({ length: points }, (_, point) => {
    if (count === 0) return 0;
    const from = Math.floor((point * count) / points);
    const to = Math.max(from + 1, Math.floor(((point + 1) * count) / points));
    let loudest = 0;
    for (let i = from; i < to && i < count; i++) loudest = Math.max(loudest, peaks[i] ?? 0);
    // -32768 is full scale too, hence the clamp.
    return Math.min(1, Math.round((loudest / 32768) * 1000) / 1000);
  });
}

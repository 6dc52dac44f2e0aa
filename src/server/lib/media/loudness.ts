import { randomBytes } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { mp3Output, type SongTags, writeWithFfmpeg } from './audio-processing.js';
import { FfmpegError, type FfmpegOptions, ffmpegStream, runFfmpeg } from './ffmpeg.js';

/*
 * Loudness for the station: every track on air plays at the same level and starts and stops
 * with sound, so a cold ending is followed at once by the next track.
 *
 * Two passes. The first measures with ebur128 (EBU R128 / ITU BS.1770, true peak by 4x
 * oversampling). The second applies one gain, which is all loudnorm's "linear" mode does,
 * plus a peak limiter when that gain would lift the peaks over the ceiling. loudnorm itself
 * is not used: it works at 192 kHz, and for four minutes here its measuring pass took 6.6 s
 * against ebur128's 1.0 s, and an encode through its dynamic mode 10.2 s against 1.8 s with a
 * gain. Its dynamic mode also rides the gain over seconds, reshaping the music, where the
 * limiter touches only the peaks.
 */

export interface Loudness {
  /** Integrated loudness in LUFS; silence reads -70 (ebur128's floor), never -inf. */
  integratedLufs: number;
  /** The highest true peak of any channel in dBTP; silence reads -70 too, never -inf. */
  truePeakDb: number;
  /** Loudness range in LU. */
  loudnessRange: number;
}

/** The level everything is sent on air at, in LUFS, and how far off it may be. */
export const ON_AIR_LUFS = -16;
export const ON_AIR_TOLERANCE_LU = 1;
/** The highest true peak allowed on air, in dBTP. */
export const ON_AIR_MAX_TRUE_PEAK_DB = -1;

/** Below this a reading means silence: ebur128 gates everything quieter away. */
const SILENCE_FLOOR_DB = -70;
/** Aimed for before encoding: MP3 encoding lifts true peaks by a few tenths of a dB. */
const PEAK_AIM_DB = -1.5;
/** The corrective pass aims this far under the ceiling for the same reason. */
const CORRECTED_PEAK_AIM_DB = -1.3;
/** Silence is what would be quieter than this once the track plays at ON_AIR_LUFS. */
const ON_AIR_SILENCE_DB = -50;
/** The shortest quiet stretch silencedetect reports: shorter gaps count as sound. */
const MIN_SILENCE_SECONDS = 0.05;

interface Measured extends Loudness {
  /** How long ffmpeg decoded, from its final progress line. */
  durationMs: number;
}

const finite = (value: number) => (Number.isFinite(value) ? value : SILENCE_FLOOR_DB);

function readNumber(text: string, pattern: RegExp): number {
  const found = pattern.exec(text)?.[1];
  if (found === undefined) return Number.NaN;
  // ebur128 writes -inf for the peak of silence; parseFloat reads that as NaN.
  return found.endsWith('inf') ? Number.NEGATIVE_INFINITY : Number.parseFloat(found);
}

/** The length in ms from ffmpeg's last progress line (`time=00:03:59.98`), or NaN. */
function decodedMs(stderr: string): number {
  const times = [...stderr.matchAll(/time=\s*(\d+):(\d+):(\d+(?:\.\d+)?)/g)];
  const last = times.at(-1);
  if (!last) return Number.NaN;
  const [hours, minutes, seconds] = last.slice(1, 4).map(Number) as [number, number, number];
  return Math.round(((hours * 60 + minutes) * 60 + seconds) * 1000);
}

/** ffmpeg's complaint for an input without audio, as a clearer FfmpegError. */
function noAudio(input: string, error: unknown): unknown {
  if (error instanceof FfmpegError && /matches no streams/.test(error.stderrTail)) {
    return new FfmpegError(
      'FFMPEG_FAILED',
      `${input} has no audio stream`,
      error.exitCode,
      error.stderrTail,
    );
  }
  return error;
}

async function measure(path: string, options: FfmpegOptions): Promise<Measured> {
  // ebur128 prints its summary at the info level, when the filter closes; framelog=verbose
  // keeps its ten lines a second out of it. The summary is last, so it is in the tail kept.
  const args = ['-v', 'info', '-i', path, '-map', '0:a:0'];
  const filter = ['-af', 'ebur128=peak=true:framelog=verbose', '-f', 'null', '-'];
  let stderr: string;
  try {
    ({ stderr } = await runFfmpeg([...args, ...filter], options));
  } catch (error) {
    throw noAudio(path, error);
  }
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const integrated = readNumber(summary, /\bI:\s*(-?[\d.]+|-?inf)\s*LUFS/);
  const range = readNumber(summary, /LRA:\s*(-?[\d.]+)\s*LU/);
  const peak = readNumber(summary, /Peak:\s*(-?[\d.]+|-?inf)\s*dBFS/);
  if (!summary.startsWith('Summary:') || Number.isNaN(integrated) || Number.isNaN(peak)) {
    throw new FfmpegError('FFMPEG_FAILED', `ffmpeg gave no loudness summary for ${path}`);
  }
  return {
    integratedLufs: Math.max(SILENCE_FLOOR_DB, finite(integrated)),
    truePeakDb: Math.max(SILENCE_FLOOR_DB, finite(peak)),
    loudnessRange: Number.isFinite(range) ? range : 0,
    durationMs: decodedMs(stderr),
  };
}

/**
 * The EBU R128 loudness of the first audio stream of `path`, by ffmpeg's ebur128 filter.
 * Silence has no loudness and no peak: both read -70 (ebur128's floor) rather than -inf.
 */
export async function measureLoudness(
  path: string,
  options: FfmpegOptions = {},
): Promise<Loudness> {
  const { integratedLufs, truePeakDb, loudnessRange } = await measure(path, options);
  return { integratedLufs, truePeakDb, loudnessRange };
}

export interface SilenceAtEnds {
  leadingMs: number;
  trailingMs: number;
  durationMs: number;
}

/**
 * How much silence (every channel under `noiseDb` dBFS, -50 by default, for at least 50 ms)
 * starts and ends the first audio stream of `path`. A file of nothing but silence has it all
 * as leading silence and none trailing.
 */
export async function silenceAtEnds(
  path: string,
  options: FfmpegOptions & { noiseDb?: number } = {},
): Promise<SilenceAtEnds> {
  const noise = options.noiseDb ?? ON_AIR_SILENCE_DB;
  // silencedetect also logs to stderr, of which only the tail is kept, and a long track with
  // many pauses would push its first report (the leading silence) out of it. The same reports
  // travel as frame metadata, which ametadata prints to stdout (file=-), all of it.
  let run: Awaited<ReturnType<typeof ffmpegStream>>;
  try {
    run = await ffmpegStream(
      [
        ...['-v', 'info', '-i', path, '-map', '0:a:0', '-af'],
        `silencedetect=n=${noise.toFixed(1)}dB:d=${MIN_SILENCE_SECONDS},` +
          'ametadata=mode=print:file=-',
        ...['-f', 'null', '-'],
      ],
      options,
    );
  } catch (error) {
    throw noAudio(path, error);
  }
  let printed = '';
  run.stdout.setEncoding('utf8');
  for await (const text of run.stdout as AsyncIterable<string>) printed += text;
  const { stderr } = await run.done.catch((error: unknown) => {
    throw noAudio(path, error);
  });
  const durationMs = decodedMs(stderr);
  if (Number.isNaN(durationMs)) {
    throw new FfmpegError('FFMPEG_FAILED', `ffmpeg did not say how long ${path} is`);
  }

  const reports = [...printed.matchAll(/lavfi\.silence_(start|end)=(-?[\d.]+)/g)].map(
    ([, kind, seconds]) => ({ kind, ms: Math.round(Number(seconds) * 1000) }),
  );
  const first = reports[0];
  let leadingMs = 0;
  // The first decoded frame may start a few ms in (an MP3's encoder delay).
  if (first?.kind === 'start' && first.ms <= 50) {
    leadingMs = reports[1]?.kind === 'end' ? reports[1].ms : durationMs;
  }
  const last = reports.at(-1);
  const trailingMs =
    last?.kind === 'start' && leadingMs < durationMs ? Math.max(0, durationMs - last.ms) : 0;
  return { leadingMs: Math.min(leadingMs, durationMs), trailingMs, durationMs };
}

export interface OnAirOptions extends FfmpegOptions {
  /** Constant bit rate of the MP3, in kb/s; 128 by default. */
  bitrateKbps?: number;
  tags?: SongTags;
}

export interface OnAirCopy {
  /** As decoded from the written MP3 (the encoder's few ms of delay included). */
  durationMs: number;
  integratedLufs: number;
  truePeakDb: number;
}

const dB = (value: number) => `${value.toFixed(2)}dB`;
const seconds = (ms: number) => (ms / 1000).toFixed(3);

/**
 * How much quieter LAME's output measures than its input, in dB: at 128 and 160 kb/s a pure
 * tone, pink noise and a square wave all came out 0.5 LU quieter (with peaks 0.4 dB lower),
 * at 192 kb/s 0.3, at 320 kb/s nothing. The first pass adds it back so the copy lands on the
 * target rather than half a unit under it.
 */
const encoderLossDb = (bitrateKbps: number) =>
  bitrateKbps <= 160 ? 0.5 : bitrateKbps <= 224 ? 0.3 : 0;

/** A sample-peak ceiling under the aim: true peaks between samples can pass a sample limiter. */
const LIMIT = `alimiter=limit=${(10 ** ((PEAK_AIM_DB - 0.7) / 20)).toFixed(4)}:attack=5:release=80:level=false`;

/**
 * What brings the measured input to ON_AIR_LUFS: a gain, followed by a peak limiter only when
 * the gain would lift the true peak over PEAK_AIM_DB (a dynamic input, loud peaks over a
 * quieter body). The limiter catches those peaks and leaves the rest alone.
 */
function levelling(input: Measured, bitrateKbps: number): string[] {
  const gain = ON_AIR_LUFS - input.integratedLufs + encoderLossDb(bitrateKbps);
  const volume = `volume=${dB(gain)}`;
  return input.truePeakDb + gain <= PEAK_AIM_DB ? [volume] : [volume, LIMIT];
}

/**
 * Nothing when a measured copy is on target; otherwise what to add to its filters: the gain
 * still missing, with the limiter when that gain would lift the peaks over the aim, or, for
 * a copy only too peaky, a small cut that keeps its loudness in bounds.
 */
function correction(copy: Loudness): string[] | null {
  const off = Math.abs(copy.integratedLufs - ON_AIR_LUFS) > ON_AIR_TOLERANCE_LU;
  if (!off && copy.truePeakDb <= ON_AIR_MAX_TRUE_PEAK_DB) return null;
  const gain = ON_AIR_LUFS - copy.integratedLufs;
  if (copy.truePeakDb + gain <= CORRECTED_PEAK_AIM_DB) return [`volume=${dB(gain)}`];
  const cut = CORRECTED_PEAK_AIM_DB - copy.truePeakDb;
  if (copy.integratedLufs + cut >= ON_AIR_LUFS - ON_AIR_TOLERANCE_LU / 2) {
    return [`volume=${dB(cut)}`];
  }
  return [`volume=${dB(gain)}`, LIMIT];
}

/**
 * The copy of a track that goes on air: silence cut from both ends (what would be under
 * -50 dB at the on-air level), loudness brought to -16 LUFS with true peaks at most -1 dBTP,
 * 44.1 kHz stereo (mono to both sides), MP3 at a constant `bitrateKbps` with no Xing/LAME
 * header and at most a small ID3v2 tag of the given title and artist, so the frames can be
 * sent one after another and after another track's. The copy is measured; when it misses the
 * target (limited peaks, encoder overshoot) it is made once more with a corrective gain.
 * Resolves with the figures measured on the written file. Rejects with an FfmpegError for an
 * input without audio, and with an Error for one of nothing but silence.
 */
export async function makeOnAirCopy(
  input: string,
  output: string,
  options: OnAirOptions = {},
): Promise<OnAirCopy> {
  const source = await measure(input, options);
  if (source.integratedLufs <= SILENCE_FLOOR_DB) {
    throw new Error(`${input} is silent: there is nothing to put on air`);
  }
  // Silence is judged at the level the track will play at: a quiet input's soft fade is sound.
  const gain = ON_AIR_LUFS - source.integratedLufs;
  const noiseDb = Math.min(-20, Math.max(-90, ON_AIR_SILENCE_DB - gain));
  const ends = await silenceAtEnds(input, { ...options, noiseDb });
  const startMs = ends.leadingMs;
  const endMs = ends.durationMs - ends.trailingMs;
  if (endMs - startMs < 100) throw new Error(`${input} has no sound to put on air`);

  const trim = `atrim=start=${seconds(startMs)}:end=${seconds(endMs)},asetpts=PTS-STARTPTS`;
  // Written beside the output and renamed at the end, so the output is never a half copy.
  const partial = `${output}.${randomBytes(4).toString('hex')}.partial`;
  const bitrateKbps = options.bitrateKbps ?? 128;
  const encode = (filters: string[]) =>
    writeWithFfmpeg(
      [
        ...['-v', 'error', '-i', input, '-map', '0:a:0', '-af', filters.join(',')],
        ...mp3Output(partial, bitrateKbps, options.tags ?? {}, true),
      ],
      partial,
      options,
    );
  try {
    const filters = [trim, ...levelling(source, bitrateKbps)];
    await encode(filters);
    let copy = await measure(partial, options);
    const more = correction(copy);
    if (more !== null) {
      await encode([...filters, ...more]);
      copy = await measure(partial, options);
    }
    await rename(partial, output);
    return {
      durationMs: copy.durationMs,
      integratedLufs: copy.integratedLufs,
      truePeakDb: copy.truePeakDb,
    };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

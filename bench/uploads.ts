// Upload benchmark: a 300 MiB song (a WAV of 29 min 43 s, 16-bit stereo 44.1 kHz, just under
// the 30-minute limit) sent by a creator over loopback HTTP to the built server, which runs as a
// child process so that its memory can be read on its own, from /proc/<pid>/status: sampled every
// 50 ms, and the kernel's high-water mark (VmHWM, reset just before each upload), against what the
// server held just before.
//
// First the transfer alone, ROUNDS times, through tus as the site's own client sends a file (a
// creating POST, then PATCHes of the site's piece size (SONG_UPLOAD_PIECE_BYTES) streamed from disk, never whole in memory): every PATCH but the
// last, then the upload is ended with a tus DELETE, so no song is made and no processing follows,
// and the rounds are cheap enough to repeat. Then two whole uploads as a creator makes them, one
// through tus and one through the one-request multipart route: the time until the last byte has
// left the client (bytes taken in), and the time from there to the answer, which is the server
// checking the audio (its size, magic bytes, tags, a full decode with ffmpeg) and storing the
// original. The stored original is compared with the file (sha256), and the song's processing
// (192 kbps stream, preview, peaks) is waited for, so the next measurement has the CPUs to itself;
// its time and the server's memory meanwhile are printed for information.
//
// The baseline, in the same process just before each transfer or upload, on the same bytes: a
// plain streamed copy of the file to another file in the same folder (createReadStream into
// createWriteStream), and fs.copyFile for information.
//
// Targets: bytes taken in per second at least half the streamed copy's (tus: the median of the
// rounds' ratios; multipart: its whole upload), and server RSS growth during any upload at most
// 64 MB. The throughput counting the checks and storing is printed beside it.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  createReadStream,
  createWriteStream,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { childrenDone, cpuSeconds, statusKb } from './proc.js';
import { ensureBuiltServer, type RunningServer, startBuiltServer } from './server.js';
import {
  type MultipartResult,
  multipartUpload,
  signUpCreator,
  TUS_CHUNK_BYTES,
  type TusResult,
  tusUpload,
  WAV_BYTES_PER_SECOND,
  waitForProcessing,
  writeWav,
} from './song-client.js';

export const THROUGHPUT_TARGET = 0.5;
export const RSS_GROWTH_TARGET_MB = 64;
const UPLOAD_BYTES = 300 * 1024 * 1024;
const SAMPLE_EVERY_MS = 50;
/** Turns of the streamed copy and the tus transfer, one after the other. */
const ROUNDS = 5;
/** Processing a 30-minute original takes about a minute with the npm-bundled ffmpeg, 20 s with Debian's. */
const PROCESSING_TIMEOUT_MS = 240_000;

const MB = 1024 * 1024;
const mbText = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const rate = (bytes: number, ms: number) => bytes / MB / (ms / 1000);
const rateText = (bytes: number, ms: number) => `${rate(bytes, ms).toFixed(0)} MB/s`;
const sText = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

interface MemoryWatch {
  stop(): { peakKb: number; samples: number; highWaterMark: boolean };
}

/** Samples the process's RSS every SAMPLE_EVERY_MS, and resets its high-water mark to read at the end. */
function watchMemory(pid: number): MemoryWatch {
  let highWaterMark = true;
  try {
    // "5" resets VmHWM to the current RSS (proc(5), clear_refs).
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    highWaterMark = false;
  }
  let peak = statusKb(pid, 'VmRSS');
  let samples = 1;
  const timer = setInterval(() => {
    peak = Math.max(peak, statusKb(pid, 'VmRSS'));
    samples += 1;
  }, SAMPLE_EVERY_MS);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, statusKb(pid, 'VmRSS'));
      if (highWaterMark) peak = Math.max(peak, statusKb(pid, 'VmHWM'));
      return { peakKb: peak, samples: samples + 1, highWaterMark };
    },
  };
}

async function sha256Of(path: string) {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/** The plain copies of the same bytes: streamed, and copyFile; each copy removed after. */
async function baseline(source: string, dir: string) {
  const target = join(dir, 'copy.wav');
  let start = performance.now();
  await pipeline(createReadStream(source), createWriteStream(target));
  const streamMs = performance.now() - start;
  if (statSync(target).size !== statSync(source).size) throw new Error('the copy is short');
  rmSync(target);
  start = performance.now();
  copyFileSync(source, target);
  const copyFileMs = performance.now() - start;
  rmSync(target);
  return { streamMs, copyFileMs };
}

interface Watched<T> {
  result: T;
  rssBeforeKb: number;
  rssPeakKb: number;
  samples: number;
  cpuS: number;
}

/** Runs `work` with the server's memory watched and its CPU time counted. */
async function watched<T>(pid: number, work: () => Promise<T>): Promise<Watched<T>> {
  const rssBeforeKb = statusKb(pid, 'VmRSS');
  const cpuBefore = cpuSeconds(pid);
  const watch = watchMemory(pid);
  const result = await work();
  const memory = watch.stop();
  if (!memory.highWaterMark) console.log('uploads: (VmHWM could not be reset; samples only)');
  return {
    result,
    rssBeforeKb,
    rssPeakKb: memory.peakKb,
    samples: memory.samples,
    cpuS: cpuSeconds(pid) - cpuBefore,
  };
}

const growthKb = (w: Watched<unknown>) => w.rssPeakKb - w.rssBeforeKb;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
type WholeUpload = (
  origin: string,
  auth: Record<string, string>,
  path: string,
  fields: { title: string; filetype: string },
) => Promise<TusResult | MultipartResult>;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runUploadsBench(): Promise<boolean> {
  ensureBuiltServer('uploads');
  const dir = mkdtempSync(join(tmpdir(), 'bench-uploads-'));
  let server: RunningServer | undefined;
  try {
    const seconds = Math.floor(UPLOAD_BYTES / WAV_BYTES_PER_SECOND);
    const wav = join(dir, 'chrome-horizon.wav');
    const start = performance.now();
    const size = writeWav(wav, seconds);
    console.log(
      `uploads: ${mbText(size)} WAV (${Math.floor(seconds / 60)} min ${seconds % 60} s, 16-bit stereo 44.1 kHz) written in ${sText(performance.now() - start)}`,
    );
    const warmUpWav = join(dir, 'warm-up.wav');
    writeWav(warmUpWav, 5);

    server = await startBuiltServer();
    const { origin, pid, dataDir } = server;
    const rssAtReadyKb = statusKb(pid, 'VmRSS');
    const { auth } = await signUpCreator(origin, 'uploader');
    // Every code path of both routes runs once, and the tus path with many big PATCHes, before
    // anything is measured.
    for (const upload of [tusUpload, multipartUpload]) {
      const { song } = await upload(origin, auth, warmUpWav, {
        title: 'Warm-up',
        filetype: 'audio/wav',
      });
      if (song) await waitForProcessing(origin, auth, song.id, 60_000);
    }
    await childrenDone(pid, 60_000);
    await tusUpload(origin, auth, wav, {
      title: 'Warm-up',
      filetype: 'audio/wav',
      terminateBeforeLast: true,
    });
    console.log(
      `uploads: ${cpus().length} CPUs, load average ${load()}; server pid ${pid}, RSS ${mbText(rssAtReadyKb * 1024)} when ready, ${mbText(statusKb(pid, 'VmRSS') * 1024)} after warming up`,
    );

    const memory: { what: string; growthKb: number }[] = [];
    // The transfer alone, in turns with the copy: the bytes of every PATCH but the last go in,
    // then the upload is ended (tus DELETE), so no song and no processing follow.
    const ratios: number[] = [];
    const copyRates: number[] = [];
    const tusRates: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const copies = await baseline(wav, dir);
      await pause(300);
      const w = await watched(pid, () =>
        tusUpload(origin, auth, wav, {
          title: 'Transfer',
          filetype: 'audio/wav',
          terminateBeforeLast: true,
        }),
      );
      const { bytes, transferMs, patchMs, patches } = w.result;
      const ratio = rate(bytes, transferMs) / rate(size, copies.streamMs);
      ratios.push(ratio);
      copyRates.push(rate(size, copies.streamMs));
      tusRates.push(rate(bytes, transferMs));
      memory.push({ what: `tus transfer ${round}`, growthKb: growthKb(w) });
      console.log(
        `uploads: round ${round}: streamed copy ${rateText(size, copies.streamMs)} (copyFile ${rateText(size, copies.copyFileMs)}); tus transfer of ${mbText(bytes)} in ${patches} PATCHes ${rateText(bytes, transferMs)}, PATCH p50 ${median(patchMs).toFixed(1)} ms: ${ratio.toFixed(2)}x; server RSS ${signedMb(growthKb(w))}, CPU ${w.cpuS.toFixed(2)} s`,
      );
    }
    const tusRatio = median(ratios);
    console.log(
      `uploads: tus transfer median ${median(tusRates).toFixed(0)} MB/s beside the streamed copy's median ${median(copyRates).toFixed(0)} MB/s: ${tusRatio.toFixed(2)}x (median of the rounds' ratios; target >= ${THROUGHPUT_TARGET}x); the fastest of each, ${Math.max(...tusRates).toFixed(0)} and ${Math.max(...copyRates).toFixed(0)} MB/s: ${(Math.max(...tusRates) / Math.max(...copyRates)).toFixed(2)}x`,
    );

    // Whole uploads, as a creator makes them: the bytes, the checks, the song.
    const whole: { route: string; ratio: number }[] = [];
    const routes: [string, WholeUpload][] = [
      ['tus', tusUpload],
      ['multipart', multipartUpload],
    ];
    for (const [route, upload] of routes) {
      const copies = await baseline(wav, dir);
      await pause(300);
      const w = await watched(pid, () =>
        upload(origin, auth, wav, { title: `Chrome Horizon (${route})`, filetype: 'audio/wav' }),
      );
      const { song, bytes, transferMs, finishMs, totalMs } = w.result;
      if (!song) throw new Error(`the ${route} upload made no song`);
      const ratio = rate(bytes, transferMs) / rate(size, copies.streamMs);
      const wholeRatio = rate(bytes, totalMs) / rate(size, copies.streamMs);
      whole.push({ route, ratio });
      memory.push({ what: `whole ${route} upload`, growthKb: growthKb(w) });
      const how =
        'patches' in w.result
          ? `${w.result.patches} PATCHes of ${TUS_CHUNK_BYTES / MB} MiB`
          : 'one request';
      console.log(
        `uploads: whole upload, ${route} (${how}): bytes taken in ${sText(transferMs)} = ${rateText(bytes, transferMs)}; checks and storing after the last byte ${sText(finishMs)}; in all ${sText(totalMs)} = ${rateText(bytes, totalMs)}`,
      );
      console.log(
        `uploads:   streamed copy just before ${sText(copies.streamMs)} = ${rateText(size, copies.streamMs)} (copyFile ${rateText(size, copies.copyFileMs)}): ${ratio.toFixed(2)}x, counting the checks and storing ${wholeRatio.toFixed(2)}x`,
      );
      console.log(
        `uploads:   server RSS ${mbText(w.rssBeforeKb * 1024)} before, peak ${mbText(w.rssPeakKb * 1024)} (${w.samples} samples and VmHWM): ${signedMb(growthKb(w))}; server CPU ${w.cpuS.toFixed(2)} s`,
      );

      // Processing, for information, and so that the next measurement has the CPUs to itself.
      const rssAtProcessing = statusKb(pid, 'VmRSS');
      const processingWatch = watchMemory(pid);
      const processed = await waitForProcessing(origin, auth, song.id, PROCESSING_TIMEOUT_MS);
      const afterReadyMs = await childrenDone(pid, PROCESSING_TIMEOUT_MS);
      const processingMemory = processingWatch.stop();
      if (processed.song.status !== 'ready') {
        throw new Error(`song ${song.id} processing failed: ${processed.song.failure}`);
      }
      // What was stored is the file, byte for byte, and the song is as long as the file.
      const original = join(dataDir, 'media', 'songs', String(song.id), 'original.wav');
      const [sent, stored] = await Promise.all([sha256Of(wav), sha256Of(original)]);
      if (sent !== stored) throw new Error(`the stored original of song ${song.id} differs`);
      if (Math.abs(processed.song.durationSeconds - seconds) > 1) {
        throw new Error(`song ${song.id} is ${processed.song.durationSeconds} s long`);
      }
      console.log(
        `uploads:   stored original identical (sha256); ready ${sText(processed.waitedMs)} after the answer${afterReadyMs > 250 ? ` (its ffmpeg runs went on ${sText(afterReadyMs)} longer: a second processing run of the same song)` : ''}, server RSS peak meanwhile ${mbText(processingMemory.peakKb * 1024)} (${signedMb(processingMemory.peakKb - rssAtProcessing)})`,
      );
    }
    const leftovers = readdirSync(join(dataDir, 'uploads')).length;
    if (leftovers > 0) console.log(`uploads: ${leftovers} files left in the tus folder`);

    const worst = memory.reduce((a, b) => (b.growthKb > a.growthKb ? b : a));
    const worstMb = (worst.growthKb * 1024) / MB;
    const multipartRatio = whole.find((each) => each.route === 'multipart')?.ratio ?? 0;
    const verdicts = [
      [`tus ${tusRatio.toFixed(3)}x`, tusRatio >= THROUGHPUT_TARGET],
      [`multipart ${multipartRatio.toFixed(3)}x`, multipartRatio >= THROUGHPUT_TARGET],
      [
        `RSS growth at most ${signedMb(worst.growthKb)} (${worst.what})`,
        worstMb <= RSS_GROWTH_TARGET_MB,
      ],
    ] as const;
    const met = verdicts.every(([, ok]) => ok);
    console.log(
      `uploads: targets ${met ? 'met' : 'missed'} (bytes taken in >= ${THROUGHPUT_TARGET}x the streamed copy's rate, server RSS growth <= ${RSS_GROWTH_TARGET_MB} MB): ${verdicts.map(([text, ok]) => `${text} ${ok ? 'met' : 'missed'}`).join(', ')}; load average ${load()}`,
    );
    return met;
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const signedMb = (kb: number) => `${kb >= 0 ? '+' : '-'}${mbText(Math.abs(kb) * 1024)}`;

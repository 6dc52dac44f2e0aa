import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';

/** How every media function runs ffmpeg; all optional. */
export interface FfmpegOptions {
  /** Kills ffmpeg after this long. Default: 10 minutes, far beyond a 30-minute song's work. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** The binary to run instead of `ffmpegPath()`'s (tests run both the system's and npm's). */
  ffmpeg?: string;
}

export type FfmpegFailure =
  | 'FFMPEG_FAILED'
  | 'FFMPEG_TIMEOUT'
  | 'FFMPEG_ABORTED'
  | 'FFMPEG_MISSING';

/** A run of ffmpeg that did not end well; `stderrTail` holds its last words for the logs. */
export class FfmpegError extends Error {
  constructor(
    readonly code: FfmpegFailure,
    message: string,
    readonly exitCode: number | null = null,
    readonly stderrTail = '',
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

const DEFAULT_TIMEOUT_MS = 10 * 60_000;
/** ffmpeg can write megabytes of warnings about a damaged file; the end says what killed it. */
const STDERR_TAIL_BYTES = 8 * 1024;
const PROBE_TIMEOUT_MS = 15_000;

/**
 * Whether `command -version` runs and exits 0. A binary that is present but broken (missing
 * shared libraries, wrong architecture) counts as absent. `searchPath` replaces PATH for the
 * lookup; without it spawn searches the process's own PATH, so this module never reads the
 * environment itself (env.ts is the only reader). Synchronous, and so blocking, but it runs
 * once per process and takes about 50 ms.
 */
function runs(command: string, searchPath?: string): boolean {
  const probe = spawnSync(command, ['-version'], {
    stdio: 'ignore',
    timeout: PROBE_TIMEOUT_MS,
    ...(searchPath === undefined ? {} : { env: { PATH: searchPath } }),
  });
  return !probe.error && probe.status === 0;
}

/**
 * The binary shipped in @ffmpeg-installer/ffmpeg. Loaded on demand: the package throws (a
 * string) at import on a platform it has no build for, which must not stop a server that has
 * a system ffmpeg.
 */
function bundledFfmpeg(): string {
  const require = createRequire(import.meta.url);
  return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

/**
 * Picks the ffmpeg to run: the system's when `ffmpeg` on the search path runs (a distribution
 * build is newer, kept patched, and encodes MP3 three times faster than the npm one here),
 * else the npm-shipped static build, so a fresh machine with only `npm ci` still processes
 * audio. Exported for tests; use `ffmpegPath()`.
 */
export function resolveFfmpegPath(
  options: { searchPath?: string; bundled?: () => string } = {},
): string {
  if (runs('ffmpeg', options.searchPath)) return 'ffmpeg';
  let bundled: string;
  try {
    bundled = (options.bundled ?? bundledFfmpeg)();
  } catch (error) {
    throw new FfmpegError(
      'FFMPEG_MISSING',
      `No ffmpeg: none runs from PATH and the bundled one is unavailable (${String(error)})`,
    );
  }
  if (!runs(bundled)) {
    throw new FfmpegError(
      'FFMPEG_MISSING',
      `No ffmpeg: none runs from PATH and the bundled ${bundled} does not run`,
    );
  }
  return bundled;
}

// Which binary exists does not change while the process runs, so it is looked up once; a
// failed lookup is not kept, so that installing ffmpeg later needs no restart.
let resolved: string | undefined;

/** The ffmpeg to spawn: `'ffmpeg'` (found on PATH) or the npm-shipped binary's absolute path. */
export function ffmpegPath(): string {
  resolved ??= resolveFfmpegPath();
  return resolved;
}

interface Started {
  child: ChildProcess;
  done: Promise<{ stderr: string }>;
}

async function start(
  args: string[],
  options: FfmpegOptions,
  stdout: 'ignore' | 'pipe',
): Promise<Started> {
  const binary = options.ffmpeg ?? ffmpegPath();
  const { signal } = options;
  if (signal?.aborted) throw new FfmpegError('FFMPEG_ABORTED', 'ffmpeg was cancelled');
  // No shell: file names and tag values reach ffmpeg as they are, never as shell syntax.
  // -nostdin: ffmpeg otherwise reads keystrokes (q, ?) from stdin.
  const child = spawn(binary, ['-hide_banner', '-nostdin', ...args], {
    stdio: ['ignore', stdout, 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (text: string) => {
    stderr += text;
    if (stderr.length > 2 * STDERR_TAIL_BYTES) stderr = stderr.slice(-STDERR_TAIL_BYTES);
  });

  let stopped: 'FFMPEG_TIMEOUT' | 'FFMPEG_ABORTED' | undefined;
  const stop = (why: NonNullable<typeof stopped>) => {
    stopped ??= why;
    child.kill('SIGKILL');
  };
  const timer = setTimeout(() => stop('FFMPEG_TIMEOUT'), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const onAbort = () => stop('FFMPEG_ABORTED');
  signal?.addEventListener('abort', onAbort, { once: true });

  const done = new Promise<{ stderr: string }>((resolve, reject) => {
    const finish = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    child.once('error', (error) => {
      finish();
      reject(new FfmpegError('FFMPEG_MISSING', `ffmpeg could not start: ${error.message}`));
    });
    // 'close' rather than 'exit': stderr is read to its end by then.
    child.once('close', (code, killedBy) => {
      finish();
      const tail = stderr.slice(-STDERR_TAIL_BYTES);
      if (stopped === 'FFMPEG_TIMEOUT') {
        reject(new FfmpegError(stopped, 'ffmpeg took too long and was stopped', code, tail));
      } else if (stopped === 'FFMPEG_ABORTED') {
        reject(new FfmpegError(stopped, 'ffmpeg was cancelled', code, tail));
      } else if (code !== 0) {
        const last = tail.trim().split('\n').at(-1) ?? '';
        const how = code === null ? `was killed by ${killedBy}` : `exited with code ${code}`;
        reject(new FfmpegError('FFMPEG_FAILED', `ffmpeg ${how}: ${last}`, code, tail));
      } else {
        resolve({ stderr: tail });
      }
    });
  });
  // The caller may stop listening (a consumer that throws mid-stream); the failure it then
  // never awaits must not become an unhandled rejection.
  done.catch(() => {});
  return { child, done };
}

/**
 * Runs ffmpeg to completion with its output going to files named in `args`. Resolves with the
 * tail of stderr (what `-v error` had to say); rejects with an FfmpegError on a non-zero exit,
 * a timeout or an abort, the process being killed in the last two cases.
 */
export async function runFfmpeg(
  args: string[],
  options: FfmpegOptions = {},
): Promise<{ stderr: string }> {
  return (await start(args, options, 'ignore')).done;
}

export interface FfmpegStream {
  /** What ffmpeg writes to `pipe:1`. */
  stdout: Readable;
  /** Settles when ffmpeg has exited, as `runFfmpeg` does. */
  done: Promise<{ stderr: string }>;
  /** Kills ffmpeg, for a consumer that stops reading early. */
  kill(): void;
}

/** Runs ffmpeg with its stdout piped back, for output too large to hold (decoded PCM). */
export async function ffmpegStream(
  args: string[],
  options: FfmpegOptions = {},
): Promise<FfmpegStream> {
  const { child, done } = await start(args, options, 'pipe');
  const stdout = child.stdout;
  if (!stdout) throw new Error('ffmpeg was spawned without a stdout pipe');
  return { stdout, done, kill: () => child.kill('SIGKILL') };
}

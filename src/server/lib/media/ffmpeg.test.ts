import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FfmpegError, ffmpegStream, resolveFfmpegPath, runFfmpeg } from './ffmpeg.js';
import { scratchDir, tone } from './testing/test-audio.js';

let dir: string;
let remove: () => Promise<void>;

beforeAll(async () => {
  ({ dir, remove } = await scratchDir());
});
afterAll(() => remove());

const npmFfmpeg = () =>
  (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;

/** The failure a promise rejects with, or a failure of the test when it resolves. */
async function failure(promise: Promise<unknown>): Promise<FfmpegError> {
  const outcome = await promise.then(
    () => new Error('resolved'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof FfmpegError)) throw outcome;
  return outcome;
}

describe('which ffmpeg runs', () => {
  it('falls back to the npm-shipped binary when no ffmpeg is on PATH', () => {
    // An empty folder as the whole search path: nothing called ffmpeg in it.
    expect(resolveFfmpegPath({ searchPath: dir })).toBe(npmFfmpeg());
  });

  it.runIf(existsSync('/usr/bin/ffmpeg'))('prefers the system ffmpeg found on PATH', () => {
    expect(resolveFfmpegPath({ searchPath: '/usr/bin' })).toBe('ffmpeg');
  });

  it('says so when there is no ffmpeg at all', () => {
    const lookup = () =>
      resolveFfmpegPath({
        searchPath: dir,
        bundled: () => {
          throw 'Unsupported platform/architecture: plan9-mips';
        },
      });
    expect(lookup).toThrow(FfmpegError);
    expect(lookup).toThrow(/No ffmpeg: .*plan9-mips/);
  });
});

describe('runFfmpeg', () => {
  it('resolves when ffmpeg succeeds', async () => {
    const output = join(dir, 'tone.wav');
    await runFfmpeg(['-v', 'error', ...tone(0.5), '-y', output]);
    expect(existsSync(output)).toBe(true);
  });

  it('rejects with the exit code and the end of what ffmpeg said', async () => {
    const failed = await failure(
      runFfmpeg(['-i', join(dir, 'no-such-file.mp3'), '-f', 'null', '-']),
    );
    expect(failed.code).toBe('FFMPEG_FAILED');
    expect(failed.exitCode).not.toBe(0);
    expect(failed.stderrTail).toContain('No such file or directory');
    expect(failed.message).toContain('No such file or directory');
  });

  it('keeps only the last 8 KB of a long complaint', async () => {
    // Debug logging of 5 seconds of audio writes far more than 8 KB before the bad output fails.
    const failed = await failure(
      runFfmpeg(['-v', 'debug', ...tone(5), '-f', 'null', '-', '-f', 'no-such-format', 'x']),
    );
    expect(failed.stderrTail.length).toBeGreaterThan(0);
    expect(failed.stderrTail.length).toBeLessThanOrEqual(8 * 1024);
  });

  it('kills ffmpeg that runs past its time', async () => {
    const started = Date.now();
    // An endless tone, written nowhere, as fast as ffmpeg can.
    const endless = ['-f', 'lavfi', '-i', 'sine=frequency=440', '-f', 'null', '-'];
    const failed = await failure(runFfmpeg(endless, { timeoutMs: 300 }));
    expect(failed.code).toBe('FFMPEG_TIMEOUT');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('kills ffmpeg when the caller aborts', async () => {
    const controller = new AbortController();
    const endless = ['-f', 'lavfi', '-i', 'sine=frequency=440', '-f', 'null', '-'];
    const run = runFfmpeg(endless, { signal: controller.signal });
    setTimeout(() => controller.abort(), 200);
    expect((await failure(run)).code).toBe('FFMPEG_ABORTED');
    controller.abort();
    expect((await failure(runFfmpeg(endless, { signal: controller.signal }))).code).toBe(
      'FFMPEG_ABORTED',
    );
  });
});

describe('ffmpegStream', () => {
  it('pipes what ffmpeg writes to stdout', async () => {
    const run = await ffmpegStream([
      ...['-v', 'error', ...tone(1), '-ac', '1', '-ar', '8000', '-f', 's16le', 'pipe:1'],
    ]);
    let bytes = 0;
    for await (const chunk of run.stdout as AsyncIterable<Buffer>) bytes += chunk.length;
    await run.done;
    expect(bytes).toBe(16_000); // one second of 16-bit samples at 8 kHz
  });
});

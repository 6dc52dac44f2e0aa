import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FfmpegOptions } from '../media/ffmpeg.js';
import { makeOnAirCopy } from '../media/loudness.js';
import { renderDemoTrack } from './render.js';
import type { DemoTrackSpec } from './spec.js';
import { writeWav } from './wav.js';

export interface DemoMp3 {
  durationMs: number;
  integratedLufs: number;
  truePeakDb: number;
  /** Synthesis and writing the WAV. */
  renderMs: number;
  /** The on-air copy: measuring, encoding, checking. */
  encodeMs: number;
}

/**
 * Renders a demo track and makes its on-air copy at `outputPath` (MP3 at the station's
 * loudness, tagged with the track's title and artist), through a WAV file in `workDir` (the
 * system's temporary folder by default) that is removed afterwards whatever happens.
 */
export async function renderDemoTrackToMp3(
  spec: DemoTrackSpec,
  outputPath: string,
  options: FfmpegOptions & { seconds?: number; workDir?: string } = {},
): Promise<DemoMp3> {
  const { seconds, workDir, ...ffmpeg } = options;
  const wav = join(workDir ?? tmpdir(), `${spec.id}-${randomBytes(4).toString('hex')}.wav`);
  try {
    const started = performance.now();
    const rendered = await renderDemoTrack(spec, {
      ...(seconds === undefined ? {} : { seconds }),
      ...(ffmpeg.signal ? { signal: ffmpeg.signal } : {}),
    });
    await writeWav(wav, rendered);
    const rendering = performance.now() - started;
    const copy = await makeOnAirCopy(wav, outputPath, {
      ...ffmpeg,
      tags: { title: spec.title, artist: spec.artist },
    });
    return {
      ...copy,
      renderMs: Math.round(rendering),
      encodeMs: Math.round(performance.now() - started - rendering),
    };
  } finally {
    await rm(wav, { force: true });
  }
}

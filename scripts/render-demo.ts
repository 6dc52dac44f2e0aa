/*
 * Renders the demo library to a folder, to listen to it and to look at it:
 *
 *   npx tsx scripts/render-demo.ts OUT_DIR [track-id ...] [--seconds N] [--ffmpeg PATH]
 *
 * For each track: OUT_DIR/<id>.mp3 (the on-air copy the station would play), <id>.spectrum.png
 * (frequency against time: sections show as changes of colour), <id>.chorus.png (ten seconds
 * of the first chorus close up: drums show as vertical stripes on the beat, notes and chords as
 * horizontal lines) and <id>.wave.png (the waveform), then a line of figures: length,
 * loudness, render and encode times.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runFfmpeg } from '../src/server/lib/media/ffmpeg.js';
import { arrange } from '../src/server/lib/synth/arrange.js';
import { DEMO_TRACKS, renderDemoTrackToMp3 } from '../src/server/lib/synth/index.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { seconds: { type: 'string' }, ffmpeg: { type: 'string' } },
});
const [outDir, ...ids] = positionals;
if (!outDir) {
  console.error('usage: npx tsx scripts/render-demo.ts OUT_DIR [track-id ...] [--seconds N]');
  process.exit(2);
}
const unknown = ids.filter((id) => !DEMO_TRACKS.some((track) => track.id === id));
if (unknown.length > 0) {
  console.error(`no such track: ${unknown.join(', ')}`);
  process.exit(2);
}
await mkdir(outDir, { recursive: true });
const tracks = ids.length > 0 ? DEMO_TRACKS.filter((track) => ids.includes(track.id)) : DEMO_TRACKS;
const seconds = values.seconds ? Number(values.seconds) : undefined;

let totalMs = 0;
for (const track of tracks) {
  const mp3 = join(outDir, `${track.id}.mp3`);
  const made = await renderDemoTrackToMp3(track, mp3, {
    ...(seconds ? { seconds } : {}),
    ...(values.ffmpeg ? { ffmpeg: values.ffmpeg } : {}),
  });
  totalMs += made.durationMs;
  await runFfmpeg([
    ...['-v', 'error', '-i', mp3, '-lavfi'],
    'showspectrumpic=s=1024x512:legend=1:scale=log:fscale=log',
    ...['-y', join(outDir, `${track.id}.spectrum.png`)],
  ]);
  const chorus = arrange(track).sections.find((part) => part.part === 'chorus');
  await runFfmpeg([
    ...['-v', 'error', '-ss', String(chorus?.start ?? 0), '-t', '10', '-i', mp3, '-lavfi'],
    'showspectrumpic=s=1024x512:legend=1:scale=log:fscale=log',
    ...['-y', join(outDir, `${track.id}.chorus.png`)],
  ]);
  await runFfmpeg([
    ...['-v', 'error', '-i', mp3, '-lavfi', 'showwavespic=s=1024x240:split_channels=1:scale=sqrt'],
    ...['-y', join(outDir, `${track.id}.wave.png`)],
  ]);
  const minutes = `${Math.floor(made.durationMs / 60_000)}:${String(Math.round((made.durationMs % 60_000) / 1000)).padStart(2, '0')}`;
  console.log(
    `${track.id.padEnd(22)} ${minutes}  ${track.bpm} bpm  ${track.key.root} ${track.key.mode.padEnd(14)}` +
      ` ${made.integratedLufs.toFixed(1)} LUFS ${made.truePeakDb.toFixed(1)} dBTP` +
      `  render ${(made.renderMs / 1000).toFixed(1)} s  encode ${(made.encodeMs / 1000).toFixed(1)} s`,
  );
}
console.log(`total ${(totalMs / 60_000).toFixed(1)} minutes in ${tracks.length} tracks`);

import { open } from 'node:fs/promises';
import type { RenderedAudio } from './render.js';

/** Frames converted and written at a time: a quarter of a megabyte, a few ms of work each. */
const FRAMES_PER_WRITE = 65_536;

function header(frames: number, sampleRate: number): Buffer {
  const channels = 2;
  const bytesPerFrame = channels * 2;
  const data = frames * bytesPerFrame;
  const head = Buffer.alloc(44);
  head.write('RIFF', 0, 'ascii');
  head.writeUInt32LE(36 + data, 4);
  head.write('WAVE', 8, 'ascii');
  head.write('fmt ', 12, 'ascii');
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20); // PCM
  head.writeUInt16LE(channels, 22);
  head.writeUInt32LE(sampleRate, 24);
  head.writeUInt32LE(sampleRate * bytesPerFrame, 28);
  head.writeUInt16LE(bytesPerFrame, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36, 'ascii');
  head.writeUInt32LE(data, 40);
  return head;
}

/**
 * Writes rendered audio as a 16-bit PCM stereo WAV file, a block at a time, so a four-minute
 * track (42 MB) never sits whole in a second buffer and the event loop is never held for long.
 * Samples beyond full scale are clamped.
 */
export async function writeWav(path: string, rendered: RenderedAudio): Promise<void> {
  const [left, right] = rendered.channels;
  const frames = Math.min(left.length, right.length);
  const file = await open(path, 'w');
  try {
    await file.write(header(frames, rendered.sampleRate));
    const block = Buffer.alloc(FRAMES_PER_WRITE * 4);
    for (let start = 0; start < frames; start += FRAMES_PER_WRITE) {
      const count = Math.min(FRAMES_PER_WRITE, frames - start);
      for (let i = 0; i < count; i++) {
        const l = Math.max(-1, Math.min(1, left[start + i] ?? 0));
        const r = Math.max(-1, Math.min(1, right[start + i] ?? 0));
        block.writeInt16LE(Math.round(l * 32767), i * 4);
        block.writeInt16LE(Math.round(r * 32767), i * 4 + 2);
      }
      await file.write(block, 0, count * 4);
    }
  } finally {
    await file.close();
  }
}

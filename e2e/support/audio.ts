import { expect } from '@playwright/test';
import type { SignedInAccount } from './fixtures.js';
import type { Site } from './own-site-test.js';

/** A few seconds of a sine tone as a 16-bit mono WAV file: a song small enough to process fast. */
export function toneWav(seconds: number): Buffer {
  const rate = 22_050;
  const samples = rate * seconds;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    wav.writeInt16LE(Math.round(12_000 * Math.sin((2 * Math.PI * 330 * i) / rate)), 44 + i * 2);
  }
  return wav;
}

/** Uploads a song for a creator and waits until it is processed and public. */
export async function readySong(
  site: Pick<Site, 'api'>,
  creator: SignedInAccount,
  title: string,
): Promise<number> {
  const uploaded = await site.api.post('/api/artist/songs/upload', {
    headers: creator.headers,
    multipart: {
      audio: { name: `${title}.wav`, mimeType: 'audio/wav', buffer: toneWav(4) },
      title,
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { id } = (await uploaded.json()) as { id: number };
  await expect
    .poll(
      async () => {
        const mine = await site.api.get('/api/artist/songs', { headers: creator.headers });
        const songs = (await mine.json()).songs as { id: number; status: string }[];
        return songs.find((song) => song.id === id)?.status;
      },
      { timeout: 60_000 },
    )
    .toBe('ready');
  return id;
}
